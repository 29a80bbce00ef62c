import { useLayoutEffect, useRef } from "react";
import { type SearchSuggestions, useSearchSuggestions } from "../use-search-suggestions";
import { SearchDropdown } from "./search-dropdown";

export interface SearchSuggestionsPanelProps {
  text: string;
  category: string;
  /** The box is open: the suggestions are asked for, and the dropdown shows when there are any. */
  enabled: boolean;
  listboxId: string;
  activeKey: string | null;
  onPick: () => void;
  /** What the box needs for its keys and its aria attributes, told before the browser paints. */
  onSuggestions: (suggestions: SearchSuggestions) => void;
}

/**
 * The search box's suggestions (spec 000 section 2.4): their calls and the dropdown. Its own chunk, which the box
 * (search-bar.tsx) loads when it is first opened, so a page with a search box does not load them up front
 * (issue 24, home page JavaScript).
 */
export function SearchSuggestionsPanel({
  text,
  category,
  enabled,
  listboxId,
  activeKey,
  onPick,
  onSuggestions,
}: SearchSuggestionsPanelProps) {
  const suggestions = useSearchSuggestions({ text, category, enabled });
  // the hook answers a new object every render: the box hears of a change only (plain data, compared as JSON)
  const signature = JSON.stringify(suggestions);
  const told = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (told.current === signature) return;
    told.current = signature;
    onSuggestions(suggestions);
  });
  if (!enabled || suggestions.sections.length === 0) return null;
  return <SearchDropdown id={listboxId} sections={suggestions.sections} activeKey={activeKey} onPick={onPick} />;
}
