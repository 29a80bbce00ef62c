import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { searchHref } from "../search-params";

export interface SearchBarProps {
  defaultValue?: string;
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
  onSearched,
  size = "md",
  autoFocus = false,
  placeholder = "Cari program atau keahlian",
}: SearchBarProps) {
  const [text, setText] = useState(defaultValue);
  const navigate = useAppNavigate();
  const location = useLocation();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(text);
    const [pathname = "/program", search = ""] = href.split("?");
    const repeated = location.pathname === pathname && sameSearch(location.search, search);
    if (!repeated) navigate(href);
    onSearched?.();
  }

  const height = size === "lg" ? "h-13 text-base" : "h-10 text-sm";
  return (
    <search aria-label="Cari program" className="block w-full">
      <form onSubmit={onSubmit} className="relative flex w-full items-center">
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
          className={`w-full rounded-full border border-slate-300 bg-white pr-12 pl-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30 ${height}`}
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
