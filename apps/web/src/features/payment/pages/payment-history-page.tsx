import type { HistoryItem } from "@app/domain/payment/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDateTime } from "../../../shared/lib/format";
import { nextParams, readPage } from "../../../shared/lib/url-params";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { type FilterChip, FilterChips } from "../../../shared/ui/filter-chips";
import { Pagination } from "../../../shared/ui/pagination";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { type HistoryStatus, PAYMENT_STATUS_PATH, PURCHASE_DETAIL_PATH, RECEIPT_PATH, usePaymentHistory } from "../api";
import { PaymentStatusBadge } from "../components/payment-status-badge";
import { historyView, paymentStatusLabel } from "../payment-format";

export const HISTORY_TEXTS = {
  title: "Daftar Transaksi",
  filter: "Saring status transaksi",
  emptyTitle: "Belum ada transaksi",
  emptyText: "Program yang Anda beli akan tercatat di sini.",
  emptyFilteredTitle: "Tidak ada transaksi dengan status ini",
  emptyFilteredText: "Coba pilih status lain.",
  browse: "Cari Program",
  failed: "Daftar transaksi gagal dimuat.",
  pages: "Halaman daftar transaksi",
  detail: "Lihat Detail",
  pay: "Bayar Sekarang",
  receipt: "Kuitansi",
  total: "Total",
  order: "No. Pesanan",
  loading: "Memuat daftar transaksi",
  outOfRange: "Halaman ini kosong",
  firstPage: "Ke halaman pertama",
} as const;

/** The filter chips: everything, or one status (?status=). */
export const HISTORY_FILTERS: FilterChip<HistoryStatus>[] = [
  { label: "Semua", value: undefined },
  { label: "Menunggu Pembayaran", value: 1 },
  { label: "Berhasil", value: 2 },
  { label: "Gagal", value: 3 },
];

/** How many item names a card lists before 'dan N lainnya'. */
const NAMES_SHOWN = 2;

export function readHistoryStatus(params: URLSearchParams): HistoryStatus | undefined {
  const raw = params.get("status");
  return raw === "1" || raw === "2" || raw === "3" ? (Number(raw) as HistoryStatus) : undefined;
}

/** /daftar-transaksi (a login route; spec 002 sections 2, 4 and 7): the learner's payments, 10 a page. */
export function PaymentHistoryPage() {
  usePageTitle(HISTORY_TEXTS.title);
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requested = readPage(params);
  const status = readHistoryStatus(params);
  const history = usePaymentHistory(requested, status);
  const view = historyView(history.data, history.isError, requested);
  const focusHeading = () => headingRef.current?.focus();

  function choose(changes: Record<string, string | undefined>) {
    setParams(nextParams(params, changes));
    focusHeading();
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none lg:text-3xl">
        {HISTORY_TEXTS.title}
      </h1>
      <FilterChips
        label={HISTORY_TEXTS.filter}
        chips={HISTORY_FILTERS}
        current={status}
        onChoose={(value) => choose({ status: value === undefined ? undefined : String(value) })}
      />

      {history.isError ? (
        <ProblemPanel
          message={history.error instanceof ApiError ? history.error.message : HISTORY_TEXTS.failed}
          // the failure rule: back to page 1
          onRetry={() => (requested !== 1 ? choose({ page: "1" }) : void history.refetch())}
        />
      ) : history.data === undefined ? (
        <HistorySkeleton />
      ) : view.list.length === 0 ? (
        view.page > 1 && view.totalPages > 0 ? (
          <EmptyState
            title={HISTORY_TEXTS.outOfRange}
            action={
              <Button variant="secondary" onClick={() => choose({ page: "1" })}>
                {HISTORY_TEXTS.firstPage}
              </Button>
            }
          />
        ) : status !== undefined ? (
          <EmptyState title={HISTORY_TEXTS.emptyFilteredTitle} description={HISTORY_TEXTS.emptyFilteredText} />
        ) : (
          <EmptyState
            title={HISTORY_TEXTS.emptyTitle}
            description={HISTORY_TEXTS.emptyText}
            action={
              <AppLink to="/program" className={buttonClasses("primary", "md")}>
                {HISTORY_TEXTS.browse}
              </AppLink>
            }
          />
        )
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={history.isPlaceholderData}>
            {view.list.map((item) => (
              <li key={item.id}>
                <HistoryCard item={item} />
              </li>
            ))}
          </ul>
          <Pagination
            page={view.page}
            totalPages={view.totalPages}
            label={HISTORY_TEXTS.pages}
            onNavigate={focusHeading}
          />
        </>
      )}
    </div>
  );
}

function itemNames(item: HistoryItem): string {
  const names = item.items.map((i) => i.name);
  const shown = names.slice(0, NAMES_SHOWN).join(", ");
  return names.length > NAMES_SHOWN ? `${shown} dan ${names.length - NAMES_SHOWN} lainnya` : shown;
}

function HistoryCard({ item }: { item: HistoryItem }) {
  const { tone } = paymentStatusLabel(item.status);
  const titleId = `transaksi-${item.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="history-item"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>{formatWibDateTime(item.created_at)}</span>
        <PaymentStatusBadge status={item.status} />
      </div>
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="font-bold text-slate-900">
          {itemNames(item)}
        </h2>
        <p className="text-sm text-slate-600">
          {HISTORY_TEXTS.order} <span className="break-all">{item.order_id}</span> · {item.payment_name}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-700">
          {HISTORY_TEXTS.total}{" "}
          <span className="text-base font-bold text-slate-900">{formatRupiah(item.gross_amount)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {tone === "success" ? (
            <AppLink
              to={RECEIPT_PATH(item.id)}
              className={buttonClasses("ghost", "sm")}
              aria-label={`${HISTORY_TEXTS.receipt} ${item.order_id}`}
            >
              {HISTORY_TEXTS.receipt}
            </AppLink>
          ) : null}
          <AppLink
            to={PURCHASE_DETAIL_PATH(item.id)}
            className={buttonClasses("secondary", "sm")}
            aria-label={`${HISTORY_TEXTS.detail} ${item.order_id}`}
          >
            {HISTORY_TEXTS.detail}
          </AppLink>
          {tone === "pending" ? (
            <AppLink
              to={PAYMENT_STATUS_PATH(item.id)}
              className={buttonClasses("primary", "sm")}
              aria-label={`${HISTORY_TEXTS.pay} ${item.order_id}`}
            >
              {HISTORY_TEXTS.pay}
            </AppLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function HistorySkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only" role="status">
        {HISTORY_TEXTS.loading}
      </span>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-40 rounded-2xl" />
      ))}
    </div>
  );
}
