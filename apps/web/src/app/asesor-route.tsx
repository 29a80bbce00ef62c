import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSessionUser } from "../features/account/public";
import { AssessorDetailPage } from "../features/quiz/pages/assessor-detail-page";
import { AssessorListPage } from "../features/quiz/pages/assessor-list-page";
import { ProblemPanel } from "../shared/ui/problem-panel";
import { PageSpinner } from "../shared/ui/spinner";

/**
 * The assessor's pages are for users with is_asesor (the account's me-v2). Anyone else gets the app's not-found
 * page, as for any address that is not theirs; the server refuses their calls anyway (QUIZ_MESSAGES.notAssessor).
 * The account and quiz features meet here, in app/, as the house rules ask.
 */
function AssessorOnly({ children }: { children: ReactNode }) {
  const { user, query } = useSessionUser();
  if (user) return user.is_asesor ? children : <Navigate to="/404" replace />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ProblemPanel
          title="Halaman belum dapat dimuat"
          message="Data akun belum dapat dimuat."
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <PageSpinner />;
}

/** /asesor/penilaian */
export function AssessorListRoute() {
  return (
    <AssessorOnly>
      <AssessorListPage />
    </AssessorOnly>
  );
}

/** /asesor/penilaian/{attemptId} */
export function AssessorDetailRoute() {
  return (
    <AssessorOnly>
      <AssessorDetailPage />
    </AssessorOnly>
  );
}
