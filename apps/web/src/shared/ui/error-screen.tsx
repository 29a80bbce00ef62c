import { Button } from "./button";

export const DEFAULT_ERROR_CODE = "ERR3334";

export interface ErrorScreenProps {
  /** A custom title replaces the default one (spec 000 section 8). */
  title?: string;
  /** The error-reporting path code, or the status of the failed call. */
  code?: string | number;
  message?: string | null;
  onAcknowledge: () => void;
}

/** The generic full-screen error of spec 000 section 8. */
export function ErrorScreen({
  title = "Tidak Berhasil Memuat Konten",
  code,
  message,
  onAcknowledge,
}: ErrorScreenProps) {
  return (
    <section
      aria-labelledby="error-screen-title"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-6 py-12 text-center"
    >
      <svg className="size-20 text-red-700" viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <circle cx="32" cy="32" r="26" stroke="currentColor" strokeWidth="4" />
        <path d="M32 18v18" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="45" r="3" fill="currentColor" />
      </svg>
      <h1 id="error-screen-title" className="text-xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="text-slate-700">Terjadi gangguan di halaman ini, coba beberapa saat lagi</p>
      <p className="text-sm font-medium text-slate-700">Kode Error: {code ?? DEFAULT_ERROR_CODE}</p>
      {message ? <p className="text-sm text-slate-600">{message}</p> : null}
      <Button className="mt-2 min-w-40" onClick={onAcknowledge}>
        Mengerti
      </Button>
    </section>
  );
}
