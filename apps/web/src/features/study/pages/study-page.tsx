import { isProfileComplete } from "@app/domain/account/profile-completeness";
import { slugSchema } from "@app/domain/catalogue/contracts";
import type { ActivityTagContext } from "@app/domain/study/activity-tags";
import type { ActivityDashboard, ChapterListEntry, ReportObject, ValidateObject } from "@app/domain/study/contracts";
import { shouldRemindPresence } from "@app/domain/study/presence";
import { isJobTrainingRatingRule, shouldOpenRatingPrompt } from "@app/domain/study/rating-prompt";
import {
  type ActivityRouteDecision,
  type ActivityRouteInput,
  activityRouteDecision,
} from "@app/domain/study/route-rule";
import { shouldShowTourIntro, TOUR_COOKIE } from "@app/domain/study/tour";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { getAppConfig, productMu } from "../../../shared/lib/app-config";
import { readCookie } from "../../../shared/lib/cookies";
import { isWideViewport, useIsWide } from "../../../shared/lib/media";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { Skeleton } from "../../../shared/ui/skeleton";
import { Snackbar } from "../../../shared/ui/snackbar";
import { ProfileRequired, useSessionUser } from "../../account/public";
import { PROGRAMMU_PATH } from "../../learning/public";
import { ProgramAnnouncements } from "../../notification/public";
import { needsRedeemModal, RedeemGate } from "../../prakerja/public";
import {
  type Enrolment,
  useActivityDashboard,
  useReport,
  useTabActivity,
  useValidate,
  type ValidateResult,
} from "../api";
import { ActivityPanel } from "../components/activity-panel";
import type { AddonPurchase } from "../components/addon-card";
import { LimitedProgramBlocker } from "../components/limited-program-blocker";
import { ProgramRecommendation } from "../components/program-recommendation";
import { ReportPanel } from "../components/report-panel";
import { ShareModal } from "../components/share-modal";
import { StudyChat } from "../components/study-chat";
import { StudyFooter } from "../components/study-footer";
import { StudyGroupDialog } from "../components/study-groups/study-group-dialog";
import { StudySidebar } from "../components/study-sidebar";
import { StudyTopBar } from "../components/study-top-bar";
import type { StudyTourControls, StudyTourHandle } from "../components/study-tour";
import { TopicList } from "../components/topic-list";
import { TourIntroModal } from "../components/tour-intro-modal";
import { STUDY_TEXTS } from "../study-texts";
import { showsTanyamu } from "../tanyamu-rule";

// Dialogs opened by a choice of the learner come with their own code (the study-group dialog is in the page's chunk
// already: the activity panel shows it too).
const RatingModal = lazy(() => import("../components/rating-modal").then((m) => ({ default: m.RatingModal })));

/** Read by the study page to greet the learner after a purchase (the payment feature writes it). */
export const POST_PAYMENT_COOKIE = "is-post-payment";
/** Set by the business-to-business app to `{product}mu-b2b`: the sidebar toggle and navigation are hidden. */
export const SOURCE_ACCESS_COOKIE = "source-access";
/** Success alerts stay 3 seconds (spec 001 section 9). */
const SUCCESS_ALERT_MS = 3000;

export interface StudyPageProps {
  /** The site's logo linking home (app/shell), handed in by app/. */
  logo: ReactNode;
  /** The operator's company line of the footer, as the site footer writes it. */
  companyName: string;
  /** Buying an add-on: app/ composes the page with the selection list (features/cart). */
  addonPurchase: AddonPurchase;
}

export type StudyPageDecision = ActivityRouteDecision | { kind: "limited" };

/**
 * Where the page goes after validate (spec 001 section 4 'Route rule into an activity'), with one refinement: an
 * enrolled learner sent away only because their user group has not accepted them (has_user_group and not
 * is_user_group_joined) sees the Program Terbatas blocker instead. A study answer without an enrolment id has
 * nothing to load and goes to the programme page.
 */
export function studyPageDecision(result: ValidateResult): StudyPageDecision {
  const v = result.validate;
  if (!v) return { kind: "not-found" };
  const input: ActivityRouteInput = {
    status: result.status,
    activityId: v.activity_id,
    isJoined: v.is_joined,
    hasUserGroup: v.has_user_group,
    isUserGroupJoined: v.is_user_group_joined,
    isExternal: v.is_external,
    isRegistrationStage: v.is_registration_stage,
    isAdmin: v.is_admin,
    isAsesor: v.is_asesor,
  };
  const decision = activityRouteDecision(input);
  if (
    decision.kind === "program-page" &&
    activityRouteDecision({ ...input, hasUserGroup: false }).kind !== "program-page"
  ) {
    return { kind: "limited" };
  }
  if (decision.kind === "study" && v.program_user_id === null) return { kind: "program-page" };
  return decision;
}

/** `/programmu`, keeping the partner scope and, for a programme in a folder, that folder (spec 001 section 2). */
export function programmuBackHref(subdomainSlug: string | undefined, folderId: number | null): string {
  const params = new URLSearchParams();
  if (subdomainSlug) params.set("subdomain_slug", subdomainSlug);
  if (folderId !== null) params.set("folder", String(folderId));
  const search = params.toString();
  return search ? `${PROGRAMMU_PATH}?${search}` : PROGRAMMU_PATH;
}

const programHref = (slug: string) => `/program/${encodeURIComponent(slug)}`;

function errorCode(error: unknown): string | number | undefined {
  return error instanceof ApiError && error.status > 0 ? error.status : undefined;
}

/** /aktivitas/{slug} (route name activity-program): the study page of an enrolled programme (spec 001). */
export function StudyPage({ logo, companyName, addonPurchase }: StudyPageProps) {
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const rawSubdomain = params.get("subdomain_slug")?.trim().toLowerCase();
  const subdomainSlug = rawSubdomain && slugSchema.safeParse(rawSubdomain).success ? rawSubdomain : undefined;
  const headerHide = params.get("header_hide") === "true";

  const session = useSessionUser();
  const user = session.user;
  const validateQuery = useValidate(user ? { userId: user.id, slug, subdomainSlug } : null);
  const result = validateQuery.data;
  const decision = result ? studyPageDecision(result) : null;
  const validate = result?.validate ?? null;
  const enrolment: Enrolment | null =
    decision?.kind === "study" && validate && user && isProfileComplete(user) && validate.program_user_id !== null
      ? { userId: user.id, programUserId: validate.program_user_id, programId: validate.program_id }
      : null;
  const dashboardQuery = useActivityDashboard(enrolment);
  const tabQuery = useTabActivity(enrolment);
  const reportQuery = useReport(enrolment);
  usePageTitle(dashboardQuery.data?.name ?? validate?.program_name);

  const failure = session.query.error ?? validateQuery.error ?? dashboardQuery.error;
  if (failure) {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <ErrorScreen code={errorCode(failure)} onAcknowledge={() => navigate(PROGRAMMU_PATH)} />
      </main>
    );
  }

  if (decision && validate) {
    if (decision.kind === "not-found") return <Navigate to="/404" replace />;
    if (decision.kind === "program-page") return <Navigate to={programHref(validate.program_slug)} replace />;
    if (decision.kind === "kelasku") return <Navigate to={PROGRAMMU_PATH} replace />;
    if (decision.kind === "limited") {
      return (
        <main id="main" tabIndex={-1} className="outline-none">
          <LimitedProgramBlocker
            onHome={() => navigate("/", { replace: true })}
            onClose={() => navigate(programHref(validate.program_slug), { replace: true })}
          />
        </main>
      );
    }
  } else if (decision?.kind === "not-found") {
    return <Navigate to="/404" replace />;
  }

  // entering a study page waits for a complete profile (spec 000 section 4.7), with the way back here after saving
  if (decision?.kind === "study" && user && !isProfileComplete(user)) {
    return (
      <main id="main" tabIndex={-1} className="px-4 py-10 outline-none sm:py-16">
        <ProfileRequired user={user} />
      </main>
    );
  }

  const dashboard = dashboardQuery.data;
  if (!validate || !enrolment || !dashboard) return <StudySkeleton />;

  return (
    <StudyShell
      validate={validate}
      dashboard={dashboard}
      enrolment={enrolment}
      chapterList={tabQuery.data}
      chapterListLoading={tabQuery.isPending}
      report={reportQuery.data}
      reportLoading={reportQuery.isPending}
      reportFailed={reportQuery.isError}
      onRetryReport={() => void reportQuery.refetch()}
      subdomainSlug={subdomainSlug}
      headerHide={headerHide}
      logo={logo}
      companyName={companyName}
      addonPurchase={addonPurchase}
    />
  );
}

interface StudyShellProps extends StudyPageProps {
  validate: ValidateObject;
  dashboard: ActivityDashboard;
  enrolment: Enrolment;
  chapterList: readonly ChapterListEntry[] | undefined;
  chapterListLoading: boolean;
  report: ReportObject | undefined;
  reportLoading: boolean;
  reportFailed: boolean;
  onRetryReport: () => void;
  subdomainSlug: string | undefined;
  headerHide: boolean;
}

function isB2bVisitor(): boolean {
  return readCookie(SOURCE_ACCESS_COOKIE) === `${productMu(getAppConfig())}-b2b`;
}

function clearPostPaymentCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${POST_PAYMENT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** The page once validate, the dashboard and the enrolment are known: top bar, sidebar, activity and footer. */
function StudyShell({
  validate,
  dashboard,
  enrolment,
  chapterList,
  chapterListLoading,
  report,
  reportLoading,
  reportFailed,
  onRetryReport,
  subdomainSlug,
  headerHide,
  logo,
  companyName,
  addonPurchase,
}: StudyShellProps) {
  const wide = useIsWide();
  const [b2b] = useState(isB2bVisitor);
  // Spec 001 section 2: closed on mobile, open on load on a wide screen.
  const [sidebarOpen, setSidebarOpen] = useState(isWideViewport);
  const [sidebarWidth, setSidebarWidth] = useState(wide);
  if (sidebarWidth !== wide) {
    // Crossing 992 px: a drawer left open would cover the page, a column left closed would hide the list.
    setSidebarWidth(wide);
    setSidebarOpen(wide);
  }
  const sidebarAvailable = !b2b && (wide || !headerHide);

  const [shareOpen, setShareOpen] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);
  // the room open in the chat box; switching activity or sidebar tab closes it (spec 001 section 4, 'Chat toggle')
  const [chatRoomId, setChatRoomId] = useState<number | null>(null);
  const [chatActivityId, setChatActivityId] = useState(validate.activity_id);
  if (chatActivityId !== validate.activity_id) {
    setChatActivityId(validate.activity_id);
    setChatRoomId(null);
  }
  const [ratingDismissed, setRatingDismissed] = useState(false);
  const [presenceDismissed, setPresenceDismissed] = useState(false);
  const [postPayment, setPostPayment] = useState(() => readCookie(POST_PAYMENT_COOKIE) !== null);
  const [menuPinned, setMenuPinned] = useState(false);
  // a job-training programme waiting for its redeem code (features/prakerja); the tour introduction waits for it
  const redeemModalVisible = needsRedeemModal(validate);
  const [tourIntro, setTourIntro] = useState(() =>
    shouldShowTourIntro({ tourCookieSet: readCookie(TOUR_COOKIE) !== null, redeemModalVisible: false }),
  );

  useEffect(() => {
    // The greeting is for the first visit after paying only.
    if (postPayment) clearPostPaymentCookie();
  }, [postPayment]);

  const { productSlug } = getAppConfig();
  const jobTrainingRule = isJobTrainingRatingRule(
    {
      categoryName: dashboard.category_name,
      isLinear: validate.linier,
      presenceActivityCount: dashboard.total_presence_participation_resource,
    },
    productSlug,
  );
  const ratingOpen =
    !ratingDismissed &&
    shouldOpenRatingPrompt(
      {
        scoringDate: report?.scoring_date ?? dashboard.scoring_date,
        isRated: dashboard.is_rated,
        isAvailableToRate: dashboard.is_available_to_rate,
        // the whole percent, as the rating call checks it: the prompt never opens where rating would be refused
        percentageProgress: Math.floor(dashboard.percentage_progress),
        pmoId: dashboard.pmo_id,
        isChild: dashboard.is_child,
        jobTrainingRule,
      },
      new Date(),
    );
  useEffect(() => {
    // Spec 001 section 4: on opening the rating prompt, the sidebar closes.
    if (ratingOpen) setSidebarOpen(false);
  }, [ratingOpen]);

  // ---- the guided tour (its module, driver.js and its styles load when a tour starts) ----
  const tourRef = useRef<StudyTourHandle | null>(null);
  const sidebarOpenRef = useRef(sidebarOpen);
  sidebarOpenRef.current = sidebarOpen;
  const wideRef = useRef(wide);
  wideRef.current = wide;
  useEffect(() => () => tourRef.current?.stop(), []);
  const tourControls: StudyTourControls = {
    isSidebarOpen: () => sidebarOpenRef.current,
    openSidebar: () => setSidebarOpen(true),
    closeSidebar: () => setSidebarOpen(false),
    isSidebarDrawer: () => !wideRef.current,
    pinMenu: setMenuPinned,
    onEnd: () => {
      tourRef.current = null;
    },
  };
  const startTour = () => {
    setTourIntro(false);
    tourRef.current?.stop();
    void import("../components/study-tour").then((m) => {
      tourRef.current = m.startStudyTour(tourControls);
    });
  };
  const skipTour = () => {
    setTourIntro(false);
    void import("../components/study-tour").then((m) => {
      tourRef.current = m.skipStudyTour(tourControls);
    });
  };

  const tagContext: ActivityTagContext = {
    isJobTrainingPurchase: dashboard.is_job_training_purchase,
    trainingType: dashboard.training_type,
  };
  const closeDrawerOnNavigate = () => {
    if (!wide) setSidebarOpen(false);
  };
  const shareUrl = `${window.location.origin}${programHref(dashboard.slug)}`;
  const remindPresence =
    !presenceDismissed &&
    dashboard.using_presence_participation &&
    shouldRemindPresence(dashboard.uncompleted_presence_resource);

  return (
    <>
      <StudyTopBar
        backHref={programmuBackHref(subdomainSlug, dashboard.folder_id)}
        logo={logo}
        programName={dashboard.name}
        programHref={programHref(dashboard.slug)}
        progress={dashboard}
        tanyamuRoomId={showsTanyamu(dashboard) ? dashboard.room_id : null}
        onShare={() => setShareOpen(true)}
        kebab={{
          showStudyGroup: validate.has_program_study_group_activity || dashboard.has_program_study_group_activity,
          onStudyGroup: () => setGroupOpen(true),
          onShare: () => setShareOpen(true),
          onTour: startTour,
          helpHref: getAppConfig().helpUrl ?? "/bantuan",
          pinnedOpen: menuPinned,
        }}
        showListToggle={sidebarAvailable}
        listOpen={sidebarAvailable && sidebarOpen}
        onToggleList={() => setSidebarOpen((open) => !open)}
      />
      <div className="flex">
        {sidebarAvailable ? (
          <StudySidebar
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            onTabChange={() => setChatRoomId(null)}
            wide={wide}
            activities={
              <TopicList
                enrolment={enrolment}
                chapterList={chapterList}
                loading={chapterListLoading}
                currentActivityId={validate.activity_id}
                currentChapterId={validate.chapter_id}
                tagContext={tagContext}
                purchase={addonPurchase}
                onNavigate={closeDrawerOnNavigate}
              />
            }
            announcements={<ProgramAnnouncements programId={dashboard.id} />}
            scoring={
              <ReportPanel
                report={report}
                loading={reportLoading}
                failed={reportFailed}
                onRetry={onRetryReport}
                dashboard={dashboard}
                isAsesor={validate.is_asesor}
              />
            }
          />
        ) : null}
        <div className="flex min-h-[calc(100dvh-48px)] min-w-0 flex-1 flex-col min-[453px]:min-h-[calc(100dvh-72px)]">
          <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-5 outline-none sm:px-6 lg:px-10 lg:py-8">
            <div className="mx-auto flex max-w-4xl flex-col gap-4">
              {remindPresence ? (
                <div
                  role="status"
                  className="flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
                >
                  <p className="flex-1">{STUDY_TEXTS.presenceReminder}</p>
                  <button
                    type="button"
                    onClick={() => setPresenceDismissed(true)}
                    aria-label={STUDY_TEXTS.closeReminder}
                    className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-900"
                  >
                    <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                      <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </button>
                </div>
              ) : null}
              <ActivityPanel validate={validate} dashboard={dashboard} onOpenFacilitatorChat={setChatRoomId} />
              <ProgramRecommendation programSlug={dashboard.slug} complete={dashboard.percentage_progress >= 100} />
            </div>
          </main>
          <StudyFooter companyName={companyName} institution={dashboard.institution} />
        </div>
      </div>

      <StudyChat
        activityId={validate.activity_id}
        dashboard={dashboard}
        roomId={chatRoomId}
        onOpen={setChatRoomId}
        onClose={() => setChatRoomId(null)}
      />
      <ShareModal open={shareOpen} onClose={() => setShareOpen(false)} url={shareUrl} title={dashboard.name} />
      {groupOpen ? <StudyGroupDialog open onClose={() => setGroupOpen(false)} programId={dashboard.id} /> : null}
      {ratingOpen ? (
        <Suspense fallback={null}>
          <RatingModal
            open
            onClose={() => setRatingDismissed(true)}
            programId={dashboard.id}
            programName={dashboard.name}
          />
        </Suspense>
      ) : null}
      {redeemModalVisible ? <RedeemGate programId={validate.program_id} programSlug={validate.program_slug} /> : null}
      <TourIntroModal
        open={tourIntro && shouldShowTourIntro({ tourCookieSet: false, redeemModalVisible }) && !ratingOpen && !b2b}
        onStart={startTour}
        onSkip={skipTour}
      />
      <Snackbar
        open={postPayment}
        message={STUDY_TEXTS.postPayment}
        onClose={() => setPostPayment(false)}
        durationMs={SUCCESS_ALERT_MS}
      />
    </>
  );
}

/** While validate and the dashboard load: the shapes of the top bar, the sidebar and the activity. */
function StudySkeleton() {
  return (
    <>
      <div className="fixed inset-x-0 top-0 z-40 flex h-12 items-center gap-3 border-b border-slate-200 bg-white px-3 min-[453px]:h-[72px] lg:px-4">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 flex-1 lg:max-w-sm" />
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="size-10 rounded-full" />
      </div>
      <div className="flex">
        <div className="hidden w-[360px] shrink-0 flex-col gap-3 border-r border-slate-200 bg-white p-4 min-[992px]:flex">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-16 rounded-xl" />
          ))}
        </div>
        <main
          id="main"
          tabIndex={-1}
          aria-busy="true"
          className="min-w-0 flex-1 px-4 py-5 outline-none lg:px-10 lg:py-8"
        >
          <span className="sr-only">Memuat halaman belajar</span>
          <div className="mx-auto flex max-w-4xl flex-col gap-4">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="aspect-video w-full rounded-2xl" />
            <Skeleton className="h-24 w-full" />
          </div>
        </main>
      </div>
    </>
  );
}
