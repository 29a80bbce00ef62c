import { portfolioItemPath, portfolioProgramPath } from "@app/domain/portfolio/rules";
import type { ReactNode } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import type { PortfolioItem } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";
import { KindBadge } from "./kind-badge";

/**
 * One item in a list: its kind, caption (the link to the item), programme (the link to that programme's items) and
 * activity, its description; `username` null for the owner's own pages. The owner's controls come as `controls`.
 */
export function ItemCard({
  item,
  username,
  controls,
}: {
  item: PortfolioItem;
  username: string | null;
  controls?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={item.kind} />
        {username === null ? (
          <span className={`text-xs font-semibold ${item.is_publish ? "text-emerald-800" : "text-slate-600"}`}>
            {item.is_publish ? PORTFOLIO_TEXTS.published : PORTFOLIO_TEXTS.draft}
          </span>
        ) : null}
      </div>
      <h3 className="text-base font-bold break-words text-slate-900">
        <AppLink
          to={portfolioItemPath(item.program.id, item.id, username)}
          className="hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          {item.caption}
        </AppLink>
      </h3>
      <p className="text-sm text-slate-700">
        <AppLink
          to={portfolioProgramPath(item.program.id, username)}
          className="font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          {item.program.name}
        </AppLink>
        <span aria-hidden="true"> · </span>
        <span>{item.activity.title}</span>
      </p>
      {item.description ? (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-700">{item.description}</p>
      ) : null}
      {controls}
    </li>
  );
}
