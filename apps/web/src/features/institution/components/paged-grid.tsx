import type { Key, ReactNode } from "react";
import { Pagination } from "../../../shared/ui/pagination";

export interface PagedGridProps<T extends { id: Key }> {
  items: readonly T[];
  /** The grid's classes. */
  grid: string;
  /** The previous page still shows while the next one loads: dimmed and marked busy. */
  stale: boolean;
  page: number;
  totalPages: number;
  /** Names the pagination landmark ("Halaman mitra"). */
  label: string;
  onNavigate?: () => void;
  renderItem: (item: T) => ReactNode;
}

/** One page of a list, as a grid of cards, followed by its page links. */
export function PagedGrid<T extends { id: Key }>({
  items,
  grid,
  stale,
  page,
  totalPages,
  label,
  onNavigate,
  renderItem,
}: PagedGridProps<T>) {
  return (
    <>
      <ul className={`${grid} transition-opacity ${stale ? "opacity-60" : ""}`} aria-busy={stale}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} label={label} onNavigate={onNavigate} />
    </>
  );
}
