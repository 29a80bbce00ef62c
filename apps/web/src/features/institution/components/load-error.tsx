import { Button } from "../../../shared/ui/button";

/** A part of the page that failed to load, with a retry; the rest of the page stays usable. */
export function LoadError({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-red-900">{what} gagal dimuat. Periksa koneksi Anda lalu coba lagi.</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying ?? false}>
        Coba Lagi
      </Button>
    </div>
  );
}
