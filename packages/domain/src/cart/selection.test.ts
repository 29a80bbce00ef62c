import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CartAddon,
  type CartProgram,
  type CreatorGroup,
  chosenItems,
  isAddonSelectable,
  isProgramSelectable,
  normalizeGroups,
  setAddonChoice,
  setCreatorChoice,
  setProgramChoice,
  unselectableChoice,
} from "./selection";

const addon = (id: number, is_stock = true, is_choice = false): CartAddon => ({ id, is_stock, is_choice });

const program = (id: number, facts: Partial<CartProgram> = {}): CartProgram => ({
  id,
  enrolled: false,
  is_stock: true,
  is_choice: false,
  addons: [],
  ...facts,
});

const group = (creator_id: number, programs: CartProgram[]): CreatorGroup => ({
  creator_id,
  programs,
  is_choice: false,
  is_disabled: false,
});

const findProgram = (groups: CreatorGroup[], id: number) => groups.flatMap((g) => g.programs).find((p) => p.id === id);

const findAddon = (groups: CreatorGroup[], id: number) =>
  groups
    .flatMap((g) => g.programs)
    .flatMap((p) => p.addons)
    .find((a) => a.id === id);

describe("selectable programmes and add-ons (commerce spec, selection list)", () => {
  it("follows the spec's table of stock and enrolment", () => {
    const inStockAddon = [addon(1)];
    const soldOutAddon = [addon(1, false)];
    expect(isProgramSelectable(program(1, { is_stock: true, enrolled: false }))).toBe(true);
    expect(isProgramSelectable(program(1, { is_stock: false, enrolled: false }))).toBe(false);
    expect(isProgramSelectable(program(1, { is_stock: true, enrolled: true, addons: inStockAddon }))).toBe(true);
    expect(isProgramSelectable(program(1, { is_stock: false, enrolled: true, addons: inStockAddon }))).toBe(true);
    expect(isProgramSelectable(program(1, { is_stock: true, enrolled: true, addons: soldOutAddon }))).toBe(false);
    expect(isProgramSelectable(program(1, { is_stock: true, enrolled: true }))).toBe(false);
    expect(isProgramSelectable(program(1, { is_stock: false, enrolled: true, addons: soldOutAddon }))).toBe(false);
  });

  it("offers an add-on only when it is in stock", () => {
    expect(isAddonSelectable(addon(1, true))).toBe(true);
    expect(isAddonSelectable(addon(1, false))).toBe(false);
  });
});

describe("choosing (commerce spec, selection list)", () => {
  const groups = [
    group(7, [
      program(1, { addons: [addon(11), addon(12, false)] }),
      program(2, { is_stock: false }),
      program(3, { enrolled: true, is_stock: false, addons: [addon(31), addon(32, false)] }),
    ]),
    group(8, [program(4, { is_stock: false })]),
  ];

  it("selecting a creator selects its selectable programmes and their add-ons in stock", () => {
    const selected = setCreatorChoice(groups, 7, true);
    expect(selected[0]?.is_choice).toBe(true);
    expect(findProgram(selected, 1)?.is_choice).toBe(true);
    expect(findProgram(selected, 2)?.is_choice).toBe(false);
    expect(findProgram(selected, 3)?.is_choice).toBe(true);
    expect(findAddon(selected, 11)?.is_choice).toBe(true);
    expect(findAddon(selected, 12)?.is_choice).toBe(false);
    expect(findAddon(selected, 31)?.is_choice).toBe(true);
    expect(chosenItems(selected)).toEqual({ program_ids: [1], addon_ids: [11, 31] });

    const deselected = setCreatorChoice(selected, 7, false);
    expect(chosenItems(deselected)).toEqual({ program_ids: [], addon_ids: [] });
    expect(deselected[0]?.is_choice).toBe(false);
  });

  it("disables a creator with nothing selectable and never selects it", () => {
    const selected = setCreatorChoice(groups, 8, true);
    expect(selected[1]).toMatchObject({ is_disabled: true, is_choice: false });
    expect(selected[0]?.is_disabled).toBe(false);
  });

  it("chooses the add-ons with a programme only when it is enrolled", () => {
    const regular = setProgramChoice(groups, 1, true);
    expect(findProgram(regular, 1)?.is_choice).toBe(true);
    expect(findAddon(regular, 11)?.is_choice).toBe(false);

    const enrolled = setProgramChoice(groups, 3, true);
    expect(findAddon(enrolled, 31)?.is_choice).toBe(true);
    expect(findAddon(enrolled, 32)?.is_choice).toBe(false);
    expect(chosenItems(enrolled)).toEqual({ program_ids: [], addon_ids: [31] });
  });

  it("marks the creator chosen once all its selectable programmes are", () => {
    const one = setProgramChoice(groups, 1, true);
    expect(one[0]?.is_choice).toBe(false);
    expect(setProgramChoice(one, 3, true)[0]?.is_choice).toBe(true);
  });

  it("choosing an add-on chooses its programme; unchoosing the programme drops the add-on", () => {
    const withAddon = setAddonChoice(groups, 11, true);
    expect(findProgram(withAddon, 1)?.is_choice).toBe(true);
    expect(chosenItems(withAddon)).toEqual({ program_ids: [1], addon_ids: [11] });
    expect(chosenItems(setProgramChoice(withAddon, 1, false))).toEqual({ program_ids: [], addon_ids: [] });
    expect(chosenItems(setAddonChoice(withAddon, 11, false))).toEqual({ program_ids: [1], addon_ids: [] });
  });

  it("ignores choices on anything not selectable", () => {
    expect(chosenItems(setProgramChoice(groups, 2, true))).toEqual({ program_ids: [], addon_ids: [] });
    expect(chosenItems(setAddonChoice(groups, 12, true))).toEqual({ program_ids: [], addon_ids: [] });
  });

  it("normalising clears stale choices and lone add-ons", () => {
    const stale = [
      group(7, [
        program(1, { is_stock: false, is_choice: true }),
        program(2, { is_choice: false, addons: [addon(21, true, true)] }),
      ]),
    ];
    const normal = normalizeGroups(stale);
    expect(findProgram(normal, 1)?.is_choice).toBe(false);
    expect(findAddon(normal, 21)?.is_choice).toBe(false);
    expect(stale[0]?.programs[0]?.is_choice).toBe(true);
  });
});

describe("unselectableChoice (commerce spec, selection list)", () => {
  const groups = [
    group(7, [
      program(1, { addons: [addon(11), addon(12, false)] }),
      program(2, { is_stock: false, addons: [addon(21)] }),
      program(3, { enrolled: true, addons: [addon(31)] }),
    ]),
  ];

  it("accepts a request the browser could have made", () => {
    expect(unselectableChoice(groups, { program_ids: [1], addon_ids: [11, 31] })).toBeNull();
    expect(unselectableChoice(groups, { program_ids: [], addon_ids: [] })).toBeNull();
  });

  it("names the first offending item, programmes first", () => {
    expect(unselectableChoice(groups, { program_ids: [1, 2], addon_ids: [12] })).toEqual({ kind: "program", id: 2 });
    expect(unselectableChoice(groups, { program_ids: [99], addon_ids: [] })).toEqual({ kind: "program", id: 99 });
    expect(unselectableChoice(groups, { program_ids: [3], addon_ids: [] })).toEqual({ kind: "program", id: 3 });
    expect(unselectableChoice(groups, { program_ids: [1], addon_ids: [12] })).toEqual({ kind: "addon", id: 12 });
    expect(unselectableChoice(groups, { program_ids: [], addon_ids: [11] })).toEqual({ kind: "addon", id: 11 });
    expect(unselectableChoice(groups, { program_ids: [], addon_ids: [21] })).toEqual({ kind: "addon", id: 21 });
    expect(unselectableChoice(groups, { program_ids: [], addon_ids: [99] })).toEqual({ kind: "addon", id: 99 });
  });
});

/** Random groups with ids unique across the whole cart, as the server sends them. */
const groupsArbitrary = fc
  .array(
    fc.record({
      is_choice: fc.boolean(),
      is_disabled: fc.boolean(),
      programs: fc.array(
        fc.record({
          enrolled: fc.boolean(),
          is_stock: fc.boolean(),
          is_choice: fc.boolean(),
          addons: fc.array(fc.record({ is_stock: fc.boolean(), is_choice: fc.boolean() }), { maxLength: 3 }),
        }),
        { maxLength: 4 },
      ),
    }),
    { maxLength: 4 },
  )
  .map((raw): CreatorGroup[] => {
    let nextId = 1;
    return raw.map((g, index) => ({
      ...g,
      creator_id: index + 1,
      programs: g.programs.map((p) => ({
        ...p,
        id: nextId++,
        addons: p.addons.map((a) => ({ ...a, id: nextId++ })),
      })),
    }));
  });

const operationArbitrary = fc.record({
  kind: fc.constantFrom("creator", "program", "addon"),
  id: fc.integer({ min: 1, max: 30 }),
  choice: fc.boolean(),
});

type Operation = { kind: "creator" | "program" | "addon"; id: number; choice: boolean };

function apply(groups: CreatorGroup[], op: Operation): CreatorGroup[] {
  if (op.kind === "creator") return setCreatorChoice(groups, op.id, op.choice);
  if (op.kind === "program") return setProgramChoice(groups, op.id, op.choice);
  return setAddonChoice(groups, op.id, op.choice);
}

describe("selection invariants (property)", () => {
  const afterOperations = fc
    .tuple(groupsArbitrary, fc.array(operationArbitrary, { maxLength: 12 }))
    .map(([groups, ops]) => ops.reduce(apply, normalizeGroups(groups)));

  it("normalising is idempotent", () => {
    fc.assert(
      fc.property(afterOperations, (groups) => {
        expect(normalizeGroups(groups)).toEqual(groups);
        expect(normalizeGroups(normalizeGroups(groups))).toEqual(normalizeGroups(groups));
      }),
    );
  });

  it("never chooses anything unselectable, nor an add-on without its programme", () => {
    fc.assert(
      fc.property(afterOperations, (groups) => {
        for (const p of groups.flatMap((g) => g.programs)) {
          if (p.is_choice) expect(isProgramSelectable(p)).toBe(true);
          for (const a of p.addons) if (a.is_choice) expect(isAddonSelectable(a) && p.is_choice).toBe(true);
        }
      }),
    );
  });

  it("a creator is chosen exactly when it has selectable programmes, all chosen, and disabled when it has none", () => {
    fc.assert(
      fc.property(afterOperations, (groups) => {
        for (const g of groups) {
          const selectable = g.programs.filter(isProgramSelectable);
          expect(g.is_disabled).toBe(selectable.length === 0);
          expect(g.is_choice).toBe(selectable.length > 0 && selectable.every((p) => p.is_choice));
        }
      }),
    );
  });

  it("never buys an enrolled programme again, and the server accepts what the browser chose", () => {
    fc.assert(
      fc.property(afterOperations, (groups) => {
        const items = chosenItems(groups);
        const enrolledIds = groups.flatMap((g) => g.programs.filter((p) => p.enrolled).map((p) => p.id));
        expect(items.program_ids.some((id) => enrolledIds.includes(id))).toBe(false);
        expect(unselectableChoice(groups, items)).toBeNull();
      }),
    );
  });

  it("the server also accepts the choice of groups that were never normalised", () => {
    fc.assert(
      fc.property(groupsArbitrary, (groups) => {
        expect(unselectableChoice(groups, chosenItems(groups))).toBeNull();
      }),
    );
  });

  it("selecting a creator chooses all it can, deselecting chooses nothing of it", () => {
    fc.assert(
      fc.property(afterOperations, fc.integer({ min: 1, max: 4 }), (groups, creatorId) => {
        const on = setCreatorChoice(groups, creatorId, true).find((g) => g.creator_id === creatorId);
        for (const p of on?.programs ?? []) {
          expect(p.is_choice).toBe(isProgramSelectable(p));
          for (const a of p.addons) expect(a.is_choice).toBe(p.is_choice && isAddonSelectable(a));
        }
        const off = setCreatorChoice(groups, creatorId, false).find((g) => g.creator_id === creatorId);
        for (const p of off?.programs ?? []) {
          expect(p.is_choice).toBe(false);
          expect(p.addons.some((a) => a.is_choice)).toBe(false);
        }
      }),
    );
  });
});

describe("an enrolled programme", () => {
  it("is chosen exactly when one of its add-ons is (it buys nothing else)", () => {
    const groups: CreatorGroup[] = [
      {
        creator_id: 1,
        is_choice: true,
        is_disabled: false,
        programs: [
          {
            id: 10,
            enrolled: true,
            is_stock: true,
            is_choice: true,
            addons: [
              { id: 100, is_stock: true, is_choice: true },
              { id: 101, is_stock: true, is_choice: true },
            ],
          },
        ],
      },
    ];
    const oneLeft = setAddonChoice(normalizeGroups(groups), 100, false);
    expect(oneLeft[0]?.programs[0]?.is_choice).toBe(true);
    const noneLeft = setAddonChoice(oneLeft, 101, false);
    expect(noneLeft[0]?.programs[0]?.is_choice).toBe(false);
    expect(noneLeft[0]?.is_choice).toBe(false);
    expect(chosenItems(noneLeft)).toEqual({ program_ids: [], addon_ids: [] });
  });
});
