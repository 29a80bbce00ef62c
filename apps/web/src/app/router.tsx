import { reflectionYears, wibYear } from "@app/domain/reflection/rules";
import { carryRefQuery } from "@app/domain/routing/ref-query";
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from "react-router";
import type { CampaignSlug } from "../features/campaign/public";
import { loadProgramShelf } from "../features/catalogue/public";
import { storyPath } from "../features/reflection/public";
import { getAppConfig, productMu } from "../shared/lib/app-config";
import { hasSessionCookie } from "../shared/lib/cookies";
import { currentSiteRequest } from "../shared/lib/site";
import { PageSpinner } from "../shared/ui/spinner";
import type { RouteHandle } from "./layouts/layouts";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { forgotPinPaymentTarget, loginRouteRedirect, PIN_KEY_STORAGE_KEY } from "./route-guards";
import { SiteHome } from "./site-home";

/** Routes that only redirect render nothing themselves. */
function RedirectOnly() {
  return null;
}

/** A redirect that keeps the ref query where the rule allows it. */
function redirectCarryingRef(request: Request, to: string): Response {
  const from = new URL(request.url);
  const target = new URL(to, from.origin);
  const search = carryRefQuery(from.search, target.pathname, target.search);
  return redirect(`${target.pathname}${search === "?" ? "" : search}`);
}

/**
 * A login route (spec 002 route table) without a session goes to / with redirect-path and redirect-name; the
 * shell then opens the login modal and, after login, comes back here.
 */
function requireSession(routeName: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const to = loginRouteRedirect(new URL(request.url), routeName, hasSessionCookie());
    if (to) throw redirect(to);
    return null;
  };
}

/** A login route whose page is not built yet: guarded, then not found like any other missing page. */
function guardedWithoutPage(path: string, routeName: string): RouteObject {
  return {
    path,
    Component: RedirectOnly,
    loader: (args) => {
      requireSession(routeName)(args);
      return redirect("/404");
    },
  };
}

const RESET_LAYOUT: RouteHandle = { layout: "reset-password" };
const BLANK_LAYOUT: RouteHandle = { layout: "blank" };

/** /{product}mu, /kelasmu, /ujianmu and /prakerja go to /ikutprogram?id=<name> (spec 002 route table). */
function categoryLandingNames(): string[] {
  return [productMu(getAppConfig()), "kelasmu", "ujianmu", "prakerja"];
}

/** /jenjang/{level} and /jenjang/{level}/{year}: one page; its loader sends unknown levels and years to /404. */
function levelPage() {
  return import("../features/catalogue/pages/level-page").then((m) => ({
    Component: m.LevelPage,
    loader: m.levelPageLoader,
  }));
}

/** /program-pilihan and /program-pilihan/{slug}: one page; its loader sends unknown slugs to /404. */
function curatedPage() {
  return import("../features/catalogue/pages/curated-page").then((m) => ({
    Component: m.CuratedPage,
    loader: m.curatedPageLoader,
  }));
}

/**
 * Campaign pages (features/campaign) list catalogue programmes: the catalogue's shelf (its public loader) is
 * fetched together with the page and handed to it, so the shelf does not wait for the page to render.
 */
function campaignRoute(path: string, campaign: CampaignSlug): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ CampaignPage }, ProgramShelf] = await Promise.all([
        import("../features/campaign/pages/campaign-page"),
        loadProgramShelf(),
      ]);
      return {
        Component: function Campaign() {
          return <CampaignPage campaign={campaign} ProgramShelf={ProgramShelf} />;
        },
      };
    },
  };
}

/** An older public address (spec 000 section 2.1) that now lives elsewhere. */
function movedRoute(path: string, to: () => string): RouteObject {
  return { path, Component: RedirectOnly, loader: ({ request }) => redirectCarryingRef(request, to()) };
}

/** /mitra/all and the three group lists share one page; the group is read from the path. */
function institutionListPage() {
  return import("../features/institution/pages/institution-list-page").then((m) => ({
    Component: m.InstitutionListPage,
  }));
}

/** The route table; a function, so the configured product slug is read when a router is made, not at import. */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      children: [
        {
          // Page errors render inside the shell, so the navigation stays usable.
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              // The home page depends on the site (main, Prakerja, partner): SiteHome lazy-loads the one it needs.
              Component: SiteHome,
            },
            {
              path: "program",
              lazy: () => import("../features/catalogue/pages/search-page").then((m) => ({ Component: m.SearchPage })),
            },
            {
              path: "program/:slug",
              lazy: () =>
                import("../features/catalogue/pages/program-page").then((m) => ({ Component: m.ProgramPage })),
            },
            {
              // public: anyone checks a certificate number, logged in or not (issue 20)
              path: "verifikasi-sertifikat/:number",
              lazy: () =>
                import("../features/report/pages/certificate-verification-page").then((m) => ({
                  Component: m.CertificateVerificationPage,
                })),
            },
            // Portfolios (issue 20, docs/web.md "Portfolio and public profiles"): the own one (login, route name
            // Profile) and public profiles, which visitors open too; /portofolio/profil is the footer's old link.
            {
              path: "profile",
              loader: requireSession("Profile"),
              lazy: () =>
                import("../features/portfolio/pages/own-portfolio-page").then((m) => ({
                  Component: m.OwnPortfolioPage,
                })),
            },
            movedRoute("portofolio/profil", () => "/profile"),
            {
              path: "portofolio/aktivitas/:id",
              loader: requireSession("Profile"),
              lazy: () =>
                import("../features/portfolio/pages/portfolio-program-page").then((m) => ({
                  Component: m.OwnProgramPage,
                })),
            },
            {
              path: "portofolio/aktivitas/:id/:itemId",
              loader: requireSession("Profile"),
              lazy: () =>
                import("../features/portfolio/pages/portfolio-item-page").then((m) => ({ Component: m.OwnItemPage })),
            },
            {
              path: "u/:username",
              Component: RedirectOnly,
              loader: ({ request, params }) =>
                redirectCarryingRef(request, `/u/${encodeURIComponent(params.username ?? "")}/portofolio`),
            },
            {
              path: "u/:username/:type",
              lazy: () =>
                import("../features/portfolio/pages/public-profile-page").then((m) => ({
                  Component: m.PublicProfilePage,
                })),
            },
            {
              path: "u/:username/aktivitas/:id",
              lazy: () =>
                import("../features/portfolio/pages/portfolio-program-page").then((m) => ({
                  Component: m.PublicProgramPage,
                })),
            },
            {
              path: "u/:username/aktivitas/:id/:itemId",
              lazy: () =>
                import("../features/portfolio/pages/portfolio-item-page").then((m) => ({
                  Component: m.PublicItemPage,
                })),
            },
            // Kilas Balik (issue 20): a route per year, as react-router has no partial segments (/kilas-balik-2021)
            ...reflectionYears(new Date()).map(
              (year): RouteObject => ({
                path: storyPath(year).slice(1),
                handle: BLANK_LAYOUT,
                loader: requireSession("Kilas Balik"),
                lazy: () =>
                  import("../features/reflection/pages/kilas-balik-page").then((m) => ({
                    Component: m.KilasBalikPage,
                  })),
              }),
            ),
            {
              path: "redirect-fun-report",
              Component: RedirectOnly,
              loader: (args) => {
                requireSession("Kilas Balik")(args);
                return redirect(storyPath(wibYear(new Date())));
              },
            },
            {
              // a learner's review of a programme, shareable: public (issue 20)
              path: "review/:id",
              lazy: () => import("../features/catalogue/pages/review-page").then((m) => ({ Component: m.ReviewPage })),
            },
            {
              path: "pencarian",
              Component: RedirectOnly,
              loader: ({ request }) => redirectCarryingRef(request, `/program${new URL(request.url).search}`),
            },
            {
              // /ikutprogram redirects to /program; a category name in `id` becomes the category filter.
              path: "ikutprogram",
              Component: RedirectOnly,
              loader: ({ request }) => {
                const id = new URL(request.url).searchParams.get("id")?.toUpperCase();
                const category = id && categoryLandingNames().some((n) => n.toUpperCase() === id) ? id : null;
                return redirectCarryingRef(request, category ? `/program?category=${category}` : "/program");
              },
            },
            {
              // /bantuan opens the external help site.
              path: "bantuan",
              Component: RedirectOnly,
              loader: () => {
                const { helpUrl } = getAppConfig();
                return redirect(helpUrl ?? "/404");
              },
            },
            {
              path: "forgot-password",
              handle: RESET_LAYOUT,
              lazy: () =>
                import("../features/account/pages/forgot-password-page").then((m) => ({
                  Component: m.ForgotPasswordPage,
                })),
            },
            {
              path: "setup-password",
              handle: RESET_LAYOUT,
              lazy: () =>
                import("../features/account/pages/setup-password-page").then((m) => ({
                  Component: m.SetupPasswordPage,
                })),
            },
            {
              // the link mailed to the old address after an email change (issue 17)
              path: "undo-email-change",
              handle: RESET_LAYOUT,
              lazy: () =>
                import("../features/account/pages/undo-email-change-page").then((m) => ({
                  Component: m.UndoEmailChangePage,
                })),
            },
            {
              // the link mailed after an account deletion request (decisions/026)
              path: "undo-account-deletion",
              handle: RESET_LAYOUT,
              lazy: () =>
                import("../features/account/pages/undo-account-deletion-page").then((m) => ({
                  Component: m.UndoAccountDeletionPage,
                })),
            },
            {
              path: "forgot-pin-payment",
              Component: RedirectOnly,
              loader: ({ request }) => {
                const { pkey, to } = forgotPinPaymentTarget(new URL(request.url).search);
                if (pkey) window.sessionStorage.setItem(PIN_KEY_STORAGE_KEY, pkey);
                return redirect(to);
              },
            },
            {
              path: "verification",
              lazy: () =>
                import("../features/account/pages/verification-page").then((m) => ({ Component: m.VerificationPage })),
            },
            {
              // /account and its settings pages (spec 002; issue 21): the side menu on a wide screen
              path: "account",
              lazy: () =>
                import("../features/account/pages/account-settings-layout").then((m) => ({
                  Component: m.AccountSettingsLayout,
                })),
              children: [
                {
                  index: true,
                  loader: requireSession("Profile"),
                  lazy: () =>
                    import("../features/account/pages/account-page").then((m) => ({ Component: m.AccountPage })),
                },
                {
                  // The pin child is absent on the job-training (Prakerja) host (spec 002 route table): /404 there.
                  path: "pin",
                  loader: (args) => {
                    requireSession("Profile")(args);
                    return currentSiteRequest().kind === "prakerja" ? redirect("/404") : null;
                  },
                  lazy: () =>
                    import("../features/points/pages/account-pin-page").then((m) => ({ Component: m.AccountPinPage })),
                },
                {
                  path: "password",
                  loader: requireSession("Profile"),
                  lazy: () =>
                    import("../features/account/pages/account-password-page").then((m) => ({
                      Component: m.AccountPasswordPage,
                    })),
                },
                {
                  // the learner's own personal data (issue 21)
                  path: "personal",
                  loader: requireSession("Profile"),
                  lazy: () =>
                    import("../features/account/pages/personal-page").then((m) => ({ Component: m.PersonalPage })),
                },
                {
                  // the public profile's switches, the data download, account deletion (issue 21, decisions/026)
                  path: "privacy",
                  loader: requireSession("Profile"),
                  lazy: () =>
                    import("../features/account/pages/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
                },
                {
                  // the learner's school, campus or employer (issue 21, decisions/027)
                  path: "institution",
                  loader: requireSession("Profile"),
                  lazy: () =>
                    import("../features/account/pages/account-institution-page").then((m) => ({
                      Component: m.AccountInstitutionPage,
                    })),
                },
                {
                  // family links: parents and teachers with their children and pupils (issue 21, decisions/027)
                  path: "family",
                  loader: requireSession("Profile"),
                  lazy: () =>
                    import("../features/account/pages/account-family-page").then((m) => ({
                      Component: m.AccountFamilyPage,
                    })),
                },
                {
                  // a linked child's programmes, read-only
                  path: "family/:childId",
                  loader: requireSession("Profile"),
                  lazy: () =>
                    import("../features/account/pages/account-child-programs-page").then((m) => ({
                      Component: m.AccountChildProgramsPage,
                    })),
                },
                guardedWithoutPage("*", "Profile"),
              ],
            },
            {
              // the points catalogue: open to visitors; the balance is shown to logged-in learners only
              path: "katalog-poin",
              lazy: () =>
                import("../features/points/pages/points-catalogue-page").then((m) => ({
                  Component: m.PointsCataloguePage,
                })),
            },
            {
              path: "programmu",
              loader: requireSession("Programmu"),
              lazy: () =>
                import("../features/learning/pages/programmu-page").then((m) => ({ Component: m.ProgrammuPage })),
            },
            {
              path: "notifikasi",
              loader: requireSession("Notifikasi"),
              lazy: () =>
                import("../features/notification/pages/notifications-page").then((m) => ({
                  Component: m.NotificationsPage,
                })),
            },
            {
              // an announcement is for its programme's learners and staff: a login route
              path: "pengumuman/:slug",
              loader: requireSession("Pengumuman"),
              lazy: () =>
                import("../features/notification/pages/announcement-page").then((m) => ({
                  Component: m.AnnouncementPage,
                })),
            },
            {
              path: "daftar-pilihan",
              loader: requireSession("Daftar Pilihan"),
              lazy: () => import("../features/cart/pages/cart-page").then((m) => ({ Component: m.CartPage })),
            },
            {
              path: "checkout",
              handle: { layout: "checkout" } satisfies RouteHandle,
              loader: requireSession("Checkout"),
              lazy: () =>
                import("../features/checkout/pages/checkout-page").then((m) => ({ Component: m.CheckoutPage })),
            },
            {
              path: "payment/status/:id",
              loader: requireSession("PaymentStatus"),
              lazy: () =>
                import("../features/payment/pages/payment-status-page").then((m) => ({
                  Component: m.PaymentStatusPage,
                })),
            },
            {
              // the Prakerja work-card payment of an invoice (spec 002 section 2; decisions/030)
              path: "kartuprakerja/pembayaran/:id",
              handle: { layout: "mobile-header" } satisfies RouteHandle,
              loader: requireSession("PaymentPrakerjaV2"),
              lazy: () =>
                import("../features/prakerja/pages/work-card-payment-page").then((m) => ({
                  Component: m.WorkCardPaymentPage,
                })),
            },
            {
              path: "payment/thankyou/:id",
              loader: requireSession("payment-thankyou-page"),
              lazy: () =>
                import("../features/payment/pages/thank-you-page").then((m) => ({ Component: m.ThankYouPage })),
            },
            {
              // the sandbox gateway's own page (card 3-D Secure, cardless approval, e-wallet deeplinks)
              path: "payment/hosted/:type",
              lazy: () =>
                import("../features/payment/pages/payment-hosted-page").then((m) => ({
                  Component: m.PaymentHostedPage,
                })),
            },
            {
              path: "daftar-transaksi",
              loader: requireSession("Daftar Transaksi"),
              lazy: () =>
                import("../features/payment/pages/payment-history-page").then((m) => ({
                  Component: m.PaymentHistoryPage,
                })),
            },
            {
              path: "detail-pembelian/:id",
              loader: requireSession("Detail Pembelian"),
              lazy: () =>
                import("../features/payment/pages/purchase-detail-page").then((m) => ({
                  Component: m.PurchaseDetailPage,
                })),
            },
            {
              // spec 002: the certificate, blank layout (route name Sertifikat Regular)
              path: "sertifikat/:programUserId",
              handle: BLANK_LAYOUT,
              loader: requireSession("Sertifikat Regular"),
              lazy: () =>
                import("../features/report/pages/certificate-page").then((m) => ({ Component: m.CertificatePage })),
            },
            {
              // an add-on's certificate: the same page (issue 20)
              path: "sertifikat/addon/:addonUserId",
              handle: BLANK_LAYOUT,
              loader: requireSession("Sertifikat Add-on"),
              lazy: () =>
                import("../features/report/pages/certificate-page").then((m) => ({
                  Component: m.AddonCertificatePage,
                })),
            },
            {
              // spec 002: the learner's add-ons and what they unlock
              path: "addon",
              loader: requireSession("Add-on"),
              lazy: () => import("../features/report/pages/addon-page").then((m) => ({ Component: m.AddonPage })),
            },
            // The learning report and transcripts (issue 20, docs/web.md "Learning report and transcripts").
            ...["laporan-belajar/:programUserId", "laporan-belajar/:programUserId/:reportType"].map((path) => ({
              path,
              loader: requireSession("Laporan Belajar"),
              lazy: () =>
                import("../features/report/pages/learning-report-page").then((m) => ({
                  Component: m.LearningReportPage,
                })),
            })),
            // the older /rapor/... addresses (spec 002 route table)
            ...["rapor/:programUserId", "rapor/:programUserId/:reportType"].map((path) => ({
              path,
              Component: RedirectOnly,
              loader: ({ request, params }: LoaderFunctionArgs) =>
                redirectCarryingRef(
                  request,
                  `/laporan-belajar/${[params.programUserId, params.reportType]
                    .filter((part): part is string => Boolean(part))
                    .map(encodeURIComponent)
                    .join("/")}`,
                ),
            })),
            {
              path: "report",
              loader: requireSession("Report"),
              lazy: () => import("../features/report/pages/reports-page").then((m) => ({ Component: m.ReportsPage })),
            },
            {
              path: "transkrip",
              loader: requireSession("Transkrip"),
              lazy: () =>
                import("../features/report/pages/transcript-list-page").then((m) => ({
                  Component: m.TranscriptListPage,
                })),
            },
            {
              path: "transkrip/:transcriptId",
              loader: requireSession("Transkrip"),
              lazy: () =>
                import("../features/report/pages/transcript-page").then((m) => ({ Component: m.TranscriptPage })),
            },
            // Receipts and invoices: the blank layout, printable, with their PDF. By programme (spec 000 named
            // routes): /receipt/program/{id} is 'Resi Program', /invoice/program/{id} the 'Prakerja Receipt'.
            {
              path: "receipt/program/:id",
              handle: BLANK_LAYOUT,
              loader: requireSession("Resi Program"),
              lazy: () =>
                import("../features/payment/pages/receipt-page").then((m) => ({ Component: m.ProgramReceiptPage })),
            },
            {
              path: "invoice/program/:id",
              handle: BLANK_LAYOUT,
              loader: requireSession("Prakerja Receipt"),
              lazy: () =>
                import("../features/payment/pages/receipt-page").then((m) => ({ Component: m.PrakerjaReceiptPage })),
            },
            ...["receipt", "invoice"].flatMap((kind) => [
              {
                path: `${kind}/:id`,
                handle: BLANK_LAYOUT,
                loader: requireSession("Receipt"),
                lazy: () =>
                  import("../features/payment/pages/receipt-page").then((m) => ({ Component: m.PaymentReceiptPage })),
              },
            ]),
            {
              path: "tukar-voucher",
              loader: requireSession("Tukar Voucher"),
              lazy: () =>
                import("../features/checkout/pages/redeem-voucher-page").then((m) => ({
                  Component: m.RedeemVoucherPage,
                })),
            },
            {
              // Spec 001 section 2: the Prakerja face-verification result, its own layout (logo not a link there).
              path: "face-recognition-result",
              handle: { layout: "face-recognition-result" } satisfies RouteHandle,
              loader: requireSession("Face Recognition Result"),
              lazy: () =>
                import("../features/prakerja/pages/face-recognition-result-page").then((m) => ({
                  Component: m.FaceRecognitionResultPage,
                })),
            },
            {
              // The study page (spec 001): its own top bar and footer in the activity layout.
              path: "aktivitas/:slug",
              handle: { layout: "activity" } satisfies RouteHandle,
              loader: requireSession("activity-program"),
              lazy: () => import("./study-route").then((m) => ({ Component: m.StudyRoute })),
            },
            {
              // The discussion page (spec 001, route name tanyamu, parameter initRoom): the chat takes the whole height.
              path: "tanyamu",
              handle: { layout: "no-footer" } satisfies RouteHandle,
              loader: requireSession("Tanyamu"),
              lazy: () => import("../features/chat/pages/tanyamu-page").then((m) => ({ Component: m.TanyamuPage })),
            },
            // The assessor's pages (issue 8): login routes, and for users with is_asesor only (app/asesor-route.tsx).
            {
              path: "asesor/penilaian",
              loader: requireSession("Penilaian Asesor"),
              lazy: () => import("./asesor-route").then((m) => ({ Component: m.AssessorListRoute })),
            },
            {
              path: "asesor/penilaian/:attemptId",
              loader: requireSession("Penilaian Asesor"),
              lazy: () => import("./asesor-route").then((m) => ({ Component: m.AssessorDetailRoute })),
            },
            // Live sessions of the study page: joining a meeting (the spec's two address shapes, one page), and where
            // the meeting service sends a leaver (`/zoom-leave/` too: a trailing slash matches).
            {
              path: "zoom-meeting/:roomId/:password/:role/:name/:apiKey",
              loader: requireSession("Zoom Meeting"),
              lazy: () =>
                import("../features/study/pages/zoom-meeting-page").then((m) => ({ Component: m.ZoomMeetingPage })),
            },
            {
              path: "zoom-meeting/android/:roomId/:password/:role/:name/:apiKey",
              loader: requireSession("Zoom Meeting"),
              lazy: () =>
                import("../features/study/pages/zoom-meeting-page").then((m) => ({ Component: m.ZoomMeetingPage })),
            },
            {
              path: "zoom-leave",
              loader: requireSession("Zoom Leave"),
              lazy: () =>
                import("../features/study/pages/zoom-leave-page").then((m) => ({ Component: m.ZoomLeavePage })),
            },
            // Browse by learning level, curated programmes, class and career category pages.
            { path: "jenjang/:level", lazy: levelPage },
            { path: "jenjang/:level/:year", lazy: levelPage },
            { path: "program-pilihan", lazy: curatedPage },
            { path: "program-pilihan/:slug", lazy: curatedPage },
            {
              path: "kelasmu/:audience",
              lazy: () =>
                import("../features/catalogue/pages/category-landing-page").then((m) => ({
                  Component: m.KelasmuLandingPage,
                  loader: m.kelasmuLandingLoader,
                })),
            },
            {
              // /{product}mu itself follows the /{title} rule below; its four career fields are pages.
              path: `${productMu(getAppConfig())}/:field`,
              lazy: () =>
                import("../features/catalogue/pages/category-landing-page").then((m) => ({
                  Component: m.CareerLandingPage,
                  loader: m.careerLandingLoader,
                })),
            },
            // Work-card (Prakerja) campaign pages.
            campaignRoute("kartuprakerja", "kartuprakerja"),
            campaignRoute("kartuprakerja/usaha-rumahan", "kartuprakerja-usaha-rumahan"),
            campaignRoute("kartuprakerja/guru", "kartuprakerja-guru"),
            campaignRoute("kartuprakerja/ojol", "kartuprakerja-ojol"),
            campaignRoute("prakerja-gojek", "prakerja-gojek"),
            campaignRoute("program-gojek", "program-gojek"),
            campaignRoute("panduan-prakerja", "panduan-prakerja"),
            campaignRoute("mitra-kolaborasi", "mitra-kolaborasi"),
            // Company and legal pages, and the older addresses that lead to them.
            {
              path: "kebijakan-privasi",
              lazy: () =>
                import("../features/company/pages/privacy-policy-page").then((m) => ({
                  Component: m.PrivacyPolicyPage,
                })),
            },
            {
              path: "syarat-ketentuan",
              lazy: () => import("../features/company/pages/terms-page").then((m) => ({ Component: m.TermsPage })),
            },
            {
              path: `profil-${productMu(getAppConfig())}`,
              lazy: () =>
                import("../features/company/pages/company-profile-page").then((m) => ({
                  Component: m.CompanyProfilePage,
                })),
            },
            {
              path: `dewan-${productMu(getAppConfig())}`,
              lazy: () => import("../features/company/pages/board-page").then((m) => ({ Component: m.BoardPage })),
            },
            {
              path: `kontak-${productMu(getAppConfig())}`,
              lazy: () => import("../features/company/pages/contact-page").then((m) => ({ Component: m.ContactPage })),
            },
            movedRoute("about", () => `/profil-${productMu(getAppConfig())}`),
            movedRoute("board-of-school", () => `/dewan-${productMu(getAppConfig())}`),
            movedRoute("partner", () => "/mitra/all"),
            movedRoute("contact", () => `/kontak-${productMu(getAppConfig())}`),
            movedRoute("help", () => "/bantuan"),
            {
              path: "404",
              lazy: () => import("./pages/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
            },
            { path: "mitra/all", lazy: institutionListPage },
            { path: "mitra/sekolah", lazy: institutionListPage },
            { path: "mitra/perguruan-tinggi", lazy: institutionListPage },
            { path: "mitra/industri", lazy: institutionListPage },
            {
              path: "mitra/:slug",
              lazy: () =>
                import("../features/institution/pages/institution-page").then((m) => ({
                  Component: m.InstitutionPage,
                })),
            },
            {
              path: "mitra-group/:slug",
              lazy: () =>
                import("../features/institution/pages/institution-group-page").then((m) => ({
                  Component: m.InstitutionGroupPage,
                })),
            },
            {
              // /{product}mu, /kelasmu, /ujianmu, /prakerja go to /ikutprogram?id=<name>; any other slug is looked up
              // in the landing-page list (GET /config/landing-pages/{slug}): a partner landing page, or /404.
              path: ":title",
              loader: ({ request, params }) => {
                const title = params.title ?? "";
                if (categoryLandingNames().includes(title))
                  return redirectCarryingRef(request, `/ikutprogram?id=${title}`);
                return null;
              },
              lazy: () =>
                import("../features/institution/pages/landing-page").then((m) => ({ Component: m.LandingPage })),
            },
            // Unknown paths go to /404 (spec 002).
            { path: "*", Component: RedirectOnly, loader: () => redirect("/404") },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = appRoutes(), hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
