import { missingProfileFields, type ProfileFacts, type ProfileField } from "@app/domain/account/profile-completeness";

/** How each required field of spec 000 section 4.7 is named to the person. */
export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  email: "Email",
  name: "Nama lengkap",
  year_level: "Jenjang kelas",
  city: "Kota",
  occupation: "Pekerjaan",
};

/**
 * The 'uncompleted profile' state (spec 000 section 4.7): what the profession still needs filled in. Renders
 * nothing for a complete profile.
 */
export function ProfileCompletenessNotice({ user, returnNote = false }: { user: ProfileFacts; returnNote?: boolean }) {
  const missing = missingProfileFields(user);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="profile-incomplete-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950"
    >
      <h2 id="profile-incomplete-title" className="font-bold">
        Profil Anda belum lengkap
      </h2>
      <p className="mt-1 text-sm">
        {returnNote
          ? "Lengkapi data berikut, lalu simpan: Anda akan kembali ke halaman sebelumnya."
          : "Lengkapi data berikut agar dapat menggunakan semua fitur:"}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {missing.map((field) => (
          <li
            key={field}
            className="inline-flex h-7 items-center rounded-full border border-amber-400 bg-white px-3 text-sm font-medium"
          >
            {PROFILE_FIELD_LABELS[field]}
          </li>
        ))}
      </ul>
    </section>
  );
}
