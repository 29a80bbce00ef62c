/**
 * The selection list (cart), spec 002 section 4: which programmes and add-ons can be
 * chosen, how choosing a creator, a programme or an add-on spreads, and what a choice buys. Every function
 * returns new objects, so the web app can keep the groups in state and the API can check a request against them.
 */

export type CartAddon = { id: number; is_stock: boolean; is_choice: boolean };

export type CartProgram = {
  id: number;
  enrolled: boolean;
  is_stock: boolean;
  is_choice: boolean;
  addons: CartAddon[];
};

export type CreatorGroup = {
  creator_id: number;
  programs: CartProgram[];
  is_choice: boolean;
  is_disabled: boolean;
};

export type ChosenItems = { program_ids: number[]; addon_ids: number[] };

export type UnselectableItem = { kind: "program" | "addon"; id: number };

export function isAddonSelectable(addon: CartAddon): boolean {
  return addon.is_stock;
}

/**
 * The spec lists three selectable cases; they reduce to this because an enrolled programme is never bought
 * again, so only its add-ons in stock matter, whatever the programme's own stock.
 */
export function isProgramSelectable(program: CartProgram): boolean {
  if (program.enrolled) return program.addons.some(isAddonSelectable);
  return program.is_stock;
}

function normalizeProgram(program: CartProgram): CartProgram {
  const chosen = program.is_choice && isProgramSelectable(program);
  // An add-on is only ever bought together with its programme (or on top of an enrolled one).
  const addons = program.addons.map((addon) => ({
    ...addon,
    is_choice: chosen && addon.is_choice && isAddonSelectable(addon),
  }));
  // An enrolled programme buys nothing but its add-ons: with none of them chosen, it is not chosen either.
  const buysSomething = !program.enrolled || addons.some((addon) => addon.is_choice);
  return { ...program, is_choice: chosen && buysSomething, addons };
}

function normalizeGroup(group: CreatorGroup): CreatorGroup {
  const programs = group.programs.map(normalizeProgram);
  const selectable = programs.filter(isProgramSelectable);
  const isDisabled = selectable.length === 0;
  return {
    ...group,
    programs,
    is_disabled: isDisabled,
    is_choice: !isDisabled && selectable.every((program) => program.is_choice),
  };
}

/**
 * Every function here copies what it changes with spreads, so the richer groups of the API and the web app (names,
 * prices, avatars) keep their fields: the exported functions return the type they were given.
 */
export function normalizeGroups<G extends CreatorGroup>(groups: readonly G[]): G[] {
  return groups.map(normalizeGroup) as G[];
}

function withAllSelectableAddons(program: CartProgram, choice: boolean): CartProgram {
  return {
    ...program,
    addons: program.addons.map((addon) => ({ ...addon, is_choice: choice && isAddonSelectable(addon) })),
  };
}

function chooseWholeProgram(program: CartProgram, choice: boolean): CartProgram {
  const chosen = choice && isProgramSelectable(program);
  return { ...withAllSelectableAddons(program, chosen), is_choice: chosen };
}

export function setCreatorChoice<G extends CreatorGroup>(
  groups: readonly G[],
  creatorId: number,
  choice: boolean,
): G[] {
  return normalizeGroups(
    groups.map((group) =>
      group.creator_id === creatorId
        ? { ...group, programs: group.programs.map((program) => chooseWholeProgram(program, choice)) }
        : group,
    ),
  );
}

function mapPrograms<G extends CreatorGroup>(groups: readonly G[], update: (program: CartProgram) => CartProgram): G[] {
  return groups.map((group) => ({ ...group, programs: group.programs.map(update) }));
}

function chooseProgram(program: CartProgram, choice: boolean): CartProgram {
  if (!choice) return { ...program, is_choice: false };
  // An enrolled programme has nothing to buy but its add-ons, so choosing it means choosing them.
  if (program.enrolled) return chooseWholeProgram(program, true);
  return { ...program, is_choice: true };
}

export function setProgramChoice<G extends CreatorGroup>(
  groups: readonly G[],
  programId: number,
  choice: boolean,
): G[] {
  return normalizeGroups(
    mapPrograms(groups, (program) => (program.id === programId ? chooseProgram(program, choice) : program)),
  );
}

function chooseAddon(program: CartProgram, addonId: number, choice: boolean): CartProgram {
  const addon = program.addons.find((candidate) => candidate.id === addonId);
  // A click on an add-on out of stock must not tick its programme as a side effect.
  if (addon === undefined || (choice && !isAddonSelectable(addon))) return program;
  const addons = program.addons.map((candidate) =>
    candidate.id === addonId ? { ...candidate, is_choice: choice } : candidate,
  );
  return { ...program, addons, is_choice: program.is_choice || choice };
}

export function setAddonChoice<G extends CreatorGroup>(groups: readonly G[], addonId: number, choice: boolean): G[] {
  return normalizeGroups(mapPrograms(groups, (program) => chooseAddon(program, addonId, choice)));
}

function allPrograms(groups: readonly CreatorGroup[]): CartProgram[] {
  return groups.flatMap((group) => group.programs);
}

/** What the choice buys; normalised first so that a stale choice on something unselectable is never bought. */
export function chosenItems(groups: readonly CreatorGroup[]): ChosenItems {
  const chosen = allPrograms(normalizeGroups(groups)).filter((program) => program.is_choice);
  return {
    program_ids: chosen.filter((program) => !program.enrolled).map((program) => program.id),
    addon_ids: chosen.flatMap((program) => program.addons.filter((addon) => addon.is_choice).map((addon) => addon.id)),
  };
}

/** An enrolled programme is refused too: the browser only ever sends its add-ons. */
function isProgramBuyable(program: CartProgram | undefined): boolean {
  return program !== undefined && !program.enrolled && isProgramSelectable(program);
}

function isAddonBuyable(
  programs: readonly CartProgram[],
  addonId: number,
  requestedProgramIds: ReadonlySet<number>,
): boolean {
  const owner = programs.find((program) => program.addons.some((addon) => addon.id === addonId));
  const addon = owner?.addons.find((candidate) => candidate.id === addonId);
  if (owner === undefined || addon === undefined) return false;
  const programBought = owner.enrolled || requestedProgramIds.has(owner.id);
  return isAddonSelectable(addon) && isProgramSelectable(owner) && programBought;
}

/**
 * The first requested item the browser should not have allowed, programmes before add-ons, or null when the
 * whole request is buyable; the API uses it to refuse a tampered or stale checkout.
 */
export function unselectableChoice(groups: readonly CreatorGroup[], request: ChosenItems): UnselectableItem | null {
  const programs = allPrograms(groups);
  const badProgramId = request.program_ids.find(
    (programId) => !isProgramBuyable(programs.find((program) => program.id === programId)),
  );
  if (badProgramId !== undefined) return { kind: "program", id: badProgramId };
  const requestedProgramIds = new Set(request.program_ids);
  const badAddonId = request.addon_ids.find((addonId) => !isAddonBuyable(programs, addonId, requestedProgramIds));
  if (badAddonId !== undefined) return { kind: "addon", id: badAddonId };
  return null;
}
