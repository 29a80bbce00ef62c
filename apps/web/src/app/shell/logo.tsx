import { getAppConfig } from "../../shared/lib/app-config";
import { AppLink } from "../../shared/ui/app-link";

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

/** The logo links to home. */
export function Logo() {
  const { brandName } = getAppConfig();
  return (
    <AppLink
      to="/"
      className="inline-flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <LogoMark />
      <span className="text-lg font-extrabold tracking-tight text-brand-900">{brandName}</span>
      <span className="sr-only">, ke Beranda</span>
    </AppLink>
  );
}
