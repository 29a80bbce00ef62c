import { useLocation } from "react-router";
import { getAppConfig } from "../../shared/lib/app-config";
import { useSite } from "../../shared/lib/site";
import { AppLink } from "../../shared/ui/app-link";
import { InstitutionLogo } from "../../shared/ui/institution-logo";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M10 8v16M10 16l9-8M13 14l7 10"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * Spec 000 section 2.2: paths containing prakerja-face-recognition-status or fr-dummy-redirect disable the logo
 * links; so does the face-verification result page (spec 001 section 2), which may be the partner's pop-up.
 */
export function isLogoLinkDisabled(pathname: string): boolean {
  return ["face-recognition-result", "prakerja-face-recognition-status", "fr-dummy-redirect"].some((part) =>
    pathname.includes(part),
  );
}

/**
 * The logo links to home. It names the site: the brand, 'Prakerja' on the Prakerja host, or the partner
 * institution (its logo and name) on a partner site.
 */
export function Logo() {
  const { brandName } = getAppConfig();
  const site = useSite();
  const name = site.kind === "partner" ? site.institution.name : site.kind === "prakerja" ? "Prakerja" : brandName;
  const { pathname } = useLocation();
  const content = (
    <>
      {site.kind === "partner" ? (
        <InstitutionLogo name={site.institution.name} logo={site.institution.logo} size="sm" />
      ) : (
        <LogoMark />
      )}
      <span
        className={`text-lg font-extrabold tracking-tight text-brand-900 ${
          site.kind === "partner" ? "max-w-36 truncate text-base sm:max-w-64 lg:max-w-56" : ""
        }`}
      >
        {name}
      </span>
    </>
  );
  // The face-verification result and the partner's dummy redirect lead nowhere else (spec 000 section 2.2).
  if (isLogoLinkDisabled(pathname)) {
    return <span className="inline-flex min-w-0 shrink-0 items-center gap-2">{content}</span>;
  }
  return (
    <AppLink
      to="/"
      className="inline-flex min-w-0 shrink-0 items-center gap-2 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {content}
      <span className="sr-only">, ke Beranda</span>
    </AppLink>
  );
}
