import {
  childProgramsSchema,
  type FamilyOverview,
  familyOverviewSchema,
  incomingRequestsAnswer,
} from "@app/domain/account/family";
import { type InstitutionChoiceBody, myInstitutionSchema } from "@app/domain/account/institution-choice";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../shared/lib/api-client";

/**
 * The calls of /account/institution and /account/family (issue 21, decisions/027). Every mutation answers the
 * fresh state; the pages put it into the cache and invalidate me-v2 (its institution and child fields).
 */
export const institutionFamilyKeys = {
  institution: ["account", "institution"] as const,
  family: ["account", "family"] as const,
  incoming: ["account", "family", "incoming"] as const,
  childPrograms: (childId: number, page: number) => ["account", "family", "child", childId, page] as const,
};

// ---- the learner's institution ---------------------------------------------------------------------------

const institutionEnvelope = envelope(myInstitutionSchema);

export function myInstitutionQueryOptions() {
  return queryOptions({
    queryKey: institutionFamilyKeys.institution,
    queryFn: async ({ signal }) => (await apiGet("/v2/user/institution", institutionEnvelope, { signal })).data,
  });
}

export function useMyInstitution() {
  return useQuery(myInstitutionQueryOptions());
}

export async function saveInstitution(body: InstitutionChoiceBody) {
  return apiSend("/v2/user/institution", institutionEnvelope, { body });
}

export async function removeInstitution() {
  return apiSend("/v2/user/institution/remove", institutionEnvelope);
}

// ---- family links ----------------------------------------------------------------------------------------

const overviewEnvelope = envelope(familyOverviewSchema);
const incomingEnvelope = envelope(incomingRequestsAnswer);

export function familyQueryOptions() {
  return queryOptions({
    queryKey: institutionFamilyKeys.family,
    queryFn: async ({ signal }) => (await apiGet("/v2/user/relation_user", overviewEnvelope, { signal })).data,
  });
}

export function useFamily() {
  return useQuery(familyQueryOptions());
}

/** GET /user/relation_user/get/request/ (spec 002): the requests waiting for the user's answer. */
export function incomingRequestsQueryOptions() {
  return queryOptions({
    queryKey: institutionFamilyKeys.incoming,
    queryFn: async ({ signal }) =>
      (await apiGet("/user/relation_user/get/request/", incomingEnvelope, { signal })).data,
  });
}

export function useIncomingRequests() {
  return useQuery(incomingRequestsQueryOptions());
}

export type FamilyAnswer = { message: string; data: FamilyOverview };

export async function requestFamilyLink(identifier: string): Promise<FamilyAnswer> {
  return apiSend("/v2/user/relation_user/request", overviewEnvelope, { body: { identifier } });
}

export type RequestAction = "accept" | "decline" | "cancel";

export async function answerFamilyRequest(id: number, action: RequestAction): Promise<FamilyAnswer> {
  return apiSend(`/v2/user/relation_user/request/${id}/${action}`, overviewEnvelope);
}

export async function removeFamilyLink(userId: number): Promise<FamilyAnswer> {
  return apiSend(`/v2/user/relation_user/remove/${userId}`, overviewEnvelope);
}

const childProgramsEnvelope = envelope(childProgramsSchema);

export function childProgramsQueryOptions(childId: number, page: number) {
  return queryOptions({
    queryKey: institutionFamilyKeys.childPrograms(childId, page),
    queryFn: async ({ signal }) =>
      (await apiGet(`/v2/user/relation_user/child/${childId}/program/${page}`, childProgramsEnvelope, { signal })).data,
  });
}

export function useChildPrograms(childId: number, page: number) {
  return useQuery(childProgramsQueryOptions(childId, page));
}
