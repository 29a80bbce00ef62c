import { isSameSearch } from "@app/domain/discovery/search-keyword";
import { carryRefQuery } from "@app/domain/routing/ref-query";
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { ChevronIcon } from "../../../shared/ui/chevron-icon";
import { programSearchHref, suggestionOptionId } from "../search-href";
import type { SearchSuggestions, SuggestionOption } from "../use-search-suggestions";

/** The suggestions and their dropdown, loaded when a box is first opened (search-suggestions.tsx). */
const loadSuggestionsPanel = () => import("./search-suggestions");
const SearchSuggestionsPanel = lazy(() => loadSuggestionsPanel().then((m) => ({ default: m.SearchSuggestionsPanel })));

const NO_SUGGESTIONS: SearchSuggestions = { sections: [], options: [], busy: false, status: "" };

export interface SearchTypeOption {
  /** A catalogue category code (KELASMU, …); "" searches every category. */
  value: string;
  label: string;
}

export interface SearchBarProps {
  defaultValue?: string;
  /**
   * The type selector of a logged-in user's navbar (spec 000 section 2.3: Semua, Kelasmu, Ujianmu,
   * {Product}mu): the chosen category narrows the search, and the live results of the dropdown.
   */
  types?: readonly SearchTypeOption[];
  defaultType?: string;
  /** Called after a search was submitted or a suggestion followed (the mobile bar closes its search row). */
  onSearched?: () => void;
  size?: "md" | "lg";
  autoFocus?: boolean;
  placeholder?: string;
}

/** Two /program query strings ask for the same search: equal apart from `ref`, the keyword compared by isSameSearch. */
function sameSearch(a: string, b: string): boolean {
  const strip = (s: string) => {
    const params = new URLSearchParams(s);
    params.delete("ref");
    const keyword = params.get("search") ?? "";
    params.delete("search");
    params.sort();
    return { keyword, rest: params.toString() };
  };
  const x = strip(a);
  const y = strip(b);
  return x.rest === y.rest && isSameSearch(x.keyword, y.keyword);
}

/**
 * The search box of the navbar and the home page: a combobox whose dropdown (spec 000 section 2.4) opens on
 * focus. Arrow keys walk the suggestions, Enter follows the one shown as active (or searches the text), Esc
 * closes the dropdown, and leaving the box or clicking elsewhere closes it too. Submitting goes to
 * /program?search=<text>; repeating the search already shown does nothing (spec 002).
 */
export function SearchBar({
  defaultValue = "",
  types,
  defaultType = "",
  onSearched,
  size = "md",
  autoFocus = false,
  placeholder = "Cari program atau keahlian",
}: SearchBarProps) {
  const [text, setText] = useState(defaultValue);
  const [type, setType] = useState(() => (types?.some((t) => t.value === defaultType) ? defaultType : ""));
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useAppNavigate();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const typeId = useId();
  const listboxId = useId();

  const category = types ? type : "";
  // what the suggestions panel (loaded on the first open) last told; none before
  const [suggestions, setSuggestions] = useState<SearchSuggestions>(NO_SUGGESTIONS);
  const [activated, setActivated] = useState(false);
  if (open && !activated) setActivated(true);
  const expanded = open && suggestions.sections.length > 0;
  const options = suggestions.options;
  const active = expanded ? options[activeIndex] : undefined;

  // A followed link closes the dropdown (not the first render: an autofocused box has just opened it).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpen(false);
    setActiveIndex(-1);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const activeId = active ? suggestionOptionId(listboxId, active) : undefined;
  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const carriedRef = new URLSearchParams(carryRefQuery(location.search, "/program", "")).get("ref");

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function follow(option: SuggestionOption) {
    close();
    navigate(option.href);
    onSearched?.();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    const href = programSearchHref(text, category);
    const [pathname = "/program", search = ""] = href.split("?");
    const repeated = location.pathname === pathname && sameSearch(location.search, search);
    if (!repeated) navigate(href);
    onSearched?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // keys that confirm an input method's composition are not ours
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const down = event.key === "ArrowDown";
      setActiveIndex((i) => {
        const from = i < count ? i : -1;
        if (down) return from + 1 >= count ? 0 : from + 1;
        return from <= 0 ? count - 1 : from - 1;
      });
    } else if (event.key === "Enter" && active) {
      event.preventDefault();
      follow(active);
    } else if (event.key === "Escape" && expanded) {
      // only closes: the browser's own Esc (clearing a search field) is kept for a closed box
      event.preventDefault();
      close();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  const height = size === "lg" ? "h-13 text-base" : "h-10 text-sm";
  return (
    <search aria-label="Cari program" className="block w-full">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the popup when focus leaves the box and its popup; a pointer on its way to the box fetches the suggestions' code before the box opens */}
      <div
        ref={rootRef}
        className="relative"
        onBlur={onBlur}
        onPointerEnter={() => void loadSuggestionsPanel()}
        onPointerDown={() => void loadSuggestionsPanel()}
      >
        {/* a real form too: submitted before the page's scripts have taken it over (a server-rendered page on a slow
            phone) or without them, it still opens the results, with the ref carried */}
        <form action="/program" method="get" onSubmit={onSubmit} className="relative flex w-full items-center">
          {carriedRef ? <input type="hidden" name="ref" value={carriedRef} /> : null}
          {types ? (
            <div className="absolute left-1 flex items-center">
              <label htmlFor={typeId} className="sr-only">
                Jenis pencarian
              </label>
              <select
                id={typeId}
                name="category"
                value={type}
                onChange={(e) => {
                  setType(e.target.value);
                  setActiveIndex(-1);
                }}
                className="h-8 w-27 cursor-pointer appearance-none truncate rounded-full bg-slate-100 pr-7 pl-3 text-sm font-semibold text-slate-800 hover:bg-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {types.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <ChevronIcon open={false} className="pointer-events-none absolute right-2 size-4 text-slate-600" />
            </div>
          ) : null}
          <label htmlFor={inputId} className="sr-only">
            Cari program
          </label>
          <input
            id={inputId}
            type="search"
            name="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={activeId}
            aria-busy={suggestions.busy || undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: only the mobile search row asks for it, right after the user opened it
            autoFocus={autoFocus}
            enterKeyHint="search"
            className={`w-full rounded-full border border-slate-300 bg-white pr-20 ${types ? "pl-30" : "pl-4"} text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30 ${height}`}
          />
          {suggestions.busy ? (
            <svg
              className="pointer-events-none absolute right-12 size-4 animate-spin text-brand-700"
              viewBox="0 0 24 24"
              fill="none"
              aria-hidden="true"
              data-testid="search-busy"
            >
              <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
              <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            </svg>
          ) : null}
          <button
            type="submit"
            aria-label="Cari"
            className="absolute right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
              <circle cx="9" cy="9" r="6" stroke="currentColor" strokeWidth="2" />
              <path d="m14 14 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </form>
        {activated ? (
          <Suspense fallback={null}>
            <SearchSuggestionsPanel
              text={text}
              category={category}
              enabled={open}
              listboxId={listboxId}
              activeKey={active?.key ?? null}
              onPick={close}
              onSuggestions={setSuggestions}
            />
          </Suspense>
        ) : null}
        <span role="status" className="sr-only">
          {expanded ? suggestions.status : ""}
        </span>
      </div>
    </search>
  );
}
