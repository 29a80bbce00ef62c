import { wibYear } from "@app/domain/reflection/rules";
import { useLocation } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { getAppConfig } from "../../../shared/lib/app-config";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Spinner } from "../../../shared/ui/spinner";
import { useSessionUser } from "../../account/public";
import { useReflectionStory } from "../api";
import { Story } from "../components/story";
import { yearOfStoryPath } from "../paths";
import { facilitatorCards, regularCards } from "../story-cards";

export const KILAS_BALIK_TEXTS = {
  title: (year: number) => `Kilas Balik ${year}`,
  loading: "Menyiapkan Kilas Balik…",
  failed: "Kilas Balik belum dapat ditampilkan. Silakan coba lagi.",
  toHome: "Kembali ke Beranda",
} as const;

/**
 * /kilas-balik-{year} (spec 002 route table; issue 20): the logged-in user's year as a story of cards. The route
 * guard has already sent visitors to log in; the username comes from the session's user.
 */
export function KilasBalikPage() {
  const { pathname } = useLocation();
  const year = yearOfStoryPath(pathname) ?? wibYear(new Date());
  const { brandName } = getAppConfig();
  const title = KILAS_BALIK_TEXTS.title(year);
  usePageTitle(title);
  const { user, query } = useSessionUser();
  const { story, error, retry } = useReflectionStory(year, user?.username ?? null);
  const problem = error ?? (query.isError ? query.error : null);

  if (problem) {
    const message = problem instanceof ApiError && problem.message ? problem.message : KILAS_BALIK_TEXTS.failed;
    const retryable = !(problem instanceof ApiError && (problem.httpStatus === 404 || problem.httpStatus === 400));
    return (
      <div className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-4 py-10">
        <ProblemPanel
          title={title}
          message={message}
          {...(retryable ? { onRetry: () => (query.isError ? void query.refetch() : retry()) } : {})}
          action={
            <AppLink to="/" className={buttonClasses("secondary", "md")}>
              {KILAS_BALIK_TEXTS.toHome}
            </AppLink>
          }
        />
      </div>
    );
  }

  if (!story) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 px-4 text-white">
        <h1 className="text-lg font-bold">{title}</h1>
        <Spinner label={KILAS_BALIK_TEXTS.loading} />
        <p aria-hidden="true">{KILAS_BALIK_TEXTS.loading}</p>
      </div>
    );
  }

  const cards =
    story.kind === "facilitator"
      ? facilitatorCards(story.report, story.platform, brandName)
      : regularCards(story.report, story.platform, brandName);
  return <Story cards={cards} title={title} brand={brandName} fileStem={`kilas-balik-${year}`} closeTo="/" />;
}
