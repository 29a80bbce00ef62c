import { type PaymentAnswer, paymentIdParams } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { formatRupiah } from "@app/domain/shared/currency";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDateTime } from "../../../shared/lib/format";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { CART_PAGE_PATH, cartKeys } from "../../cart/public";
import { catalogueKeys } from "../../catalogue/public";
import { checkoutPath } from "../../checkout/public";
import { isPaymentWaiting, PAYMENT_THANK_YOU_PATH, useCancelPendingPayment, usePayment } from "../api";
import { PaymentBreakdown } from "../components/payment-breakdown";
import { PaymentInstructions } from "../components/payment-instructions";
import { PaymentSimulator } from "../components/payment-simulator";
import { paymentCheckoutItems } from "../payment-format";

export const STATUS_TEXTS = {
  title: "Status Pembayaran",
  pending: "Menunggu Pembayaran",
  pendingText: "Selesaikan pembayaran sebelum batas waktu. Halaman ini diperbarui sendiri setelah Anda membayar.",
  success: "Pembayaran berhasil",
  successText: "Program berhasil didapatkan. Sebentar lagi Anda dibawa ke halaman berikutnya.",
  successLink: "Lanjutkan",
  failed: "Pembayaran gagal atau kedaluwarsa",
  failedText:
    "Tagihan ini tidak dapat dibayar lagi. Pilih kembali programnya dari daftar pilihan untuk membayar ulang.",
  back: "Kembali ke Daftar Pilihan",
  method: "Metode Pembayaran",
  amount: "Total Pembayaran",
  deadline: "Bayar sebelum",
  change: "Ganti Metode Pembayaran",
  notFound: "Pembayaran tidak ditemukan",
  loading: "Memuat status pembayaran",
} as const;

/** How long the success state shows before the thank-you page takes over. */
export const SUCCESS_REDIRECT_MS = 1500;

function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">{children}</div>;
}

/** The headline of every state; one live region, so the change from waiting to paid or failed is read out. */
function Headline({ title, text, tone }: { title: string; text: string; tone: "pending" | "success" | "failed" }) {
  const colour = { pending: "text-amber-700", success: "text-green-700", failed: "text-red-700" }[tone];
  return (
    <div className="flex items-start gap-3">
      <span className={`mt-1 ${colour}`}>
        <svg className="size-8" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
          {tone === "pending" ? (
            <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : null}
          {tone === "success" ? (
            <path d="m7.5 12.5 3 3 6-6.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : null}
          {tone === "failed" ? (
            <path d="m9 9 6 6m0-6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : null}
        </svg>
      </span>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{title}</h1>
        <p className="text-slate-700">{text}</p>
      </div>
    </div>
  );
}

/**
 * /payment/status/{id} (a login route; spec 002 sections 2 and 4): a waiting payment with how to pay it, asked
 * again every 3 s until it succeeds (then the thank-you page) or fails.
 */
export function PaymentStatusPage() {
  usePageTitle(STATUS_TEXTS.title);
  const params = paymentIdParams.safeParse({ id: useParams().id });
  if (!params.success) return <NotFound message={STATUS_TEXTS.notFound} />;
  return <PaymentStatus id={params.data.id} />;
}

function NotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <PageFrame>
      <ProblemPanel
        title={STATUS_TEXTS.title}
        message={message}
        {...(onRetry ? { onRetry } : {})}
        action={
          <AppLink to={CART_PAGE_PATH} className={buttonClasses("primary", "md")}>
            {STATUS_TEXTS.back}
          </AppLink>
        }
      />
    </PageFrame>
  );
}

function PaymentStatus({ id }: { id: number }) {
  const payment = usePayment(id);
  // a failed poll keeps what was shown; only a first answer that never came is an error
  if (payment.data) return <PaymentState payment={payment.data} />;
  if (payment.isError) {
    const error = payment.error;
    const missing = error instanceof ApiError && error.httpStatus === 404;
    return (
      <NotFound
        message={error instanceof ApiError ? error.message : STATUS_TEXTS.notFound}
        onRetry={missing ? undefined : () => void payment.refetch()}
      />
    );
  }
  return <StatusSkeleton />;
}

function PaymentState({ payment }: { payment: PaymentAnswer }) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const succeeded = payment.status === PAYMENT_STATUS.SUCCESS;
  const failed = payment.status === PAYMENT_STATUS.FAILED;

  useEffect(() => {
    if (!succeeded) return;
    // the bought items left the selection list
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    // the programme pages of what was bought now show 'Lanjutkan Belajar'
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.productEnrolments });
    const timer = window.setTimeout(
      () => navigate(PAYMENT_THANK_YOU_PATH(payment.id), { replace: true }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [succeeded, payment.id, navigate, queryClient]);

  return (
    <PageFrame>
      <div role="status" aria-live="polite" aria-atomic="true">
        {succeeded ? (
          <Headline tone="success" title={STATUS_TEXTS.success} text={STATUS_TEXTS.successText} />
        ) : failed ? (
          <Headline tone="failed" title={STATUS_TEXTS.failed} text={STATUS_TEXTS.failedText} />
        ) : (
          <Headline tone="pending" title={STATUS_TEXTS.pending} text={STATUS_TEXTS.pendingText} />
        )}
      </div>
      {succeeded ? (
        <AppLink
          to={PAYMENT_THANK_YOU_PATH(payment.id)}
          replace
          className={buttonClasses("primary", "lg", "self-start")}
        >
          {STATUS_TEXTS.successLink}
        </AppLink>
      ) : failed ? (
        <AppLink to={CART_PAGE_PATH} className={buttonClasses("primary", "lg", "self-start")}>
          {STATUS_TEXTS.back}
        </AppLink>
      ) : (
        <PendingPayment payment={payment} />
      )}
    </PageFrame>
  );
}

function PendingPayment({ payment }: { payment: PaymentAnswer }) {
  const navigate = useAppNavigate();
  const toast = useToast();
  const cancel = useCancelPendingPayment(payment.id);
  const waiting = isPaymentWaiting(payment.status);

  function changeMethod() {
    cancel.mutate(
      { invoice_temp_id: payment.invoice_temp_id },
      {
        // the pending payment is stopped first (spec 002 section 4): a new checkout then replaces the invoice
        onSuccess: () => navigate(checkoutPath(paymentCheckoutItems(payment.items))),
        onError: (error) => toast.show(error.message, { tone: "error" }),
      },
    );
  }

  return (
    <>
      <section
        aria-label="Ringkasan tagihan"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-slate-600">{STATUS_TEXTS.method}</dt>
            <dd className="font-semibold text-slate-900" data-testid="payment-method">
              {payment.payment_name}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-slate-600">{STATUS_TEXTS.deadline}</dt>
            <dd className="font-semibold text-slate-900" data-testid="payment-deadline">
              {formatWibDateTime(payment.expires_at, { weekday: true })}
            </dd>
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <dt className="text-sm text-slate-600">{STATUS_TEXTS.amount}</dt>
            <dd className="text-2xl font-extrabold text-slate-900" data-testid="payment-amount">
              {formatRupiah(payment.gross_amount)}
            </dd>
          </div>
        </dl>
        <PaymentBreakdown payment={payment} className="border-t border-slate-100 pt-3" />
      </section>

      <PaymentInstructions payment={payment} />

      {waiting ? (
        <Button variant="secondary" className="self-start" loading={cancel.isPending} onClick={changeMethod}>
          {STATUS_TEXTS.change}
        </Button>
      ) : null}

      {waiting && payment.simulator ? <PaymentSimulator paymentId={payment.id} /> : null}
    </>
  );
}

function StatusSkeleton() {
  return (
    <PageFrame>
      <div aria-busy="true" className="flex flex-col gap-5">
        <span className="sr-only" role="status">
          {STATUS_TEXTS.loading}
        </span>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </PageFrame>
  );
}
