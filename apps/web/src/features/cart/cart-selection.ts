import type { CartCreatorGroup } from "@app/domain/cart/contracts";
import { type ChosenItems, chosenItems, normalizeGroups } from "@app/domain/cart/selection";

/**
 * The check states the page keeps (spec 002 section 4). They start from the server's is_choice and then belong
 * to the learner: when the list comes back changed (an item removed, added in another tab), what is still
 * there keeps the learner's ticks, and only new items take the server's.
 */
export function mergeChoices(server: readonly CartCreatorGroup[], previous: readonly CartCreatorGroup[] | null) {
  if (previous === null) return normalizeGroups(server);
  const programs = previous.flatMap((group) => group.programs);
  const programChoice = new Map(programs.map((program) => [program.id, program.is_choice]));
  const addonChoice = new Map(
    programs.flatMap((program) => program.addons.map((addon) => [addon.id, addon.is_choice] as const)),
  );
  return normalizeGroups(
    server.map((group) => ({
      ...group,
      programs: group.programs.map((program) => ({
        ...program,
        is_choice: programChoice.get(program.id) ?? program.is_choice,
        addons: program.addons.map((addon) => ({ ...addon, is_choice: addonChoice.get(addon.id) ?? addon.is_choice })),
      })),
    })),
  );
}

export type CartSummary = ChosenItems & { count: number; total: number };

/**
 * What the choice buys and costs: the chosen programmes the learner is not enrolled in, and the chosen add-ons
 * (an enrolled programme is never bought again, only its add-ons).
 */
export function cartSummary(groups: readonly CartCreatorGroup[]): CartSummary {
  const chosen = chosenItems(groups);
  const programIds = new Set(chosen.program_ids);
  const addonIds = new Set(chosen.addon_ids);
  let total = 0;
  for (const program of groups.flatMap((group) => group.programs)) {
    if (programIds.has(program.id)) total += program.price;
    for (const addon of program.addons) if (addonIds.has(addon.id)) total += addon.price;
  }
  return { ...chosen, count: chosen.program_ids.length + chosen.addon_ids.length, total };
}
