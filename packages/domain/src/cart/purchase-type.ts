/**
 * The purchase-type rule (spec 000 section 4.8, spec 002 section 4): a Prakerja programme with a redemption programme can
 * only be bought by a user whose redeem record has a status no greater than success.
 */

import { PRAKERJA_CATEGORY } from "../catalogue/constants";

export const REDEEM_STATUS = {
  UNREDEEMED: 0,
  REDEEM_SUCCESS: 1,
  INTERNAL_REDEEM_FAILED: 2,
  JOB_TRAINING_REDEEM_FAILED: 3,
} as const;
export type RedeemStatus = (typeof REDEEM_STATUS)[keyof typeof REDEEM_STATUS];

export type PurchaseFacts = { category_name: string; has_redeem_program: boolean; redeem_status: number | null };

/** null redeem_status means the user has no redeem record at all. */
export function isPurchaseAllowed(facts: PurchaseFacts): boolean {
  const needsRedeem = facts.category_name === PRAKERJA_CATEGORY && facts.has_redeem_program;
  if (!needsRedeem) return true;
  return facts.redeem_status !== null && facts.redeem_status <= REDEEM_STATUS.REDEEM_SUCCESS;
}
