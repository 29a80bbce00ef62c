import { HELP_PATH } from "./nav-items";

/** /bantuan opens the external help site in a new tab when followed from inside the app (spec 002). */
export function HelpLink({ className }: { className: string }) {
  return (
    <a href={HELP_PATH} target="_blank" rel="noopener noreferrer" className={className}>
      Bantuan <span className="sr-only">(membuka tab baru)</span>
    </a>
  );
}
