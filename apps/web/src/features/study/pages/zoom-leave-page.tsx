import { Link } from "react-router";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { buttonClasses } from "../../../shared/ui/button";

/** `/zoom-leave`: where the meeting client sends the learner after the session. */
export function ZoomLeavePage() {
  usePageTitle("Sesi Berakhir");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-bold text-slate-900">Anda telah meninggalkan sesi.</h1>
      <Link to="/programmu" className={buttonClasses("primary", "md")}>
        Kembali ke Programmu
      </Link>
    </div>
  );
}
