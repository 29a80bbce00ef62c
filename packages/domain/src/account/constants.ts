/** Professions of spec 000 section 3. */
export const PROFESSIONS = ["murid", "guru", "orangtua", "mahasiswa", "profesional", "prakerja"] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const PROFESSION_LABELS: Record<Profession, string> = {
  murid: "Murid",
  guru: "Guru",
  orangtua: "Orangtua",
  mahasiswa: "Mahasiswa",
  profesional: "Profesional",
  prakerja: "Prakerja",
};

/** Role labels (spec 000 section 6, spec 002 section 6). */
export const ROLE_LABELS = ["Super Admin", "Admin Sekolahmu", "Fasilitator", "Asesor", "PMO"] as const;
export type RoleLabel = (typeof ROLE_LABELS)[number];
