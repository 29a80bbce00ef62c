import type { WorkCardInvoiceAnswer, WorkCardOtpAnswer } from "@app/domain/payment/work-card";
import { formatRupiah } from "@app/domain/shared/currency";
import { useId, useRef, useState } from "react";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Button } from "../../../shared/ui/button";
import { DigitBoxInput } from "../../../shared/ui/digit-box-input";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { Spinner } from "../../../shared/ui/spinner";
import { useIdempotencyKeys, workCardReceiptPath } from "../../payment/public";
import { useAuthorizeWorkCard, useSendWorkCardOtp, useWorkCardBalance, useWorkCardInvoice } from "../work-card-api";

export const WORK_CARD_TEXTS = {
  title: "Pembayaran Kartu Prakerja",
  summary: "Ringkasan Pesanan",
  total: "Total Pembayaran",
  discount: "Diskon",
  balance: "Saldo Kartu Prakerja",
  balanceLoading: "Memuat saldo",
  balanceError: "Saldo Kartu Prakerja belum dapat dimuat.",
  lowBalance: "Saldo Kartu Prakerja Anda tidak mencukupi untuk pesanan ini.",
  intro: "Kami akan mengirim kode OTP 6 digit untuk menyetujui pembayaran dengan Kartu Prakerja.",
  sendOtp: "Kirim OTP",
  resendOtp: "Kirim Ulang OTP",
  sending: "Mengirim kode OTP",
  otpLabel: "Kode OTP",
  otpSentTo: (destination: string) => `Masukkan 6 digit kode OTP yang telah dikirim ke ${destination}.`,
  pay: "Bayar",
  paying: "Memproses pembayaran",
  loading: "Memuat pesanan",
  failed: "Pesanan belum dapat dimuat.",
  notAllowed: "Pesanan ini tidak dapat dibayar dengan Kartu Prakerja",
} as const;

const MAX_ID = 2_147_483_647;

/** /kartuprakerja/pembayaran/{invoice id} (PaymentPrakerjaV2): pay an invoice with the Prakerja work card. */
export function WorkCardPaymentPage() {
  usePageTitle(WORK_CARD_TEXTS.title);
  const param = useParams().id ?? "";
  const id = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  if (id <= 0 || id > MAX_ID) return <Navigate to="/404" replace />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-10 max-[767px]:py-14 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{WORK_CARD_TEXTS.title}</h1>
      <WorkCardPayment invoiceId={id} />
    </div>
  );
}

function WorkCardPayment({ invoiceId }: { invoiceId: number }) {
  const invoice = useWorkCardInvoice(invoiceId);
  if (invoice.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          {WORK_CARD_TEXTS.loading}
        </span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.httpStatus === 404) return <Navigate to="/404" replace />;
    return (
      <ProblemPanel
        message={invoice.error instanceof ApiError ? invoice.error.message : WORK_CARD_TEXTS.failed}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  const data = invoice.data;
  return (
    <>
      <OrderSummary invoice={data.invoice} />
      {data.eligible ? (
        <PayWithCard invoiceId={invoiceId} total={data.invoice.real_total} />
      ) : (
        <ProblemPanel message={data.reason ?? WORK_CARD_TEXTS.notAllowed} />
      )}
    </>
  );
}

function OrderSummary({ invoice }: { invoice: WorkCardInvoiceAnswer["invoice"] }) {
  return (
    <section aria-labelledby="work-card-summary" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="work-card-summary" className="mb-3 font-bold text-slate-900">
        {WORK_CARD_TEXTS.summary}
      </h2>
      <ul className="flex flex-col gap-2 text-slate-800">
        {invoice.items.map((item) => (
          <li key={`${item.program_id}-${item.addon_id ?? "p"}`} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{item.name}</span>
            <span className="shrink-0 tabular-nums">{formatRupiah(item.price)}</span>
          </li>
        ))}
      </ul>
      {invoice.discount > 0 ? (
        <p className="mt-2 flex justify-between gap-3 text-slate-700">
          <span>{WORK_CARD_TEXTS.discount}</span>
          <span className="tabular-nums">-{formatRupiah(invoice.discount)}</span>
        </p>
      ) : null}
      <p className="mt-3 flex justify-between gap-3 border-t border-slate-200 pt-3 font-bold text-slate-900">
        <span>{WORK_CARD_TEXTS.total}</span>
        <span className="tabular-nums" data-testid="work-card-total">
          {formatRupiah(invoice.real_total)}
        </span>
      </p>
    </section>
  );
}

function PayWithCard({ invoiceId, total }: { invoiceId: number; total: number }) {
  const balance = useWorkCardBalance(true);
  const send = useSendWorkCardOtp();
  const authorize = useAuthorizeWorkCard();
  const navigate = useAppNavigate();
  const keys = useIdempotencyKeys();
  const [challenge, setChallenge] = useState<WorkCardOtpAnswer | null>(null);
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : WORK_CARD_TEXTS.failed);

  function sendOtp() {
    setError(null);
    send.mutate(invoiceId, {
      onSuccess: (answer) => {
        setChallenge(answer);
        setOtp("");
        // the focus moves to the code the learner now types
        requestAnimationFrame(() => firstBoxRef.current?.focus());
      },
      onError: (err) => setError(messageOf(err)),
    });
  }

  function pay(code: string) {
    if (!challenge || code.length !== 6 || authorize.isPending) return;
    setError(null);
    authorize.mutate(
      // the same code of the same OTP sent again (a double click) is the same request; another code is a new one
      { invoiceId, otp: code, idempotencyKey: keys(`authorize:${challenge.order_id}:${challenge.expires_at}:${code}`) },
      {
        // one programme bought: its Prakerja receipt (/invoice/program/{id}); several: the payment's receipt
        onSuccess: (payment) => navigate(workCardReceiptPath(payment), { replace: true }),
        onError: (err) => setError(messageOf(err)),
      },
    );
  }

  const shownBalance = challenge?.balance ?? balance.data;
  const low = shownBalance !== undefined && shownBalance < total;

  return (
    <section
      aria-labelledby="work-card-pay"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="work-card-pay" className="sr-only">
        {WORK_CARD_TEXTS.pay}
      </h2>
      <p className="flex items-center justify-between gap-3 text-slate-800">
        <span>{WORK_CARD_TEXTS.balance}</span>
        {shownBalance !== undefined ? (
          <span className="font-bold tabular-nums text-slate-900" data-testid="work-card-balance">
            {formatRupiah(shownBalance)}
          </span>
        ) : balance.isError ? (
          <Button variant="secondary" size="sm" onClick={() => void balance.refetch()}>
            Coba Lagi
          </Button>
        ) : (
          <Spinner size="sm" label={WORK_CARD_TEXTS.balanceLoading} />
        )}
      </p>
      {balance.isError && shownBalance === undefined ? (
        <p className="text-sm text-slate-700">{WORK_CARD_TEXTS.balanceError}</p>
      ) : null}
      {low ? <p className="text-sm font-semibold text-red-700">{WORK_CARD_TEXTS.lowBalance}</p> : null}

      {challenge === null ? (
        <>
          <p className="text-sm text-slate-700">{WORK_CARD_TEXTS.intro}</p>
          <Button size="lg" onClick={sendOtp} loading={send.isPending} disabled={send.isPending || low}>
            {WORK_CARD_TEXTS.sendOtp}
          </Button>
        </>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            pay(otp);
          }}
        >
          <p className="text-sm text-slate-700">{WORK_CARD_TEXTS.otpSentTo(challenge.destination)}</p>
          <DigitBoxInput
            kind="code"
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setError(null);
            }}
            length={6}
            label={WORK_CARD_TEXTS.otpLabel}
            invalid={error !== null}
            describedBy={error ? errorId : undefined}
            firstBoxRef={firstBoxRef}
            // the form mounts with the first OTP: focus its first box then (a frame scheduled before the render
            // commits can find no box); a resent OTP keeps the form and is focused by sendOtp
            autoFocus
            disabled={authorize.isPending}
          />
          <Button
            type="submit"
            size="lg"
            loading={authorize.isPending}
            disabled={otp.length !== 6 || authorize.isPending}
          >
            {WORK_CARD_TEXTS.pay}
          </Button>
          <Button variant="secondary" onClick={sendOtp} loading={send.isPending} disabled={send.isPending}>
            {WORK_CARD_TEXTS.resendOtp}
          </Button>
        </form>
      )}
      <div aria-live="polite" className="min-h-6 text-sm">
        {authorize.isPending ? (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <Spinner size="sm" label={WORK_CARD_TEXTS.paying} />
            {WORK_CARD_TEXTS.paying}…
          </span>
        ) : error ? (
          <p id={errorId} role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
