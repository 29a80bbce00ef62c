import { OWN_PORTFOLIO_PATH, portfolioProgramPath, publicProfilePath } from "@app/domain/portfolio/rules";
import { useParams } from "react-router";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { usePortfolioItem } from "../api";
import { ItemWork } from "../components/item-work";
import { NOT_FOUND, PortfolioLoading, PortfolioProblem } from "../components/portfolio-problem";
import { PORTFOLIO_TEXTS } from "../texts";

const backLinkClass =
  "inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600";

const toId = (value: string | undefined) => (/^\d{1,10}$/.test(value ?? "") ? Number(value) : 0);

/**
 * One item: /portofolio/aktivitas/{id}/{itemId} for the owner (non-public mode) and
 * /u/{username}/aktivitas/{id}/{itemId} for anyone (public mode: published items of published portfolios only).
 * An item of another programme than the address says is not found.
 */
function ItemPage({ publicView }: { publicView: boolean }) {
  const { username = "", id, itemId } = useParams();
  const programId = toId(id);
  const item = usePortfolioItem(toId(itemId), publicView);
  // the address names the programme (and, in public mode, the owner): an item of another is not found there
  const wrongProgram =
    item.data !== undefined &&
    (item.data.item.program.id !== programId ||
      (publicView && item.data.user.username.toLowerCase() !== username.toLowerCase()));
  const shown = item.data && !wrongProgram ? item.data : null;
  usePageTitle(shown ? shown.item.caption : item.isPending && toId(itemId) > 0 ? null : PORTFOLIO_TEXTS.itemNotFound);
  const ownerName = publicView ? (shown?.user.username ?? username) : null;
  const back = publicView ? publicProfilePath(username) : OWN_PORTFOLIO_PATH;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
      {toId(itemId) === 0 || wrongProgram || item.error ? (
        <PortfolioProblem
          error={item.error ?? NOT_FOUND}
          notFoundTitle={PORTFOLIO_TEXTS.itemNotFound}
          back={{ to: back, label: PORTFOLIO_TEXTS.backToPortfolio }}
          onRetry={() => void item.refetch()}
        />
      ) : !shown ? (
        <PortfolioLoading />
      ) : (
        <>
          <nav aria-label={PORTFOLIO_TEXTS.backToPortfolio} className="flex flex-wrap gap-x-4">
            <AppLink to={back} className={backLinkClass}>
              ← {PORTFOLIO_TEXTS.backToPortfolio}
            </AppLink>
            <AppLink to={portfolioProgramPath(shown.item.program.id, ownerName)} className={backLinkClass}>
              {PORTFOLIO_TEXTS.allItemsOf(shown.item.program.name)}
            </AppLink>
          </nav>
          {publicView ? (
            <p className="text-sm text-slate-700">
              {shown.user.name} · @{shown.user.username}
            </p>
          ) : null}
          <ItemWork answer={shown} />
        </>
      )}
    </div>
  );
}

export function OwnItemPage() {
  return <ItemPage publicView={false} />;
}

export function PublicItemPage() {
  return <ItemPage publicView={true} />;
}
