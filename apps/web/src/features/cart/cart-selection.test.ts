import { setAddonChoice, setProgramChoice } from "@app/domain/cart/selection";
import { describe, expect, it } from "vitest";
import { cartSummary, mergeChoices } from "./cart-selection";
import { cartAddon, cartProgram, creatorGroup, demoCart } from "./test-fixtures";

function choices(groups: ReturnType<typeof demoCart>) {
  return groups.flatMap((g) =>
    g.programs.flatMap((p) => [`p${p.id}:${p.is_choice}`, ...p.addons.map((a) => `a${a.id}:${a.is_choice}`)]),
  );
}

describe("cartSummary", () => {
  it("counts the chosen programmes not enrolled and the chosen add-ons, and adds up their prices", () => {
    const summary = cartSummary(mergeChoices(demoCart(), null));
    expect(summary.program_ids).toEqual([1, 2]);
    expect(summary.addon_ids).toEqual([11, 31]);
    expect(summary.count).toBe(4);
    // 99.000 + 75.000 + 50.000 + 99.000: the enrolled programme's own price is not bought again
    expect(summary.total).toBe(323000);
  });

  it("leaves out what is unticked, and a stale tick on something sold out", () => {
    const groups = demoCart();
    const sold = groups[0]?.programs[0]?.addons[1];
    if (!sold) throw new Error("fixture");
    sold.is_choice = true; // the server would never answer this; the summary must not buy it either
    const unticked = setAddonChoice(setProgramChoice(groups, 2, false), 11, false);
    const summary = cartSummary(unticked);
    expect(summary.program_ids).toEqual([1]);
    expect(summary.addon_ids).toEqual([31]);
    expect(summary.total).toBe(99000 + 99000);
  });

  it("is nothing for an empty list", () => {
    expect(cartSummary([])).toEqual({ program_ids: [], addon_ids: [], count: 0, total: 0 });
  });
});

describe("mergeChoices", () => {
  it("starts from the server's ticks, normalised by the selection rules", () => {
    const groups = demoCart();
    const excel = groups[0]?.programs[0];
    if (!excel) throw new Error("fixture");
    excel.is_choice = false; // then its add-on cannot stay chosen
    const merged = mergeChoices(groups, null);
    expect(choices(merged)).toEqual(["p1:false", "a11:false", "a12:false", "p2:true", "p3:true", "a31:true"]);
    expect(merged[0]?.is_choice).toBe(false);
    expect(merged[1]?.is_choice).toBe(true);
  });

  it("keeps the learner's ticks for what is still listed, and takes the server's for what is new", () => {
    const before = setAddonChoice(setProgramChoice(mergeChoices(demoCart(), null), 2, false), 31, false);
    // programme 2 left the list elsewhere and a new programme 4 arrived, chosen by the server
    const server = demoCart();
    const first = server[0];
    if (!first) throw new Error("fixture");
    first.programs = [
      ...(first.programs.filter((p) => p.id !== 2) ?? []),
      cartProgram(4, { creator_id: 7, addons: [cartAddon(41)] }),
    ];
    const merged = mergeChoices(server, before);
    expect(choices(merged)).toEqual([
      "p1:true",
      "a11:true",
      "a12:false",
      "p4:true",
      "a41:true",
      "p3:false",
      "a31:false",
    ]);
    // the enrolled programme has nothing left chosen, so it is unticked and its creator with it
    expect(merged[1]?.is_choice).toBe(false);
  });

  it("disables a creator with nothing selectable", () => {
    const merged = mergeChoices(
      [
        creatorGroup(5, "Sekolah Alam", [
          cartProgram(8, { enrolled: true, addons: [cartAddon(81, { is_stock: false, is_choice: false })] }),
        ]),
      ],
      null,
    );
    expect(merged[0]).toMatchObject({ is_disabled: true, is_choice: false });
  });
});

// The page ticks add-ons with the domain's setAddonChoice; these pin what the list relies on with its own data.
describe("setAddonChoice on the selection list", () => {
  it("unticks an enrolled programme with its last chosen add-on, and ticks it again with one", () => {
    const start = mergeChoices(demoCart(), null);
    const off = setAddonChoice(start, 31, false);
    expect(choices(off).slice(-2)).toEqual(["p3:false", "a31:false"]);
    expect(off[1]?.is_choice).toBe(false);
    const on = setAddonChoice(off, 31, true);
    expect(choices(on).slice(-2)).toEqual(["p3:true", "a31:true"]);
    expect(on[1]?.is_choice).toBe(true);
  });

  it("leaves a programme that is bought itself ticked without its add-ons", () => {
    const off = setAddonChoice(mergeChoices(demoCart(), null), 11, false);
    expect(choices(off).slice(0, 3)).toEqual(["p1:true", "a11:false", "a12:false"]);
  });

  it("does not tick anything for an add-on that is sold out", () => {
    const start = setProgramChoice(mergeChoices(demoCart(), null), 1, false);
    expect(choices(setAddonChoice(start, 12, true)).slice(0, 3)).toEqual(["p1:false", "a11:false", "a12:false"]);
  });
});
