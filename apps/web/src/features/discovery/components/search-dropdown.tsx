import { useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { Skeleton } from "../../../shared/ui/skeleton";
import { suggestionOptionId } from "../search-href";
import type { SuggestionOption, SuggestionSection } from "../use-search-suggestions";

export { suggestionOptionId } from "../search-href";

export interface SearchDropdownProps {
  /** The listbox id the search box points at (aria-controls). */
  id: string;
  sections: SuggestionSection[];
  /** The option the arrow keys are on (aria-activedescendant of the box), if any. */
  activeKey: string | null;
  /** A pointer picked an option; the link itself navigates. */
  onPick: (option: SuggestionOption) => void;
}

/**
 * The popup of the search combobox (WAI-ARIA combobox with a grouped listbox): focus stays in the search box,
 * which names the active option with aria-activedescendant. Every option is a link, so a pointer (or a middle
 * click) works as on any link.
 */
export function SearchDropdown({ id, sections, activeKey, onPick }: SearchDropdownProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keeps focus in the search box while a pointer presses an option; the options are links
    <div
      // pressing on the popup must not take focus from the box (which would close it before the click lands)
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-slate-900 shadow-xl"
    >
      {/* the listbox itself scrolls: a combobox popup, reached through the box's active option, not by Tab */}
      <div
        role="listbox"
        id={id}
        aria-label="Saran pencarian"
        className="flex max-h-[min(70vh,560px)] flex-col gap-1 overflow-y-auto overscroll-contain p-2"
      >
        {sections.map((section) =>
          section.title ? (
            <Group key={section.key} listboxId={id} section={section} activeKey={activeKey} onPick={onPick} />
          ) : (
            section.options.map((option) => (
              <Option
                key={option.key}
                listboxId={id}
                option={option}
                active={activeKey === option.key}
                onPick={onPick}
              />
            ))
          ),
        )}
      </div>
    </div>
  );
}

function Group({
  listboxId,
  section,
  activeKey,
  onPick,
}: {
  listboxId: string;
  section: SuggestionSection;
  activeKey: string | null;
  onPick: (option: SuggestionOption) => void;
}) {
  const labelId = useId();
  const chips = section.layout === "chips";
  const items = section.options.filter((o) => o.kind !== "see-all");
  const seeAll = section.options.filter((o) => o.kind === "see-all");
  return (
    // biome-ignore lint/a11y/useSemanticElements: an option group of a listbox (WAI-ARIA APG grouped listbox), not a form fieldset
    <div
      role="group"
      aria-labelledby={labelId}
      className={`px-1 pb-2 ${chips ? "flex flex-wrap gap-2" : "flex flex-col"}`}
      aria-busy={section.skeleton || section.note?.tone === "loading" || undefined}
    >
      <div id={labelId} className="basis-full px-2 pt-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
        {section.title}
      </div>
      {section.skeleton ? (
        <div className={`flex basis-full gap-2 px-2 ${chips ? "flex-wrap" : "flex-col"}`}>
          <span className="sr-only">Memuat</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className={chips ? "h-8 w-24 rounded-full" : "h-10 w-full"} />
          ))}
        </div>
      ) : null}
      {section.note ? (
        <div
          className={`flex basis-full items-center gap-2 px-2 py-2 text-sm ${
            section.note.tone === "error" ? "text-red-800" : "text-slate-700"
          }`}
        >
          {section.note.tone === "loading" ? (
            <svg className="size-4 animate-spin text-brand-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
              <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            </svg>
          ) : null}
          {section.note.text}
        </div>
      ) : null}
      {items.map((option) => (
        <Option
          key={option.key}
          listboxId={listboxId}
          option={option}
          active={activeKey === option.key}
          onPick={onPick}
          chip={chips}
        />
      ))}
      {seeAll.map((option) => (
        <Option
          key={option.key}
          listboxId={listboxId}
          option={option}
          active={activeKey === option.key}
          onPick={onPick}
        />
      ))}
    </div>
  );
}

function Thumb({ image, label }: { image: string | null | undefined; label: string }) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={40}
        height={40}
        decoding="async"
        className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-800"
    >
      {label.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function Option({
  listboxId,
  option,
  active,
  onPick,
  chip = false,
}: {
  listboxId: string;
  option: SuggestionOption;
  active: boolean;
  onPick: (option: SuggestionOption) => void;
  chip?: boolean;
}) {
  const common = {
    id: suggestionOptionId(listboxId, option),
    role: "option",
    "aria-selected": active,
    tabIndex: -1,
    to: option.href,
    onClick: () => onPick(option),
    // 'Lihat semua' alone would not say of what
    ...(option.srSuffix ? { "aria-label": `${option.label} ${option.srSuffix}` } : {}),
  } as const;
  const ring = active ? "outline-2 outline-brand-600 bg-brand-50" : "";

  if (chip) {
    return (
      <AppLink
        {...common}
        className={`inline-flex h-8 max-w-full items-center truncate rounded-full border border-slate-300 px-3 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50 ${ring}`}
      >
        {option.label}
      </AppLink>
    );
  }
  if (option.kind === "see-all") {
    return (
      <AppLink
        {...common}
        className={`mx-1 mt-1 inline-flex min-h-9 items-center self-start rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline ${ring}`}
      >
        {option.label}
      </AppLink>
    );
  }
  if (option.kind === "prakerja") {
    return (
      <AppLink
        {...common}
        className={`mx-1 my-1 flex min-h-12 items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100 ${
          active ? "outline-2 outline-brand-600" : ""
        }`}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
        >
          P
        </span>
        <span className="min-w-0 flex-1">{option.label}</span>
        <svg className="size-4 shrink-0" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path d="m8 5 5 5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </AppLink>
    );
  }
  return (
    <AppLink
      {...common}
      className={`flex min-h-12 items-center gap-3 rounded-xl px-2 py-1.5 text-sm hover:bg-slate-50 ${ring}`}
    >
      <Thumb image={option.image} label={option.label} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="line-clamp-2 font-medium text-slate-900">{option.label}</span>
        {option.detail ? <span className="truncate text-xs text-slate-600">{option.detail}</span> : null}
      </span>
    </AppLink>
  );
}
