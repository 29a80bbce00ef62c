import type { ActivityDashboard } from "@app/domain/study/contracts";
import { getAppConfig } from "../../../shared/lib/app-config";
import { safeHttpUrl } from "../../../shared/lib/sanitize";
import { STUDY_TEXTS } from "../study-texts";

/** The certification badges of the footer (spec 001 section 2), as text badges. */
const BADGES = [
  { title: "ISO/IEC 27001", detail: "Keamanan Informasi" },
  { title: "Cloud Tersertifikasi", detail: "Infrastruktur Cloud Mitra" },
  { title: "Terdaftar PSE", detail: "Kementerian Komunikasi dan Digital" },
] as const;

/** An image address from the server: http(s), or a path on this site. */
function imageSource(value: string | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith("/") && !text.startsWith("//")) return text;
  return safeHttpUrl(text);
}

export interface StudyFooterProps {
  /** The operator's company line (app/ builds it, as the site footer does). */
  companyName: string;
  institution: ActivityDashboard["institution"];
}

/** The study page's footer: year, company line, badges and, when is_show_logo_footer is 1, the institution's logo_2. */
export function StudyFooter({ companyName, institution }: StudyFooterProps) {
  const { brandName } = getAppConfig();
  const logo = institution.is_show_logo_footer === 1 ? imageSource(institution.logo_2) : null;
  return (
    <footer className="mt-10 border-t border-slate-200 bg-white px-4 py-6 text-sm text-slate-700 lg:px-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1">
          <p>
            © {new Date().getFullYear()} {brandName}
          </p>
          <p>{companyName}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {logo ? (
            <img
              src={logo}
              alt={STUDY_TEXTS.institutionLogo(institution.name)}
              className="h-10 w-auto max-w-40 object-contain"
              loading="lazy"
            />
          ) : null}
          <ul aria-label={STUDY_TEXTS.certifications} className="flex flex-wrap gap-2">
            {BADGES.map((badge) => (
              <li
                key={badge.title}
                className="flex flex-col rounded-lg border border-slate-300 px-3 py-1.5 leading-tight"
              >
                <span className="text-xs font-bold text-slate-900">{badge.title}</span>
                <span className="text-[11px] text-slate-700">{badge.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
