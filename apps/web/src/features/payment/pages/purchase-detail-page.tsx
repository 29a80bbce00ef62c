import { type PaymentAnswer, paymentIdParams } from "@app/domain/payment/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { PROGRAMMU_PATH } from "../../learning/public";
import { HISTORY_PAGE_PATH, INVOICE_PATH, PAYMENT_STATUS_PATH, RECEIPT_PATH, receiptPdfHref, usePayment } from "../api";
import { PaymentBreakdown } from "../components/payment-breakdown";
import { PaymentStatusBadge } from "../components/payment-status-badge";
import { paymentStatusLabel } from "../payment-format";

export const DETAIL_TEXTS = {
  title: "Detail Pembelian",
  history: "Daftar Transaksi",
  order: "No. Pesanan",
  created: "Tanggal pembelian",
  paid: "Dibayar pada",
  deadline: "Bayar sebelum",
  method: "Metode Pembayaran",
  items: "Rincian pembelian",
  total: "Total Pembayaran",
  pay: "Lanjutkan Pembayaran",
  receipt: "Lihat Kuitansi",
  invoice: "Lihat Tagihan",
  download: "Unduh PDF",
  study: "Mulai Belajar",
  notFound: "Pembelian tidak ditemukan",
  loading: "Memuat detail pembelian",
} as const;

/** /detail-pembelian/{id} (a login route; spec 002 sections 2 and 7, `GET /payment/v4/detail/{id}`). */
export function PurchaseDetailPage() {
  usePageTitle(DETAIL_TEXTS.title);
  const params = paymentIdParams.safeParse({ id: useParams().id });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: DETAIL_TEXTS.history, to: HISTORY_PAGE_PATH }, { label: DETAIL_TEXTS.title }]} />
      {params.success ? <PurchaseDetail id={params.data.id} /> : <Missing message={DETAIL_TEXTS.notFound} />}
    </div>
  );
}

function Missing({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <ProblemPanel
      title={DETAIL_TEXTS.title}
      message={message}
      {...(onRetry ? { onRetry } : {})}
      action={
        <AppLink to={HISTORY_PAGE_PATH} className={buttonClasses("primary", "md")}>
          {DETAIL_TEXTS.history}
        </AppLink>
      }
    />
  );
}

function PurchaseDetail({ id }: { id: number }) {
  const payment = usePayment(id);
  if (payment.data) return <Detail payment={payment.data} />;
  if (payment.isError) {
    const error = payment.error;
    const missing = error instanceof ApiError && error.httpStatus === 404;
    return (
      <Missing
        message={error instanceof ApiError ? error.message : DETAIL_TEXTS.notFound}
        onRetry={missing ? undefined : () => void payment.refetch()}
      />
    );
  }
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only" role="status">
        {DETAIL_TEXTS.loading}
      </span>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

function Detail({ payment }: { payment: PaymentAnswer }) {
  const { tone } = paymentStatusLabel(payment.status);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{DETAIL_TEXTS.title}</h1>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <section
        aria-label={DETAIL_TEXTS.items}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={DETAIL_TEXTS.order} value={payment.order_id} />
          <Fact label={DETAIL_TEXTS.method} value={payment.payment_name} />
          <Fact label={DETAIL_TEXTS.created} value={formatWibDateTime(payment.created_at)} />
          {payment.paid_at ? (
            <Fact label={DETAIL_TEXTS.paid} value={formatWibDateTime(payment.paid_at)} />
          ) : tone === "pending" ? (
            <Fact label={DETAIL_TEXTS.deadline} value={formatWibDateTime(payment.expires_at, { weekday: true })} />
          ) : null}
        </dl>
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
          <h2 className="font-bold text-slate-900">{DETAIL_TEXTS.items}</h2>
          <PaymentBreakdown payment={payment} />
        </div>
        <p className="flex items-baseline justify-between gap-4 border-t border-slate-100 pt-4">
          <span className="font-semibold text-slate-800">{DETAIL_TEXTS.total}</span>
          <span className="text-xl font-extrabold text-slate-900" data-testid="payment-amount">
            {formatRupiah(payment.gross_amount)}
          </span>
        </p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {tone === "success" ? (
          <>
            <AppLink to={PROGRAMMU_PATH} className={buttonClasses("primary", "md")}>
              {DETAIL_TEXTS.study}
            </AppLink>
            <AppLink to={RECEIPT_PATH(payment.id)} className={buttonClasses("secondary", "md")}>
              {DETAIL_TEXTS.receipt}
            </AppLink>
            <a href={receiptPdfHref(payment.id)} download className={buttonClasses("ghost", "md")}>
              {DETAIL_TEXTS.download}
            </a>
          </>
        ) : tone === "pending" ? (
          <>
            <AppLink to={PAYMENT_STATUS_PATH(payment.id)} className={buttonClasses("primary", "md")}>
              {DETAIL_TEXTS.pay}
            </AppLink>
            <AppLink to={INVOICE_PATH(payment.id)} className={buttonClasses("secondary", "md")}>
              {DETAIL_TEXTS.invoice}
            </AppLink>
          </>
        ) : (
          <AppLink to={INVOICE_PATH(payment.id)} className={buttonClasses("secondary", "md")}>
            {DETAIL_TEXTS.invoice}
          </AppLink>
        )}
      </div>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold break-all text-slate-900">{value}</dd>
    </div>
  );
}
