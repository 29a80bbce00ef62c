import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carryRefQuery, isRefExcluded } from "./ref-query";

describe("ref-query carry-over (spec 002, Router rules)", () => {
  it("carries ref to an ordinary next page", () => {
    expect(carryRefQuery("?ref=promo", "/program/belajar-excel", "")).toBe("?ref=promo");
    expect(carryRefQuery("?ref=promo&x=1", "/program", "?search=excel")).toBe("?search=excel&ref=promo");
  });

  it("does not carry ref into /checkout or the excluded areas", () => {
    for (const path of [
      "/checkout",
      "/account/personal",
      "/programmu",
      "/tanyamu",
      "/notifikasi",
      "/portofolio/aktivitas/3",
      "/u/budi/portofolio",
      "/transkrip/9",
      "/tukar-voucher",
      "/daftar-transaksi",
      "/detail-pembelian/4",
      "/mitra/all",
      "/mitra-group/x",
      "/profile",
      "/syarat-ketentuan",
      "/kebijakan-privasi",
      "/404",
    ]) {
      expect(isRefExcluded(path), path).toBe(true);
      expect(carryRefQuery("?ref=a", path, "")).toBe("");
    }
  });

  it("does not treat look-alike paths as excluded", () => {
    expect(isRefExcluded("/program")).toBe(false);
    expect(isRefExcluded("/accounting-course")).toBe(false);
    expect(isRefExcluded("/")).toBe(false);
  });

  it("keeps an explicit ref on the target and does nothing without a ref", () => {
    expect(carryRefQuery("?ref=a", "/program", "?ref=b")).toBe("?ref=b");
    expect(carryRefQuery("?search=x", "/program", "?q=1")).toBe("?q=1");
  });

  it("never loses the target's own query parameters", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.string()),
        (ref, params) => {
          const to = new URLSearchParams(params);
          to.delete("ref");
          const result = new URLSearchParams(carryRefQuery(`?ref=${encodeURIComponent(ref)}`, "/program", `?${to}`));
          for (const [k, v] of to) expect(result.get(k)).toBe(v);
          expect(result.get("ref")).toBe(ref);
        },
      ),
    );
  });
});
