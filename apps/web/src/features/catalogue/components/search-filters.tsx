import { defaultProgramSort, PROGRAM_SORT_LABELS } from "@app/domain/catalogue/constants";
import type { ActivityListAnswer } from "@app/domain/catalogue/contracts";
import { LEARNING_LEVELS } from "@app/domain/catalogue/learning-levels";
import { useId } from "react";
import { PASS_THROUGH_KEYS, type SearchFilterKey, type SearchFilters } from "../search-params";

type FilterOptions = ActivityListAnswer["filter"]["options"];
type OptionKey = keyof FilterOptions;

/** The filters the page offers, in order, with the label a person reads. */
export const FILTER_FIELDS: readonly { key: OptionKey & SearchFilterKey; label: string; all: string }[] = [
  { key: "category", label: "Kategori", all: "Semua Kategori" },
  { key: "level", label: "Jenjang", all: "Semua Jenjang" },
  { key: "type", label: "Tipe Program", all: "Semua Tipe" },
  { key: "price", label: "Harga", all: "Semua Harga" },
  { key: "institution_type", label: "Jenis Lembaga", all: "Semua Lembaga" },
];

export function optionLabel(options: FilterOptions | undefined, key: OptionKey, value: string): string {
  return options?.[key].find((o) => String(o.value) === value)?.label ?? value;
}

const SELECT =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30";

export interface FilterFieldsProps {
  options: FilterOptions;
  filters: SearchFilters;
  onChange: (key: SearchFilterKey, value: string) => void;
}

/** One labelled select per filter, driven by the options the list call returns. */
export function FilterFields({ options, filters, onChange }: FilterFieldsProps) {
  const baseId = useId();
  return (
    <div className="flex flex-col gap-4">
      {FILTER_FIELDS.map((field) => {
        const id = `${baseId}-${field.key}`;
        const list = options[field.key];
        return (
          <div key={field.key} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-semibold text-slate-800">
              {field.label}
            </label>
            <select
              id={id}
              className={SELECT}
              value={filters[field.key] ?? ""}
              onChange={(e) => onChange(field.key, e.target.value)}
            >
              <option value="">{field.all}</option>
              {list.map((o) => (
                <option key={String(o.value)} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

export interface SortSelectProps {
  sort: ActivityListAnswer["sort"];
  /** The sort asked for in the address, if any. */
  value: string | undefined;
  /** The search text: with one, 'Paling Sesuai' (relevan) is offered and is the default. */
  search: string | undefined;
  onChange: (value: string) => void;
}

type SortOption = ActivityListAnswer["sort"]["options"][number];

/** The sort options of the answer, with 'Paling Sesuai' first when searching and never without a search. */
export function sortOptions(sort: ActivityListAnswer["sort"], search: string | undefined): SortOption[] {
  const others = sort.options.filter((o) => String(o.value) !== "relevan");
  if (!search?.trim()) return others;
  const relevance = sort.options.find((o) => String(o.value) === "relevan") ?? {
    value: "relevan",
    label: PROGRAM_SORT_LABELS.relevan,
  };
  return [relevance, ...others];
}

export function SortSelect({ sort, value, search, onChange }: SortSelectProps) {
  const id = useId();
  const options = sortOptions(sort, search);
  const known = (v: string | undefined) => (v && options.some((o) => String(o.value) === v) ? v : undefined);
  const current = known(value) ?? known(sort.applied) ?? defaultProgramSort(search);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-slate-800">
        Urutkan
      </label>
      <select
        id={id}
        className={`${SELECT} h-10 w-auto min-w-40`}
        value={current}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const PASS_THROUGH_LABELS: Record<(typeof PASS_THROUGH_KEYS)[number], string> = {
  year: "Kelas",
  subject: "Mata Pelajaran",
  tag: "Tag",
  institution: "Lembaga",
};

/** "desain-grafis" → "Desain Grafis": a slug read as words where no label is at hand. */
function slugWords(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export function passThroughLabel(key: (typeof PASS_THROUGH_KEYS)[number], value: string): string {
  if (key === "year") {
    const year = LEARNING_LEVELS.flatMap((l) => l.years).find((y) => y.slug === value);
    return year?.label ?? slugWords(value);
  }
  if (key === "tag") return value;
  return slugWords(value);
}

export interface ActiveFilterChipsProps {
  options: FilterOptions | undefined;
  filters: SearchFilters;
  onRemove: (key: SearchFilterKey) => void;
  onClear: () => void;
  /** Filters the visitor cannot remove here (a partner site's own institution). */
  locked?: readonly SearchFilterKey[];
}

/** The applied filters as removable chips. */
export function ActiveFilterChips({ options, filters, onRemove, onClear, locked = [] }: ActiveFilterChipsProps) {
  const chips: { key: SearchFilterKey; label: string }[] = [
    ...FILTER_FIELDS.filter((f) => filters[f.key]).map((field) => ({
      key: field.key,
      label: `${field.label}: ${optionLabel(options, field.key, filters[field.key] ?? "")}`,
    })),
    ...PASS_THROUGH_KEYS.filter((key) => filters[key] && !locked.includes(key)).map((key) => ({
      key,
      label: `${PASS_THROUGH_LABELS[key]}: ${passThroughLabel(key, filters[key] ?? "")}`,
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map(({ key, label }) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onRemove(key)}
              aria-label={`Hapus filter ${label}`}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-300 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              {label}
              <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                <path d="m6 6 8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="h-8 rounded-md px-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        Hapus Semua Filter
      </button>
    </div>
  );
}
