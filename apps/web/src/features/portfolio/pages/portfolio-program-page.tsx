import { OWN_PORTFOLIO_PATH, publicProfilePath } from "@app/domain/portfolio/rules";
import { useParams } from "react-router";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { useSessionUser } from "../../account/public";
import { type PortfolioView, usePortfolioView } from "../api";
import { ItemCard } from "../components/item-card";
import { NOT_FOUND, PortfolioLoading, PortfolioProblem } from "../components/portfolio-problem";
import { usePublicPortfolio } from "../components/public-portfolio";
import { PORTFOLIO_TEXTS } from "../texts";

const backLinkClass =
  "inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600";

/** The items of one programme (aktivitas/{programId}); none there is 'not found'. */
function ProgramItems({
  view,
  programId,
  username,
}: {
  view: PortfolioView;
  programId: number;
  username: string | null;
}) {
  const items = view.items.filter((i) => i.program.id === programId);
  const program = items[0]?.program;
  usePageTitle(program ? PORTFOLIO_TEXTS.allItemsOf(program.name) : PORTFOLIO_TEXTS.programNotFound);
  const back = username === null ? OWN_PORTFOLIO_PATH : publicProfilePath(username);
  if (!program)
    return (
      <PortfolioProblem
        error={NOT_FOUND}
        notFoundTitle={PORTFOLIO_TEXTS.programNotFound}
        back={{ to: back, label: PORTFOLIO_TEXTS.backToPortfolio }}
        onRetry={() => undefined}
      />
    );
  return (
    <>
      <AppLink to={back} className={backLinkClass}>
        ← {PORTFOLIO_TEXTS.backToPortfolio}
      </AppLink>
      <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
        {PORTFOLIO_TEXTS.allItemsOf(program.name)}
      </h1>
      {username !== null ? <p className="text-sm text-slate-700">{view.user.name}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} username={username} />
        ))}
      </ul>
    </>
  );
}

/** /portofolio/aktivitas/{id}: the owner's items of one programme (non-public mode). */
export function OwnProgramPage() {
  const { id } = useParams();
  const session = useSessionUser();
  const view = usePortfolioView(session.user?.id ?? null, false);
  const error = session.query.error ?? view.error;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
      {error ? (
        <PortfolioProblem
          error={error}
          notFoundTitle={PORTFOLIO_TEXTS.programNotFound}
          back={{ to: OWN_PORTFOLIO_PATH, label: PORTFOLIO_TEXTS.backToPortfolio }}
          onRetry={() => void view.refetch()}
        />
      ) : !view.data ? (
        <PortfolioLoading />
      ) : (
        <ProgramItems view={view.data} programId={Number(id)} username={null} />
      )}
    </div>
  );
}

/** /u/{username}/aktivitas/{id}: a learner's published items of one programme (public mode). */
export function PublicProgramPage() {
  const { username = "", id } = useParams();
  const { profile, view } = usePublicPortfolio(username);
  const error = profile.error ?? view.error;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
      {error ? (
        <PortfolioProblem
          error={error}
          notFoundTitle={PORTFOLIO_TEXTS.profileNotFound}
          notFoundNote={PORTFOLIO_TEXTS.profileNotFoundNote}
          back={{ to: "/", label: PORTFOLIO_TEXTS.toHome }}
          onRetry={() => void view.refetch()}
        />
      ) : !view.data ? (
        <PortfolioLoading />
      ) : (
        <ProgramItems view={view.data} programId={Number(id)} username={view.data.user.username} />
      )}
    </div>
  );
}
