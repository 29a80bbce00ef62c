import type { Db } from "../../platform/db";
import { vouchers } from "../schema/commerce";

/** The demo vouchers the README lists: 10 % off, Rp50.000 off from Rp100.000, and one with a quota of 5. */
export async function seedDemoVouchers(tx: Db): Promise<void> {
  await tx.insert(vouchers).values([
    { code: "HEMAT10", kind: "percentage", value: 10 },
    { code: "POTONG50K", kind: "fixed", value: 50_000, minSpend: 100_000 },
    { code: "KUOTA5", kind: "percentage", value: 20, quotaTotal: 5 },
  ]);
}
