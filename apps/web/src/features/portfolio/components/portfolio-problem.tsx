import { PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { isNotFound, isPrivateProfile } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";

/** What a page passes when it knows by itself that there is nothing to show (a wrong address). */
export const NOT_FOUND = Symbol("not found");

/** A page that could not be shown: not found (no retry), or failed (retry). */
export function PortfolioProblem({
  error,
  notFoundTitle,
  notFoundNote,
  back,
  onRetry,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundNote?: string;
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  const action = (
    <AppLink to={back.to} className={buttonClasses("primary")}>
      {back.label}
    </AppLink>
  );
  if (isPrivateProfile(error))
    return (
      <ProblemPanel
        title={PRIVACY_MESSAGES.profilePrivate}
        message={PRIVACY_MESSAGES.profilePrivateNote}
        action={action}
      />
    );
  return error === NOT_FOUND || isNotFound(error) ? (
    <ProblemPanel title={notFoundTitle} message={notFoundNote ?? notFoundTitle} action={action} />
  ) : (
    <ProblemPanel title={notFoundTitle} message={PORTFOLIO_TEXTS.loadFailed} onRetry={onRetry} action={action} />
  );
}

export function PortfolioLoading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {PORTFOLIO_TEXTS.loading}
      </span>
      <Skeleton className="h-36 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
