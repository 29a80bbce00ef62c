import { REDEEM_FAILURE_STATUS, REDEEM_MESSAGES } from "@app/domain/checkout/contracts";
import { isVoucherCodeShape, normalizeVoucherCode } from "@app/domain/checkout/voucher";
import { and, eq, isNull } from "drizzle-orm";
import { cartItems } from "../../db/schema/cart";
import { programs } from "../../db/schema/catalogue";
import { redeemCodes } from "../../db/schema/checkout";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { enrolInPrograms } from "./service";

const refusal = (message: string) => errors.refused(message, null, REDEEM_FAILURE_STATUS);

/**
 * POST /payment/voucher_redeem/: exchanges a programme code for an enrolment, once. The code's row is locked, so
 * two learners (or two tabs) racing for one code give it to one of them; an enrolled learner keeps the code.
 * In one transaction.
 */
export async function redeemCode(db: Db, userId: number, input: string, now: Date) {
  return db.transaction(async (tx) => {
    const code = normalizeVoucherCode(input);
    if (!isVoucherCodeShape(code)) throw refusal(REDEEM_MESSAGES.unknown);
    const [row] = await tx.select().from(redeemCodes).where(eq(redeemCodes.code, code)).for("update");
    if (!row || row.redeemedAt !== null) throw refusal(REDEEM_MESSAGES.unknown);
    if (row.expiresAt !== null && row.expiresAt <= now) throw refusal(REDEEM_MESSAGES.expired);
    const [enrolled] = await tx
      .select({ id: programUsers.id })
      .from(programUsers)
      .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, row.programId)));
    if (enrolled) throw refusal(REDEEM_MESSAGES.alreadyEnrolled);
    await tx
      .update(redeemCodes)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(and(eq(redeemCodes.id, row.id), isNull(redeemCodes.redeemedAt)));
    await enrolInPrograms(tx, userId, [row.programId], now);
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.programId, row.programId), isNull(cartItems.addonId)));
    const [program] = await tx
      .select({ id: programs.id, slug: programs.slug, name: programs.name })
      .from(programs)
      .where(eq(programs.id, row.programId));
    if (!program) throw new Error("a redeem code names a programme that does not exist");
    return { program };
  });
}
