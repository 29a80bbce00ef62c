import {
  type PrakerjaReceiptBlock,
  paymentIdParams,
  programIdParams,
  type Receipt,
} from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { formatRupiah } from "@app/domain/shared/currency";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { getAppConfig } from "../../../shared/lib/app-config";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import {
  HISTORY_PAGE_PATH,
  PURCHASE_DETAIL_PATH,
  type ReceiptSource,
  receiptPdfHref,
  usePrakerjaReceipt,
  useReceipt,
} from "../api";

export const RECEIPT_TEXTS = {
  receipt: "Kuitansi",
  invoice: "Tagihan",
  number: "Nomor",
  order: "No. Pesanan",
  issued: "Tanggal",
  paid: "Dibayar pada",
  buyer: "Pembeli",
  method: "Metode Pembayaran",
  item: "Program",
  price: "Harga",
  subtotal: "Subtotal",
  discount: "Diskon voucher",
  fee: "Biaya layanan",
  total: "Total",
  paidStamp: "LUNAS",
  unpaidStamp: "BELUM DIBAYAR",
  print: "Cetak",
  download: "Unduh PDF",
  back: "Kembali",
  notFound: "Kuitansi tidak ditemukan",
  loading: "Memuat kuitansi",
  history: "Daftar Transaksi",
} as const;

/** The 'Kartu Prakerja' block of the Prakerja receipt (/invoice/program/{id}); texts of docs/web.md. */
export const PRAKERJA_RECEIPT_TEXTS = {
  title: "Kartu Prakerja",
  participant: "Nomor Kartu Prakerja",
  method: "Metode Pembayaran",
  transaction: "ID Transaksi",
  code: "Kode Redeem",
  status: "Status Redeem",
  redeemedAt: "Ditukar pada",
  deadline: "Batas Penukaran Kode",
  partnerInvoice: "Nomor Invoice Prakerja",
  none: "-",
  /** Redeem status 0–3 of the enrolment (spec 000 section 3). */
  statuses: {
    0: "Belum Ditukar",
    1: "Berhasil Ditukar",
    2: "Gagal Ditukar (internal)",
    3: "Gagal Ditukar (Prakerja)",
  },
} as const;

/** /receipt/{payment id} and /invoice/{payment id} (blank layout): the receipt once paid, the invoice before. */
export function PaymentReceiptPage() {
  const params = paymentIdParams.safeParse({ id: useParams().id });
  if (!params.success) return <ReceiptMissing message={RECEIPT_TEXTS.notFound} />;
  return <ReceiptOf source={{ kind: "payment", id: params.data.id }} />;
}

/** /receipt/program/{programme id} ('Resi Program'): the receipt of the learner's latest purchase of a programme. */
export function ProgramReceiptPage() {
  const params = programIdParams.safeParse({ id: useParams().id });
  if (!params.success) return <ReceiptMissing message={RECEIPT_TEXTS.notFound} />;
  return <ReceiptOf source={{ kind: "program", id: params.data.id }} />;
}

/**
 * /invoice/program/{programme id} ('Prakerja Receipt'): the job-training receipt of the learner's purchase of a
 * Prakerja programme, GET /payment/invoice_preview/{id} — the same sheet and its 'Kartu Prakerja' block.
 */
export function PrakerjaReceiptPage() {
  const params = programIdParams.safeParse({ id: useParams().id });
  if (!params.success) return <ReceiptMissing message={RECEIPT_TEXTS.notFound} />;
  return <PrakerjaReceiptOf programId={params.data.id} />;
}

function Sheet({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100 px-3 py-6 sm:px-6 sm:py-10 print:bg-white print:p-0">
      <div className="mx-auto flex max-w-3xl flex-col gap-4">{children}</div>
    </div>
  );
}

function ReceiptMissing({ message, onRetry }: { message: string; onRetry?: () => void }) {
  usePageTitle(RECEIPT_TEXTS.receipt);
  return (
    <Sheet>
      <ProblemPanel
        title={RECEIPT_TEXTS.receipt}
        message={message}
        {...(onRetry ? { onRetry } : {})}
        action={
          <AppLink to={HISTORY_PAGE_PATH} className={buttonClasses("primary", "md")}>
            {RECEIPT_TEXTS.history}
          </AppLink>
        }
      />
    </Sheet>
  );
}

type ReceiptQuery = {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

function ReceiptOf({ source }: { source: ReceiptSource }) {
  const receipt = useReceipt(source);
  if (receipt.data) return <ReceiptSheet receipt={receipt.data} />;
  return <ReceiptWaiting query={receipt} />;
}

function PrakerjaReceiptOf({ programId }: { programId: number }) {
  const receipt = usePrakerjaReceipt(programId);
  if (receipt.data) {
    return (
      <ReceiptSheet receipt={receipt.data}>
        <PrakerjaBlock block={receipt.data.prakerja} />
      </ReceiptSheet>
    );
  }
  return <ReceiptWaiting query={receipt} />;
}

/** Loading, or the error: a 404 (no receipt) without a retry, anything else with one. */
function ReceiptWaiting({ query: receipt }: { query: ReceiptQuery }) {
  if (receipt.isError) {
    const error = receipt.error;
    const missing = error instanceof ApiError && error.httpStatus === 404;
    return (
      <ReceiptMissing
        message={error instanceof ApiError ? error.message : RECEIPT_TEXTS.notFound}
        onRetry={missing ? undefined : () => void receipt.refetch()}
      />
    );
  }
  return (
    <Sheet>
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only" role="status">
          {RECEIPT_TEXTS.loading}
        </span>
        <Skeleton className="h-11 w-64" />
        <Skeleton className="h-[28rem] rounded-2xl" />
      </div>
    </Sheet>
  );
}

function ReceiptSheet({ receipt, children }: { receipt: Receipt; children?: ReactNode }) {
  const { brandName } = getAppConfig();
  const paid = receipt.status === PAYMENT_STATUS.SUCCESS;
  const title = receipt.kind === "receipt" ? RECEIPT_TEXTS.receipt : RECEIPT_TEXTS.invoice;
  usePageTitle(`${title} ${receipt.number}`);
  return (
    <Sheet>
      <div className="flex flex-wrap gap-2 print:hidden">
        <AppLink to={PURCHASE_DETAIL_PATH(receipt.payment_id)} className={buttonClasses("ghost", "md")}>
          <span aria-hidden="true">‹</span> {RECEIPT_TEXTS.back}
        </AppLink>
        <span className="flex-1" />
        <Button variant="secondary" onClick={() => window.print()}>
          {RECEIPT_TEXTS.print}
        </Button>
        <a href={receiptPdfHref(receipt.payment_id)} download className={buttonClasses("primary", "md")}>
          {RECEIPT_TEXTS.download}
        </a>
      </div>
      <article
        aria-labelledby="receipt-title"
        className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm sm:p-10 print:rounded-none print:p-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
          <div className="flex flex-col gap-1">
            <p className="text-xl font-extrabold text-brand-700">{brandName}</p>
            <h1 id="receipt-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {title}
            </h1>
            <p className="text-sm text-slate-600">
              {RECEIPT_TEXTS.number} <span className="font-semibold text-slate-800">{receipt.number}</span>
            </p>
          </div>
          <p
            data-testid="receipt-stamp"
            className={`rounded-lg border-2 px-3 py-1 text-sm font-extrabold tracking-widest ${
              paid ? "border-green-700 text-green-800" : "border-amber-600 text-amber-800"
            }`}
          >
            {paid ? RECEIPT_TEXTS.paidStamp : RECEIPT_TEXTS.unpaidStamp}
          </p>
        </header>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Fact label={RECEIPT_TEXTS.buyer}>
            {receipt.buyer.name}
            <span className="block font-normal break-all text-slate-600">{receipt.buyer.email}</span>
          </Fact>
          <Fact label={RECEIPT_TEXTS.order}>{receipt.order_id}</Fact>
          <Fact label={RECEIPT_TEXTS.issued}>{formatWibDateTime(receipt.issued_at)}</Fact>
          <Fact label={RECEIPT_TEXTS.method}>{receipt.method}</Fact>
          {receipt.paid_at ? <Fact label={RECEIPT_TEXTS.paid}>{formatWibDateTime(receipt.paid_at)}</Fact> : null}
        </dl>
        <table className="w-full text-sm">
          <caption className="sr-only">Rincian {title.toLowerCase()}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {RECEIPT_TEXTS.item}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {RECEIPT_TEXTS.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines have no identity beyond their place
              <tr key={index} className="border-b border-slate-100 text-slate-800">
                <td className="py-2 pr-4">{item.name}</td>
                <td className="py-2 text-right whitespace-nowrap">{formatRupiah(item.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="text-slate-700">
            <Total label={RECEIPT_TEXTS.subtotal} value={formatRupiah(receipt.subtotal)} />
            {receipt.discount > 0 ? (
              <Total label={RECEIPT_TEXTS.discount} value={`-${formatRupiah(receipt.discount)}`} />
            ) : null}
            {receipt.fee > 0 ? <Total label={RECEIPT_TEXTS.fee} value={formatRupiah(receipt.fee)} /> : null}
            <tr className="border-t-2 border-slate-300 text-base font-extrabold text-slate-900">
              <th scope="row" className="pt-3 text-left">
                {RECEIPT_TEXTS.total}
              </th>
              <td className="pt-3 text-right whitespace-nowrap" data-testid="receipt-total">
                {formatRupiah(receipt.total)}
              </td>
            </tr>
          </tfoot>
        </table>
        {children}
      </article>
    </Sheet>
  );
}

function PrakerjaBlock({ block }: { block: PrakerjaReceiptBlock }) {
  const T = PRAKERJA_RECEIPT_TEXTS;
  const { redeem } = block;
  return (
    <section
      aria-labelledby="receipt-prakerja"
      data-testid="receipt-prakerja"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:p-5 print:rounded-none print:border-slate-400"
    >
      <h2 id="receipt-prakerja" className="text-lg font-bold text-slate-900">
        {T.title}
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Fact label={T.participant}>{block.participant_id_masked ?? T.none}</Fact>
        <Fact label={T.method}>{block.method}</Fact>
        <Fact label={T.transaction}>{block.transaction_id ?? T.none}</Fact>
        {redeem ? (
          <>
            <Fact label={T.code}>{redeem.redemption_code_masked ?? T.none}</Fact>
            <Fact label={T.status}>{T.statuses[redeem.status]}</Fact>
            {redeem.redeemed_at ? <Fact label={T.redeemedAt}>{formatWibDateTime(redeem.redeemed_at)}</Fact> : null}
            {redeem.redemption_deadline ? (
              <Fact label={T.deadline}>{formatWibDateTime(redeem.redemption_deadline)}</Fact>
            ) : null}
            <Fact label={T.partnerInvoice}>{redeem.partner_invoice_code ?? T.none}</Fact>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold break-all text-slate-900">{children}</dd>
    </div>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="pt-2 pb-1 text-left font-normal">
        {label}
      </th>
      <td className="pt-2 pb-1 text-right whitespace-nowrap">{value}</td>
    </tr>
  );
}
