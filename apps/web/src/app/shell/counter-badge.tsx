import { badgeText } from "@app/domain/notification/badge";

/**
 * 0 (or less, or not a number) shows no badge; 1-999 as is; more than 999 reads '999+' (three digits, spec 000
 * section 2.3 and spec 002 section 4: the domain's badgeText, which the API's counters share).
 */
export function counterBadgeText(count: number): string | null {
  if (Number.isNaN(count) || count < 1) return null;
  return badgeText(count);
}

/** The small count on the cart and notification icons; hidden from screen readers (the link name says it). */
export function CounterBadge({ count }: { count: number }) {
  const text = counterBadgeText(count);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
    >
      {text}
    </span>
  );
}
