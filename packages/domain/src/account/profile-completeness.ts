import type { Profession } from "./constants";

export type ProfileField = "email" | "name" | "year_level" | "city" | "occupation";

export interface ProfileFacts {
  profession_name: string | null;
  email: string | null;
  name: string | null;
  year_level_id: number | null;
  city: string | null;
  occupation: string | null;
}

/** Spec 000 section 4.7: what each profession must have filled in. */
export const REQUIRED_PROFILE_FIELDS: Record<Profession, readonly ProfileField[]> = {
  murid: ["email", "name", "year_level"],
  guru: ["email", "name"],
  orangtua: ["email", "name"],
  mahasiswa: ["email", "name"],
  profesional: ["email", "name"],
  prakerja: ["email", "name", "city", "occupation"],
};

function isFilled(user: ProfileFacts, field: ProfileField): boolean {
  switch (field) {
    case "year_level":
      return user.year_level_id !== null && user.year_level_id > 0;
    default: {
      const value = user[field];
      return typeof value === "string" && value.trim() !== "";
    }
  }
}

function requiredFor(profession: string | null): readonly ProfileField[] {
  if (profession !== null && profession in REQUIRED_PROFILE_FIELDS) {
    return REQUIRED_PROFILE_FIELDS[profession as Profession];
  }
  // No known profession yet: at least what every profession needs.
  return ["email", "name"];
}

/** The fields still missing, in the order the profile form shows them. */
export function missingProfileFields(user: ProfileFacts): ProfileField[] {
  return requiredFor(user.profession_name).filter((field) => !isFilled(user, field));
}

export function isProfileComplete(user: ProfileFacts): boolean {
  return missingProfileFields(user).length === 0;
}
