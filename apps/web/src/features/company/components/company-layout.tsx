import { type ReactNode, useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";

export const FOCUS = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const TEXT_LINK = `rounded-sm font-semibold text-brand-700 underline hover:text-brand-900 ${FOCUS}`;

export function CompanyHero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <section className="bg-linear-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 lg:py-16">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold lg:text-5xl">{title}</h1>
          <p className="mt-4 text-base leading-7 text-brand-100 lg:text-lg">{lead}</p>
        </div>
      </div>
    </section>
  );
}

export function CompanySection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
          {title}
        </h2>
        {description ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export interface CardItem {
  title: string;
  text: string;
  to?: string;
}

/** Cards with a title and a text; a card with `to` is one link. */
export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-3 ${cols}`}>
      {items.map((item) => (
        <li key={item.title}>
          {item.to ? (
            <AppLink
              to={item.to}
              className={`group flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md ${FOCUS}`}
            >
              <span className="font-bold text-slate-900 group-hover:text-brand-700">{item.title}</span>
              <span className="text-sm leading-6 text-slate-700">{item.text}</span>
            </AppLink>
          ) : (
            <div className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-bold text-slate-900">{item.title}</h3>
              <p className="text-sm leading-6 text-slate-700">{item.text}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Links to the other company pages, under a document's table of contents or at the end of a page. */
export function RelatedPages({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label="Halaman terkait" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-bold text-slate-900">Halaman Terkait</h2>
      <ul className="flex flex-col gap-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <AppLink
              to={link.to}
              className={`block rounded-sm py-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline ${FOCUS}`}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
