import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { ChevronIcon } from "../../../shared/ui/chevron-icon";
import { searchHref } from "../search-params";

export interface SearchTypeOption {
  /** A catalogue category code (KELASMU, …); "" searches every category. */
  value: string;
  label: string;
}

export interface SearchBarProps {
  defaultValue?: string;
  /**
   * The type selector of a logged-in user's navbar (spec 000 section 2.3: Semua, Kelasmu, Ujianmu,
   * {Product}mu): the chosen category narrows the search.
   */
  types?: readonly SearchTypeOption[];
  defaultType?: string;
  /** Called after a search was submitted (the mobile bar closes its search row). */
  onSearched?: () => void;
  size?: "md" | "lg";
  autoFocus?: boolean;
  placeholder?: string;
}

function sameSearch(a: string, b: string): boolean {
  const strip = (s: string) => {
    const params = new URLSearchParams(s);
    params.delete("ref");
    return params.toString();
  };
  return strip(a) === strip(b);
}

/** Submits to /program?search=<text>. Repeating the search already shown does nothing (spec 002). */
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
  const navigate = useAppNavigate();
  const location = useLocation();
  const inputId = useId();
  const typeId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(text, types ? type : "");
    const [pathname = "/program", search = ""] = href.split("?");
    const repeated = location.pathname === pathname && sameSearch(location.search, search);
    if (!repeated) navigate(href);
    onSearched?.();
  }

  const height = size === "lg" ? "h-13 text-base" : "h-10 text-sm";
  return (
    <search aria-label="Cari program" className="block w-full">
      <form onSubmit={onSubmit} className="relative flex w-full items-center">
        {types ? (
          <div className="absolute left-1 flex items-center">
            <label htmlFor={typeId} className="sr-only">
              Jenis pencarian
            </label>
            <select
              id={typeId}
              name="category"
              value={type}
              onChange={(e) => setType(e.target.value)}
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
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={100}
          // biome-ignore lint/a11y/noAutofocus: only the mobile search row asks for it, right after the user opened it
          autoFocus={autoFocus}
          enterKeyHint="search"
          className={`w-full rounded-full border border-slate-300 bg-white pr-12 ${types ? "pl-30" : "pl-4"} text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30 ${height}`}
        />
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
    </search>
  );
}
