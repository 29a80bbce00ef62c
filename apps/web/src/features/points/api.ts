import {
  pinResetSentAnswer,
  pinStateAnswer,
  pointsAnswer,
  type resetPinBody,
  type setPinBody,
} from "@app/domain/points/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet, apiSend } from "../../shared/lib/api-client";

export type PinState = z.infer<typeof pinStateAnswer>;
export type Points = z.infer<typeof pointsAnswer>;

/** Where the learner sets the payment PIN, and the points catalogue (spec 002 route table). */
export const PIN_PAGE_PATH = "/account/pin";
export const POINTS_CATALOGUE_PATH = "/katalog-poin";

/**
 * Query keys of the points calls; mutations set or invalidate by these. A points payment (checkout) changes
 * the balance: invalidate `pointsKeys.balance` after it.
 */
export const pointsKeys = {
  all: ["points"] as const,
  pin: ["points", "pin"] as const,
  balance: ["points", "balance"] as const,
};

const pinStateEnvelope = envelope(pinStateAnswer);

/** A change of the PIN answers the new state and the server's message ('PIN pembayaran berhasil disimpan'). */
export type PinSaved = { message: string; state: PinState };

// ---- GET /user/pin/ ----------------------------------------------------------------------------------

export async function fetchPinState(signal?: AbortSignal): Promise<PinState> {
  return (await apiGet("/user/pin/", pinStateEnvelope, signal ? { signal } : {})).data;
}

export function pinStateQueryOptions() {
  return queryOptions({ queryKey: pointsKeys.pin, queryFn: ({ signal }) => fetchPinState(signal) });
}

/** Whether the learner has a PIN and until when it is frozen (login routes and logged-in learners only). */
export function usePinState(enabled = true) {
  return useQuery({ ...pinStateQueryOptions(), enabled });
}

// ---- POST /user/pin/ (set or change, confirmed by the account password) ------------------------------

export async function setPin(body: z.input<typeof setPinBody>): Promise<PinSaved> {
  const answer = await apiSend("/user/pin/", pinStateEnvelope, { body });
  return { message: answer.message, state: answer.data };
}

// ---- POST /user/pin/reset (the mailed link's key instead of the password) ----------------------------

export async function resetPin(body: z.input<typeof resetPinBody>): Promise<PinSaved> {
  const answer = await apiSend("/user/pin/reset", pinStateEnvelope, { body });
  return { message: answer.message, state: answer.data };
}

/** Both answer the new state, which becomes the cached one at once (no second call). */
function usePinMutation<V>(mutationFn: (variables: V) => Promise<PinSaved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => queryClient.setQueryData(pointsKeys.pin, saved.state),
  });
}

export function useSetPin() {
  return usePinMutation(setPin);
}

export function useResetPin() {
  return usePinMutation(resetPin);
}

// ---- POST /user/pin/forgot ---------------------------------------------------------------------------

const pinResetSentEnvelope = envelope(pinResetSentAnswer);

/** Mails the learner a /forgot-pin-payment?pkey=… link; answers the server's message to show. */
export async function forgotPin(): Promise<string> {
  return (await apiSend("/user/pin/forgot", pinResetSentEnvelope)).message;
}

export function useForgotPin() {
  return useMutation({ mutationFn: forgotPin });
}

// ---- GET /payment/poin/balance -----------------------------------------------------------------------

const pointsEnvelope = envelope(pointsAnswer);

export async function fetchPoints(signal?: AbortSignal): Promise<Points> {
  return (await apiGet("/payment/poin/balance", pointsEnvelope, signal ? { signal } : {})).data;
}

export function pointsQueryOptions() {
  return queryOptions({ queryKey: pointsKeys.balance, queryFn: ({ signal }) => fetchPoints(signal) });
}

/** The balance and the 20 latest movements; only a logged-in learner has them (`enabled` false for visitors). */
export function usePoints(enabled = true) {
  return useQuery({ ...pointsQueryOptions(), enabled });
}
