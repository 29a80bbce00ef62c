import { formatRupiah } from "@app/domain/shared/currency";
import type { ReactNode } from "react";
import { useLoginPrompt } from "../../../shared/lib/account-dialogs";
import { formatWibDateTime } from "../../../shared/lib/format";
import { useSite } from "../../../shared/lib/site";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useSessionUser } from "../../account/public";
import { PIN_PAGE_PATH, type Points, usePoints } from "../api";
import { formatPoints, formatPointsChange } from "../points-format";

/** GET /payment/poin/balance answers the 20 latest movements (docs/api.md). */
const HISTORY_LENGTH = 20;

export const POINTS_TEXTS = {
  title: "Katalog Poin",
  intro: "Poin adalah saldo belajar Anda di sini: pakai untuk membayar program tanpa kartu atau transfer.",
  balance: "Saldo Poin",
  unit: "poin",
  equals: (points: number) => `Setara ${formatRupiah(points)}`,
  history: "Riwayat Poin",
  historyNote: "20 pergerakan terakhir",
  noHistory: "Belum ada pergerakan poin.",
  loading: "Memuat saldo poin",
  failed: "Saldo poin belum dapat dimuat.",
  retry: "Coba Lagi",
  visitorTitle: "Masuk untuk melihat saldo poin Anda",
  visitorText: "Saldo dan riwayat poin hanya dapat dilihat oleh pemiliknya.",
  login: "Masuk",
  howTitle: "Cara Memakai Poin",
  rate: "1 poin = Rp1",
  rateText: "Nilai poin sama dengan Rupiah, tanpa biaya tambahan.",
  pay: "Poin dapat dipakai untuk membayar program apa pun. Di halaman pembayaran, pilih kategori Poin, lalu masukkan PIN pembayaran Anda.",
  pin: "Belum punya PIN pembayaran? Atur terlebih dahulu sebelum membayar.",
  pinLink: "Atur PIN Pembayaran",
  search: "Cari Program",
} as const;

/**
 * /katalog-poin (spec 002 route table, a rewrite route open to visitors): the learner's balance and latest
 * movements, and how points pay at checkout. Visitors see the explanation and the login button.
 */
export function PointsCataloguePage() {
  usePageTitle(POINTS_TEXTS.title);
  const { loggedIn } = useSessionUser();
  // the PIN page is absent on the Prakerja host (spec 002 route table)
  const pinPageExists = useSite().kind !== "prakerja";

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{POINTS_TEXTS.title}</h1>
        <p className="mt-2 max-w-2xl text-sm leading-6 text-slate-700">{POINTS_TEXTS.intro}</p>
      </div>
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start lg:gap-8">
        <div className="flex flex-col gap-5">{loggedIn ? <LearnerPoints /> : <VisitorPrompt />}</div>
        <HowToUse showPinLink={loggedIn && pinPageExists} />
      </div>
    </div>
  );
}

function LearnerPoints() {
  const points = usePoints();
  if (points.data) return <PointsView points={points.data} />;
  if (points.isError) {
    return (
      <section
        aria-labelledby="points-balance-title"
        className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="points-balance-title" className="font-bold text-slate-900">
          {POINTS_TEXTS.balance}
        </h2>
        <p role="alert" className="text-sm text-red-700">
          {POINTS_TEXTS.failed} {points.error.message}
        </p>
        <Button variant="secondary" size="sm" loading={points.isFetching} onClick={() => void points.refetch()}>
          {POINTS_TEXTS.retry}
        </Button>
      </section>
    );
  }
  return (
    <>
      <span role="status" className="sr-only">
        {POINTS_TEXTS.loading}
      </span>
      <Skeleton className="h-36 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </>
  );
}

function PointsView({ points }: { points: Points }) {
  return (
    <>
      <section aria-labelledby="points-balance-title" className="rounded-2xl bg-brand-700 p-5 text-white sm:p-6">
        <h2 id="points-balance-title" className="text-sm font-semibold text-brand-100">
          {POINTS_TEXTS.balance}
        </h2>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span data-testid="points-balance" className="text-4xl font-bold tabular-nums">
            {formatPoints(points.balance)}
          </span>
          <span className="text-lg font-semibold">{POINTS_TEXTS.unit}</span>
        </p>
        <p className="mt-1 text-sm text-brand-100">{POINTS_TEXTS.equals(points.balance)}</p>
      </section>

      <section aria-labelledby="points-history-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="points-history-title" className="font-bold text-slate-900">
            {POINTS_TEXTS.history}
          </h2>
          {/* the call answers at most the 20 latest: say so only when there may be older ones */}
          {points.history.length >= HISTORY_LENGTH ? (
            <p className="text-sm text-slate-600">{POINTS_TEXTS.historyNote}</p>
          ) : null}
        </div>
        {points.history.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{POINTS_TEXTS.noHistory}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {points.history.map((row) => (
              <li key={row.id} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{row.reason}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{formatWibDateTime(row.created_at)}</p>
                </div>
                <p
                  className={`shrink-0 font-bold tabular-nums ${row.amount > 0 ? "text-emerald-700" : "text-slate-900"}`}
                >
                  {formatPointsChange(row.amount)}
                  <span className="sr-only"> {POINTS_TEXTS.unit}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function VisitorPrompt() {
  const { openLogin } = useLoginPrompt();
  return (
    <section
      aria-labelledby="points-visitor-title"
      className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="points-visitor-title" className="text-lg font-bold text-slate-900">
        {POINTS_TEXTS.visitorTitle}
      </h2>
      <p className="text-sm text-slate-700">{POINTS_TEXTS.visitorText}</p>
      <Button onClick={openLogin} className="min-w-32">
        {POINTS_TEXTS.login}
      </Button>
    </section>
  );
}

function HowToUse({ showPinLink }: { showPinLink: boolean }) {
  return (
    <section aria-labelledby="points-how-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="points-how-title" className="font-bold text-slate-900">
        {POINTS_TEXTS.howTitle}
      </h2>
      <ul className="mt-3 flex flex-col gap-4 text-sm leading-6 text-slate-700">
        <Step icon="rate">
          <strong className="block text-base font-bold text-slate-900">{POINTS_TEXTS.rate}</strong>
          {POINTS_TEXTS.rateText}
        </Step>
        <Step icon="pay">{POINTS_TEXTS.pay}</Step>
        {showPinLink ? (
          <Step icon="pin">
            {POINTS_TEXTS.pin}{" "}
            <AppLink
              to={PIN_PAGE_PATH}
              className="rounded font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              {POINTS_TEXTS.pinLink}
            </AppLink>
          </Step>
        ) : null}
      </ul>
      <AppLink to="/program" className={buttonClasses("primary", "md", "mt-5 w-full")}>
        {POINTS_TEXTS.search}
      </AppLink>
    </section>
  );
}

const ICONS: Record<"rate" | "pay" | "pin", ReactNode> = {
  rate: (
    <>
      <circle cx="10" cy="10" r="7.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7.5 8.5h5M7.5 11.5h5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  pay: (
    <>
      <rect x="2.75" y="5.25" width="14.5" height="9.5" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2.75 8.5h14.5" stroke="currentColor" strokeWidth="1.5" />
    </>
  ),
  pin: (
    <>
      <rect x="4.75" y="8.75" width="10.5" height="7.5" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
      <path d="M7 8.75V6.5a3 3 0 0 1 6 0v2.25" stroke="currentColor" strokeWidth="1.5" />
    </>
  ),
};

function Step({ icon, children }: { icon: keyof typeof ICONS; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg className="size-5" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          {ICONS[icon]}
        </svg>
      </span>
      <div className="min-w-0">{children}</div>
    </li>
  );
}
