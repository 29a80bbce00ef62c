import { useSearchParams } from "react-router";
import { readCookie } from "../../../shared/lib/cookies";
import { usePartnerInstitutionSlug } from "../../../shared/lib/site";
import { nextParams } from "../../../shared/lib/url-params";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useSessionUser } from "../../account/public";
import { MyPrograms } from "../components/my-programs";
import { TodoView } from "../components/todo-view";
import { readEnrolledQuery, readTab } from "../programmu-params";

export const PROGRAMMU_TEXTS = {
  title: "Programmu",
  tabs: "Tampilan program Anda",
  programs: "Program",
  todo: "Daftar Tugas",
} as const;

/** The user id the server set in the readable user-id cookie at login, if it holds one. */
function sessionUserId(): number | undefined {
  const id = Number(readCookie("user-id"));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** /programmu (a login route; spec 002 sections 2 and 4): the Learn tab — programmes followed, and the to-do view. */
export function ProgrammuPage() {
  usePageTitle(PROGRAMMU_TEXTS.title);
  const [params, setParams] = useSearchParams();
  const partnerSlug = usePartnerInstitutionSlug();
  const query = readEnrolledQuery(params, partnerSlug);
  const tab = readTab(params);
  const { user } = useSessionUser();
  // the list is asked for at once with the session's own user-id cookie, not after me-v2 answers: one round trip
  // less before the cards (issue 23); me-v2's id wins once known (the server refuses any other id)
  const userId = user?.id ?? sessionUserId();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{PROGRAMMU_TEXTS.title}</h1>
      <nav aria-label={PROGRAMMU_TEXTS.tabs} className="border-b border-slate-200">
        <ul className="flex gap-6">
          {(["program", "tugas"] as const).map((key) => {
            const current = tab === key;
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => setParams(nextParams(params, { tab: key === "tugas" ? "tugas" : undefined }))}
                  className={`-mb-px border-b-2 px-1 pb-3 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                    current
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-600 hover:text-slate-900"
                  }`}
                >
                  {key === "program" ? PROGRAMMU_TEXTS.programs : PROGRAMMU_TEXTS.todo}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab === "tugas" ? (
        <TodoView subdomainSlug={query.subdomain_slug} />
      ) : userId !== undefined ? (
        <MyPrograms userId={userId} query={query} />
      ) : (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-80 rounded-2xl" />
          ))}
        </div>
      )}
    </div>
  );
}
