import { missingProfileFields, type ProfileFacts } from "@app/domain/account/profile-completeness";
import { useLocation } from "react-router";
import { REDIRECT_PATH_QUERY } from "../../../shared/lib/redirect-path";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { PROFILE_FIELD_LABELS } from "./profile-completeness-notice";

export const PROFILE_REQUIRED_TEXTS = {
  title: "Lengkapi Profil Anda",
  text: "Sebelum melanjutkan, lengkapi data berikut. Setelah disimpan, Anda kembali ke halaman ini.",
  action: "Lengkapi Profil",
} as const;

/** Where the personal data form is, with the way back to `from` (a path on this site). */
export function completeProfileHref(from: string): string {
  return `/account/personal?${new URLSearchParams({ [REDIRECT_PATH_QUERY]: from })}`;
}

/**
 * The 'uncompleted profile' state (spec 000 section 4.7) of a page that waits for a complete profile (checkout,
 * the study page): what is missing and the way to fill it in, which comes back here after saving.
 */
export function ProfileRequired({ user }: { user: ProfileFacts }) {
  const { pathname, search, hash } = useLocation();
  const missing = missingProfileFields(user);
  return (
    <section
      aria-labelledby="profile-required-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-8 text-center text-amber-950 sm:px-8"
    >
      <h2 id="profile-required-title" className="text-xl font-bold">
        {PROFILE_REQUIRED_TEXTS.title}
      </h2>
      <p className="text-sm leading-6">{PROFILE_REQUIRED_TEXTS.text}</p>
      <ul aria-label="Data yang belum diisi" className="flex flex-wrap justify-center gap-2">
        {missing.map((field) => (
          <li
            key={field}
            className="inline-flex h-7 items-center rounded-full border border-amber-400 bg-white px-3 text-sm font-medium"
          >
            {PROFILE_FIELD_LABELS[field]}
          </li>
        ))}
      </ul>
      <AppLink
        to={completeProfileHref(`${pathname}${search}${hash}`)}
        className={buttonClasses("primary", "md", "min-w-48")}
      >
        {PROFILE_REQUIRED_TEXTS.action}
      </AppLink>
    </section>
  );
}
