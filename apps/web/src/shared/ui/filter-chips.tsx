/** One chip of a list's filter: its label and the value it selects (undefined: everything). */
export type FilterChip<T> = { label: string; value: T | undefined };

/**
 * A row of filter chips that scrolls sideways on phones; the chosen one is pressed (aria-pressed). The lists
 * that filter by one kind at a time use it: payment history, notifications.
 */
export function FilterChips<T>({
  label,
  chips,
  current,
  onChoose,
}: {
  label: string;
  chips: readonly FilterChip<T>[];
  current: T | undefined;
  onChoose: (value: T | undefined) => void;
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {chips.map((chip) => {
          const pressed = chip.value === current;
          return (
            <li key={chip.label} className="shrink-0">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChoose(chip.value)}
                className={`h-9 whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  pressed
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                {chip.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
