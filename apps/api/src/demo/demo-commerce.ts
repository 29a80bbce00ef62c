import { sql } from "drizzle-orm";
import { vouchers } from "../db/schema/checkout";
import type { Db } from "../platform/db";
import { hashPassword } from "../platform/passwords";

/** The demo vouchers the README lists: 10 % off, Rp50.000 off from Rp100.000, and one with a quota of 5. */
export async function seedDemoVouchers(tx: Db): Promise<void> {
  await tx.insert(vouchers).values([
    { code: "HEMAT10", kind: "percentage", value: 10 },
    { code: "POTONG50K", kind: "fixed", value: 50_000, minSpend: 100_000 },
    { code: "KUOTA5", kind: "percentage", value: 20, quotaTotal: 5 },
  ]);
}

export const DEMO_POINTS = 500_000;
export const DEMO_PIN = "123456";

/** Every demo account gets points and the payment PIN the README lists (ledger and balance agree). */
export async function seedDemoPoints(tx: Db): Promise<void> {
  const pinHash = await hashPassword(DEMO_PIN);
  await tx.execute(sql`
    insert into points_ledger (user_id, amount, reason) select id, ${DEMO_POINTS}, 'Saldo awal akun demo' from users`);
  await tx.execute(sql`insert into points_balances (user_id, balance) select id, ${DEMO_POINTS} from users`);
  await tx.execute(sql`insert into payment_pins (user_id, pin_hash) select id, ${pinHash} from users`);
}

/** Programme codes for /tukar-voucher (README): each gives the first paid programme of the catalogue, once. */
export async function seedDemoRedeemCodes(tx: Db): Promise<void> {
  await tx.execute(sql`
    insert into redeem_codes (code, program_id)
    select code, (select id from programs where price > 0 and is_published order by id limit 1)
    from unnest(array['TUKARDEMO1', 'TUKARDEMO2', 'TUKARDEMO3']) code`);
}
