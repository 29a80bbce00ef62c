import { type FormEvent, useId } from "react";
import { Button } from "./button";
import { FIELD_CLASS } from "./field-class";

export interface FilterSearchProps {
  /** Names both the search landmark and the text box ("Cari mitra"). */
  label: string;
  placeholder: string;
  /** The search in the address; the box is re-mounted with it when the address changes. */
  value: string | undefined;
  /** Called with the trimmed text on submit. */
  onSearch: (text: string | undefined) => void;
  className?: string;
}

/** The search box of a list's filter bar: a label, the text box and the 'Cari' button. */
export function FilterSearch({ label, placeholder, value, onSearch, className }: FilterSearchProps) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("search");
    onSearch(typeof text === "string" ? text.trim() : undefined);
  }
  return (
    <search aria-label={label} className={className}>
      <form onSubmit={onSubmit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            key={value ?? ""}
            id={id}
            type="search"
            name="search"
            defaultValue={value ?? ""}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={placeholder}
            className={FIELD_CLASS}
          />
          <Button type="submit" className="shrink-0">
            Cari
          </Button>
        </div>
      </form>
    </search>
  );
}
