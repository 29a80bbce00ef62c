import { Fragment } from "react";
import { AppLink } from "./app-link";

export interface Crumb {
  label: string;
  /** Absent for the current page, which is the last crumb. */
  to?: string;
}

const TONES = {
  /** On a light background. */
  onLight: {
    list: "text-slate-600",
    separator: "text-slate-500",
    current: "text-slate-800",
    link: "hover:text-brand-700",
  },
  /** On the brand-coloured hero. */
  onBrand: { list: "text-brand-100", separator: "text-brand-200", current: "text-white", link: "hover:text-white" },
} as const;

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  tone?: keyof typeof TONES;
  /** Extra classes of the navigation landmark (its place in a flex row, say). */
  className?: string;
}

export function Breadcrumbs({ items, tone = "onLight", className = "" }: BreadcrumbsProps) {
  const colors = TONES[tone];
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`.trim()}>
      <ol className={`flex flex-wrap items-center gap-1 ${colors.list}`}>
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${item.to ?? "current"}`}>
            {index > 0 ? (
              <li aria-hidden="true" className={colors.separator}>
                /
              </li>
            ) : null}
            <li className={item.to ? "" : `line-clamp-1 max-w-[40ch] ${colors.current}`}>
              {item.to ? (
                <AppLink
                  to={item.to}
                  className={`rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${colors.link}`}
                >
                  {item.label}
                </AppLink>
              ) : (
                <span aria-current="page">{item.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
