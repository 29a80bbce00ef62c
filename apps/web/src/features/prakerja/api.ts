import {
  type AttemptFrSequenceBody,
  attemptFrSequenceData,
  type CheckUpdateBody,
  checkUpdateData,
  type RedeemCodeBody,
  redeemCodeData,
  type SubmitVerifyBody,
  submitVerifyData,
} from "@app/domain/prakerja/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiSend } from "../../shared/lib/api-client";
import { PRAKERJA_TEXTS } from "./prakerja-texts";

/** The redeem calls of spec 001 section 7, at the spec's paths. */
export const PRAKERJA_API_PATHS = {
  redeemCode: "/program-activity/prakerja/redeem-code",
  submitVerify: "/prakerja/redeem/submit-verify",
  checkUpdate: "/prakerja/redeem/check-update",
  attemptFrSequence: "/prakerja/attempt-fr-sequence",
} as const;

export const prakerjaKeys = {
  all: ["prakerja"] as const,
  checkUpdate: (body: CheckUpdateBody) => [...prakerjaKeys.all, "check-update", body] as const,
};

const redeemCodeAnswer = envelope(redeemCodeData);
const submitVerifyAnswer = envelope(submitVerifyData);
const checkUpdateAnswer = envelope(checkUpdateData);
const attemptFrSequenceAnswer = envelope(attemptFrSequenceData);

/**
 * What a learner reads when a redeem call fails: the spec's 503 text for a partner outage (and for no connection
 * at all, which is the same network failure to the learner), `pmo_response.message` when the link could not be
 * made, else the server's own refusal text.
 */
export function redeemErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.httpStatus === 503 || error.status === 503 || error.httpStatus === 0) {
      return PRAKERJA_TEXTS.redeemUnavailable;
    }
    const pmo = submitVerifyData.shape.pmo_response.safeParse(
      typeof error.data === "object" && error.data !== null && "pmo_response" in error.data
        ? error.data.pmo_response
        : undefined,
    );
    if (pmo.success && pmo.data.message) return pmo.data.message;
    if (error.message) return error.message;
  }
  return PRAKERJA_TEXTS.redeemUnavailable;
}

export function postRedeemCode(body: RedeemCodeBody) {
  return apiSend(PRAKERJA_API_PATHS.redeemCode, redeemCodeAnswer, { body });
}

export function postSubmitVerify(body: SubmitVerifyBody) {
  return apiSend(PRAKERJA_API_PATHS.submitVerify, submitVerifyAnswer, { body });
}

export function postCheckUpdate(body: CheckUpdateBody) {
  return apiSend(PRAKERJA_API_PATHS.checkUpdate, checkUpdateAnswer, { body });
}

/**
 * Checking the code and asking for the face-verification link, one step for the learner: redeem-code, then
 * submit-verify with the same code. A code already redeemed (redeem_status 1) needs no verification.
 */
export function useRedeemCode() {
  return useMutation({
    mutationFn: async (body: RedeemCodeBody) => {
      const redeemed = await postRedeemCode(body);
      if (redeemed.data.redeem_status === 1) return { kind: "redeemed" as const, record: redeemed.data };
      const verify = await postSubmitVerify(body);
      const { face_recognition_url: url, state, pmo_response: pmo } = verify.data;
      if (!url || !state) throw new ApiError(400, pmo.message || PRAKERJA_TEXTS.redeemUnavailable, verify.data, 400);
      return { kind: "verify" as const, url, state };
    },
  });
}

/** The face-verification link of a later session (attempt-fr-sequence): the link, or the partner's refusal. */
export function useAttemptFrSequence() {
  return useMutation({
    mutationFn: async (body: AttemptFrSequenceBody) => {
      const answer = await apiSend(PRAKERJA_API_PATHS.attemptFrSequence, attemptFrSequenceAnswer, { body });
      const { face_recognition_url: url, pmo_response: pmo } = answer.data;
      if (!url) throw new ApiError(400, pmo.message || PRAKERJA_TEXTS.redeemUnavailable, answer.data, 400);
      return url;
    },
  });
}

/**
 * check-update answers the stored outcome for the same state again (idempotent), so it is read as a query: one
 * call per result, not one per render or per remount.
 */
export const checkUpdateQuery = (body: CheckUpdateBody, onStored: () => void = () => {}) =>
  queryOptions({
    queryKey: prakerjaKeys.checkUpdate(body),
    queryFn: async () => {
      const answer = await postCheckUpdate(body);
      onStored();
      return answer.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useCheckUpdate(body: CheckUpdateBody | null) {
  const client = useQueryClient();
  // the outcome is stored: what the app holds of the programme (validate's redeem_status above all) is old now
  const onStored = () =>
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== prakerjaKeys.all[0] });
  return useQuery({
    ...checkUpdateQuery(
      body ?? { state_redemption_code: "", error: null, error_code: null, error_description: null },
      onStored,
    ),
    enabled: body !== null,
  });
}

/** After a verification ends in the opener, everything shown of the programme is read again (spec: a page reload). */
export function useReloadAfterVerification() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}
