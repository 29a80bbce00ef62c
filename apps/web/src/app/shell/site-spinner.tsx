import { Spinner } from "../../shared/ui/spinner";

/** The whole page while the site is not known yet (or is being left for the main site). */
export function SiteSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-slate-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}
