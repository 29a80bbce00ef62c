import {
  districtListAnswer,
  type ProfileOption,
  profileOptionListAnswer,
  provinceListAnswer,
  regencyListAnswer,
} from "@app/domain/account/region";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../shared/lib/api-client";

/** Query keys of the region and profile-option lists (reference data: kept for an hour). */
export const regionKeys = {
  provinces: ["account", "region", "provinces"] as const,
  regencies: (provinceId: number) => ["account", "region", "regencies", provinceId] as const,
  districts: (regencyId: number) => ["account", "region", "districts", regencyId] as const,
  learningObjectives: ["account", "options", "learning-objectives"] as const,
  preferenceContents: ["account", "options", "preference-contents"] as const,
};

const HOUR = 60 * 60_000;
const signalOf = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// ---- GET /user/provinces, GET /user/regencies?province_id= -------------------------------------------------

const provinceEnvelope = envelope(provinceListAnswer);
const regencyEnvelope = envelope(regencyListAnswer);
const districtEnvelope = envelope(districtListAnswer);

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: regionKeys.provinces,
    queryFn: async ({ signal }) => (await apiGet("/user/provinces", provinceEnvelope, signalOf(signal))).data,
    staleTime: HOUR,
  });
}

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}

export function regenciesQueryOptions(provinceId: number) {
  return queryOptions({
    queryKey: regionKeys.regencies(provinceId),
    queryFn: async ({ signal }) =>
      (await apiGet("/user/regencies", regencyEnvelope, { query: { province_id: provinceId }, ...signalOf(signal) }))
        .data,
    staleTime: HOUR,
  });
}

export function useRegencies(provinceId: number | null) {
  return useQuery({ ...regenciesQueryOptions(provinceId ?? 0), enabled: provinceId !== null });
}

// ---- GET /user/get-all-district/{page}/{limit}?regency_id= ------------------------------------------------

/** A regency has at most ~50 districts: one page of 100 holds them all. */
const DISTRICTS_PER_REGENCY = 100;

export function districtsQueryOptions(regencyId: number) {
  return queryOptions({
    queryKey: regionKeys.districts(regencyId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/user/get-all-district/1/${DISTRICTS_PER_REGENCY}`, districtEnvelope, {
          query: { regency_id: regencyId },
          ...signalOf(signal),
        })
      ).data.list,
    staleTime: HOUR,
  });
}

export function useDistricts(regencyId: number | null) {
  return useQuery({ ...districtsQueryOptions(regencyId ?? 0), enabled: regencyId !== null });
}

// ---- GET /user/learning-objective, GET /v2/user/preference-content ------------------------------------------

const optionEnvelope = envelope(profileOptionListAnswer);

export function learningObjectivesQueryOptions() {
  return queryOptions({
    queryKey: regionKeys.learningObjectives,
    queryFn: async ({ signal }) => (await apiGet("/user/learning-objective", optionEnvelope, signalOf(signal))).data,
    staleTime: HOUR,
  });
}

export function useLearningObjectives() {
  return useQuery(learningObjectivesQueryOptions());
}

/** Spec 000 section 7.2: an empty list when the call fails (the form then shows no preference choices). */
export async function fetchPreferenceContents(signal?: AbortSignal): Promise<ProfileOption[]> {
  try {
    return (await apiGet("/v2/user/preference-content", optionEnvelope, signalOf(signal))).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function preferenceContentsQueryOptions() {
  return queryOptions({
    queryKey: regionKeys.preferenceContents,
    queryFn: ({ signal }) => fetchPreferenceContents(signal),
    // an empty list (the call failed) is asked again on the next visit
    staleTime: (query) => (query.state.data?.length ? HOUR : 0),
  });
}

export function usePreferenceContents() {
  return useQuery(preferenceContentsQueryOptions());
}
