import { PRAKERJA_REDEEM_STATUS } from "@app/domain/prakerja/contracts";

export interface RedeemFacts {
  purchase_type: string;
  has_redeem_program: boolean;
  /** The enrolment's redeem status (0-3); undefined where the answer does not carry it. */
  redeem_status?: unknown;
}

/**
 * The redeem-code modal opens on a job-training purchase of a programme that has a redemption programme
 * (spec 000 section 4.8) whose redeem record is not a success. Without a redeem status in the answer nothing is
 * known about the record, and the modal stays closed rather than asking a learner who already redeemed.
 */
export function needsRedeemModal(facts: RedeemFacts): boolean {
  if (facts.purchase_type !== "prakerja" || !facts.has_redeem_program) return false;
  return typeof facts.redeem_status === "number" && facts.redeem_status !== PRAKERJA_REDEEM_STATUS.SUCCESS;
}

/** Only a path of this site goes back (the result page's `url-program` comes from a URL anyone can write). */
export function safeProgramPath(value: string | null): string | null {
  if (value?.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) return value;
  return null;
}
