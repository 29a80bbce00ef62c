import type { MeUser } from "@app/domain/account/contracts";
import type { ManageProfileChange } from "@app/domain/account/manage-profile";
import type { PreferenceValue } from "../components/profile-preference-fields";
import type { RegionValue } from "../components/region-picker";

/** The region and preference part of the personal form (decisions/024). */
export type PersonalExtra = { region: RegionValue; preferences: PreferenceValue };

const text = (id: number | null) => (id === null ? "" : String(id));

export function preferenceValuesOf(user: MeUser): PersonalExtra {
  return {
    region: {
      province_id: text(user.province_id),
      regency_id: text(user.regency_id),
      district_id: text(user.district_id),
    },
    preferences: {
      bidang_studi_interests: user.bidang_studi_interests,
      learning_objective_ids: user.learning_objective_ids,
      preference_content_ids: user.preference_content_ids,
    },
  };
}

const idOf = (value: string) => (value === "" ? null : Number(value));

/**
 * What the save sends: the region ids (null for none: all three null clears the region) and the lists. A
 * half-chosen region is refused by the server's one rule ("Pilih provinsi, kabupaten/kota dan kecamatan"), which
 * the form shows; nothing else of the save is applied then.
 */
export function preferenceBodyOf(extra: PersonalExtra): Partial<ManageProfileChange> {
  return {
    province_id: idOf(extra.region.province_id),
    regency_id: idOf(extra.region.regency_id),
    district_id: idOf(extra.region.district_id),
    ...extra.preferences,
  };
}
