import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { addonCertificatePagePath, type MyAddon, useMyAddons } from "../api";

/** The page's own words (issue 20; the spec names the route, /addon, not its texts). */
export const ADDON_TEXTS = {
  title: "Add-on Saya",
  intro: "Add-on membuka topik atau aktivitas tambahan di program yang Anda ikuti.",
  loading: "Memuat add-on",
  failed: "Add-on belum dapat dimuat. Silakan coba lagi.",
  emptyTitle: "Anda belum memiliki add-on",
  emptyBody: "Add-on bisa dibeli dari halaman program atau dari halaman belajar program yang Anda ikuti.",
  toPrograms: "Lihat Programmu",
  unlocks: "Yang dibuka",
  progress: (done: number, total: number) => `${done} dari ${total} aktivitas selesai`,
  done: "Selesai",
  notDone: "Belum selesai",
  certificate: "Lihat Sertifikat Add-on",
  certificateHint: "Selesaikan semua aktivitas add-on ini untuk mendapatkan sertifikatnya.",
  notEnrolled: "Anda belum terdaftar di program ini, jadi aktivitasnya belum bisa dibuka.",
  program: "Program",
  newTab: "(membuka tab baru)",
} as const;

/** /addon (login; spec 002 route table, issue 20): the learner's add-ons and what each unlocks. */
export function AddonPage() {
  usePageTitle(ADDON_TEXTS.title);
  const addons = useMyAddons();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{ADDON_TEXTS.title}</h1>
        <p className="text-slate-700">{ADDON_TEXTS.intro}</p>
      </header>
      {addons.isError ? (
        <ProblemPanel title={ADDON_TEXTS.title} message={ADDON_TEXTS.failed} onRetry={() => void addons.refetch()} />
      ) : addons.data === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only" role="status">
            {ADDON_TEXTS.loading}
          </span>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : addons.data.length === 0 ? (
        <EmptyState
          title={ADDON_TEXTS.emptyTitle}
          description={ADDON_TEXTS.emptyBody}
          action={
            <AppLink to="/programmu" className={buttonClasses("primary", "md")}>
              {ADDON_TEXTS.toPrograms}
            </AppLink>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={ADDON_TEXTS.title}>
          {addons.data.map((addon) => (
            <li key={addon.addon_user_id}>
              <AddonCard addon={addon} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddonCard({ addon }: { addon: MyAddon }) {
  const percent = addon.total === 0 ? 0 : Math.round((addon.completed / addon.total) * 100);
  const headingId = `addon-${addon.addon_user_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
          {addon.title}
        </h2>
        <p className="text-sm text-slate-700">
          {ADDON_TEXTS.program}:{" "}
          <AppLink to={`/program/${addon.program.slug}`} className="font-semibold text-brand-700 underline">
            {addon.program.name}
          </AppLink>
        </p>
        {addon.description ? <p className="text-sm text-slate-700">{addon.description}</p> : null}
      </div>
      <div className="flex flex-col gap-1">
        <div
          role="progressbar"
          aria-label={ADDON_TEXTS.progress(addon.completed, addon.total)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-slate-700">{ADDON_TEXTS.progress(addon.completed, addon.total)}</p>
      </div>
      <section aria-label={`${ADDON_TEXTS.unlocks}: ${addon.title}`} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{ADDON_TEXTS.unlocks}</h3>
        <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {addon.unlocks.map((activity) => (
            <li key={activity.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              {addon.enrolled ? (
                <AppLink to={`/aktivitas/${activity.slug}`} className="min-w-0 break-words text-brand-700 underline">
                  {activity.title}
                </AppLink>
              ) : (
                <span className="min-w-0 break-words text-slate-900">{activity.title}</span>
              )}
              <span
                className={
                  activity.completed
                    ? "shrink-0 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800"
                    : "shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700"
                }
              >
                {activity.completed ? ADDON_TEXTS.done : ADDON_TEXTS.notDone}
              </span>
            </li>
          ))}
        </ul>
        {addon.enrolled ? null : <p className="text-sm text-slate-700">{ADDON_TEXTS.notEnrolled}</p>}
      </section>
      {addon.can_get_certificate ? (
        <a
          href={addonCertificatePagePath(addon.addon_user_id)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "md", "self-start")}
        >
          {ADDON_TEXTS.certificate}
          <span className="sr-only"> {ADDON_TEXTS.newTab}</span>
        </a>
      ) : (
        <p className="text-sm text-slate-600">{ADDON_TEXTS.certificateHint}</p>
      )}
    </article>
  );
}
