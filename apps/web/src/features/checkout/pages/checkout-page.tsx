import { isProfileComplete } from "@app/domain/account/profile-completeness";
import { CHECKOUT_MESSAGES, type CheckoutAnswer } from "@app/domain/checkout/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formFieldErrors } from "../../../shared/lib/field-errors";
import { REDIRECT_PATH_QUERY } from "../../../shared/lib/redirect-path";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { ProfileRequired, useSessionUser } from "../../account/public";
import { CART_PAGE_PATH, cartKeys } from "../../cart/public";
import { catalogueKeys } from "../../catalogue/public";
import { PAYMENT_STATUS_PATH, PAYMENT_THANK_YOU_PATH, useIdempotencyKeys, usePay } from "../../payment/public";
import { PIN_PAGE_PATH, PinDialog, pinRefusalText, pointsKeys, usePinState, usePoints } from "../../points/public";
import { WorkCardCheckoutLink } from "../../prakerja/public";
import {
  type CheckoutItems,
  checkoutKeys,
  parseCheckoutSearch,
  useApplyVoucher,
  useCheckoutInvoice,
  useFreeEnrollment,
  usePaymentMethods,
  useRemoveVoucher,
} from "../api";
import { checkoutTotals, chosenMethod, isFreeCheckout, visibleCategories } from "../checkout-totals";
import { CheckoutSummary } from "../components/checkout-summary";
import { METHOD_TEXTS, PaymentMethodList, type PointsState, pointsShort } from "../components/payment-method-list";
import { VoucherField } from "../components/voucher-field";
import { keepVoucherFor, takeVoucherFor } from "../voucher-carry";

export const CHECKOUT_TEXTS = {
  title: "Checkout",
  items: "Ringkasan Pesanan",
  loading: "Memuat checkout",
  emptyTitle: "Belum ada yang dipilih untuk dibayar",
  emptyText: "Pilih program atau add-on di daftar pilihan, lalu tekan Lanjut ke Pembayaran.",
  back: "Kembali ke Daftar Pilihan",
  failedTitle: "Checkout belum dapat dilanjutkan",
  retry: "Coba Lagi",
  restart: "Checkout Ulang",
  free: "Tidak perlu pembayaran: program ini bisa langsung Anda dapatkan.",
  methodsFailed: "Metode pembayaran belum dapat dimuat.",
  noMethod: "Belum ada metode pembayaran yang tersedia.",
} as const;

/** The voucher box is the form's one field: a validation refusal of the code shows its own words there. */
const VOUCHER_FIELD = ["code"] as const;

function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "Terjadi kesalahan pada server";
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    // under 1024 px the page fills the screen, so the summary bar sits at its bottom even for a short checkout
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-6xl flex-col gap-5 px-4 pt-6 sm:px-6 lg:min-h-0 lg:pt-10 lg:pb-12">
      <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{CHECKOUT_TEXTS.title}</h1>
      {children}
    </div>
  );
}

function BackToList() {
  return (
    <AppLink to={CART_PAGE_PATH} className={buttonClasses("primary", "md", "min-w-40")}>
      {CHECKOUT_TEXTS.back}
    </AppLink>
  );
}

/**
 * /checkout?program_ids=1,2&addon_ids=3 (a login route; spec 002 sections 2 and 4): opens the invoice of the
 * chosen items, takes a voucher, offers the payment methods and pays — or, with nothing to pay, enrols at once.
 */
export function CheckoutPage() {
  usePageTitle(CHECKOUT_TEXTS.title);
  const { search } = useLocation();
  const items = parseCheckoutSearch(search);
  if (items === null) {
    return (
      <PageFrame>
        <EmptyState title={CHECKOUT_TEXTS.emptyTitle} description={CHECKOUT_TEXTS.emptyText} action={<BackToList />} />
      </PageFrame>
    );
  }
  return <ProfileGatedCheckout key={search} items={items} />;
}

/**
 * Checkout waits for a complete profile (spec 000 section 4.7; the server refuses it too): a learner with a missing
 * field sees what is missing and the way to fill it in, which comes back to this checkout. While the session user
 * loads, the skeleton shows; if it cannot load, the invoice call decides.
 */
function ProfileGatedCheckout({ items }: { items: CheckoutItems }) {
  const { user, query } = useSessionUser();
  if (user && !isProfileComplete(user)) {
    return (
      <PageFrame>
        <ProfileRequired user={user} />
      </PageFrame>
    );
  }
  if (!user && query.isPending) return <CheckoutSkeleton />;
  // another address is another checkout: nothing of the previous one's state carries over
  return <CheckoutForItems items={items} />;
}

function CheckoutForItems({ items }: { items: CheckoutItems }) {
  const invoice = useCheckoutInvoice(items);
  if (invoice.data) return <CheckoutContent items={items} invoice={invoice.data} />;
  if (invoice.isError) {
    const fault = !(invoice.error instanceof ApiError) || invoice.error.httpStatus >= 500 || invoice.error.status === 0;
    return (
      <PageFrame>
        <EmptyState
          title={CHECKOUT_TEXTS.failedTitle}
          description={<p role="alert">{errorMessage(invoice.error)}</p>}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              {fault ? (
                <Button variant="secondary" className="min-w-32" onClick={() => void invoice.refetch()}>
                  {CHECKOUT_TEXTS.retry}
                </Button>
              ) : null}
              <BackToList />
            </div>
          }
        />
      </PageFrame>
    );
  }
  return <CheckoutSkeleton />;
}

function CheckoutContent({ items, invoice }: { items: CheckoutItems; invoice: CheckoutAnswer }) {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const toast = useToast();
  const free = isFreeCheckout(invoice);
  const methods = usePaymentMethods(invoice.invoice_temp_id, !free);
  const [picked, setPicked] = useState<string | null>(null);
  const categories = visibleCategories(methods.data ?? []);
  // points pay only what the balance covers, and only with a PIN: both are known before the learner chooses
  const pointsOffered = !free && categories.some((category) => category.category_name === "poin");
  const balance = usePoints(pointsOffered);
  const pinState = usePinState(pointsOffered);
  const points: PointsState = { balance: balance.data?.balance ?? null, hasPin: pinState.data?.has_pin ?? null };
  const method = free
    ? null
    : chosenMethod(
        categories,
        picked,
        (option) => option.category_name === "poin" && pointsShort(points, invoice.real_total),
      );
  const totals = checkoutTotals(invoice, method);

  const applyVoucher = useApplyVoucher(items);
  const removeVoucher = useRemoveVoucher(items);
  const pay = usePay();
  const { search, pathname } = useLocation();
  const enrol = useFreeEnrollment();
  const idempotencyKey = useIdempotencyKeys();
  const [pinOpen, setPinOpen] = useState(false);
  const pinAttempts = useRef(0);
  const byPoints = method?.category_name === "poin";
  const busy = pay.isPending || enrol.isPending || pay.isSuccess || enrol.isSuccess;

  const voucherError = applyVoucher.error ?? removeVoucher.error;
  const submitError = pay.error ?? enrol.error;
  const closed = [voucherError, submitError].some(
    (error) => error instanceof ApiError && error.message === CHECKOUT_MESSAGES.invoiceClosed,
  );

  // back from setting the PIN: the voucher this checkout had is applied again, once
  const carried = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the invoice this page opened
  useEffect(() => {
    if (carried.current) return;
    carried.current = true;
    const code = takeVoucherFor(search);
    if (code && invoice.voucher === null) void apply(code);
  }, []);

  function restart() {
    for (const mutation of [applyVoucher, removeVoucher, pay, enrol]) mutation.reset();
    void queryClient.resetQueries({ queryKey: checkoutKeys.invoice(items) });
  }

  async function apply(code: string): Promise<boolean> {
    removeVoucher.reset();
    try {
      const change = await applyVoucher.mutateAsync({ invoice_temp_id: invoice.invoice_temp_id, code });
      toast.show(change.message);
      return true;
    } catch {
      return false;
    }
  }

  function remove() {
    applyVoucher.reset();
    removeVoucher.mutate(
      { invoice_temp_id: invoice.invoice_temp_id },
      { onSuccess: (change) => toast.show(change.message) },
    );
  }

  function submit() {
    pay.reset();
    enrol.reset();
    if (free) {
      enrol.mutate(
        { invoice_temp_id: invoice.invoice_temp_id },
        {
          onSuccess: () => {
            // the programmes left the selection list
            void queryClient.invalidateQueries({ queryKey: cartKeys.all });
            // the programme pages of what was joined now show 'Lanjutkan Belajar'
            void queryClient.invalidateQueries({ queryKey: catalogueKeys.productEnrolments });
            navigate(PAYMENT_THANK_YOU_PATH(`free-${invoice.invoice_temp_id}`), { replace: true });
          },
        },
      );
      return;
    }
    if (!method) return;
    // points are taken at once, confirmed by the payment PIN; without one, the learner sets it first and comes
    // back to this same checkout (its items in the address, its voucher kept for the return)
    if (byPoints) {
      if (points.hasPin === false) {
        if (invoice.voucher) keepVoucherFor(search, invoice.voucher.code);
        const back = new URLSearchParams({ [REDIRECT_PATH_QUERY]: `${pathname}${search}` });
        navigate(`${PIN_PAGE_PATH}?${back}`);
        return;
      }
      setPinOpen(true);
      return;
    }
    const body = { invoice_temp_id: invoice.invoice_temp_id, full_id: method.full_id };
    pay.mutate(
      { body, idempotencyKey: idempotencyKey(`pay:${body.invoice_temp_id}:${body.full_id}`) },
      // replaced: going back must not land on a checkout whose invoice is being paid
      { onSuccess: (payment) => navigate(PAYMENT_STATUS_PATH(payment.id), { replace: true }) },
    );
  }

  async function payWithPoints(pin: string): Promise<void> {
    if (!method) return;
    // each PIN typed is its own request: a wrong one must not be replayed for the next
    pinAttempts.current += 1;
    const body = { invoice_temp_id: invoice.invoice_temp_id, full_id: method.full_id, pin };
    const payment = await pay
      .mutateAsync({
        body,
        idempotencyKey: idempotencyKey(`pay:${body.invoice_temp_id}:${body.full_id}:${pinAttempts.current}`),
      })
      .catch((error: unknown) => {
        // the dialog shows it under the boxes: a wrong PIN with the tries left, a freeze with its end in WIB
        throw new Error(pinRefusalText(error));
      });
    // the points were spent: the balance is stale
    void queryClient.invalidateQueries({ queryKey: pointsKeys.balance });
    navigate(PAYMENT_STATUS_PATH(payment.id), { replace: true });
  }

  const shownSubmitError = pinOpen ? enrol.error : submitError;
  const submitProblem =
    shownSubmitError || closed ? (
      <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {shownSubmitError ? <p>{errorMessage(shownSubmitError)}</p> : null}
        {closed ? (
          <Button variant="secondary" size="sm" className="mt-2" onClick={restart}>
            {CHECKOUT_TEXTS.restart}
          </Button>
        ) : null}
      </div>
    ) : null;

  return (
    <PageFrame>
      <div className="flex flex-1 flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:gap-8">
        <div className="flex flex-col gap-4">
          <section
            aria-labelledby="checkout-items-title"
            className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <h2 id="checkout-items-title" className="mb-3 text-lg font-bold text-slate-900">
              {CHECKOUT_TEXTS.items}
            </h2>
            <ul className="flex flex-col divide-y divide-slate-100">
              {invoice.items.map((item) => (
                <li
                  key={`${item.program_id}-${item.addon_id ?? "p"}`}
                  className="flex items-start justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
                >
                  <span className="min-w-0 text-slate-900">
                    {item.addon_id !== null ? (
                      <span className="mr-2 inline-block rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                        Add-on
                      </span>
                    ) : null}
                    {item.name}
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900">
                    {item.price === 0 ? "Gratis" : formatRupiah(item.price)}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <VoucherField
            voucher={invoice.voucher}
            onApply={apply}
            onRemove={remove}
            applying={applyVoucher.isPending}
            removing={removeVoucher.isPending}
            error={
              voucherError ? (formFieldErrors(voucherError, VOUCHER_FIELD).code ?? errorMessage(voucherError)) : null
            }
            disabled={busy || applyVoucher.isPending || removeVoucher.isPending}
          />

          {free ? (
            <p className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900">
              {CHECKOUT_TEXTS.free}
            </p>
          ) : (
            <section
              aria-labelledby="checkout-methods-title"
              className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
            >
              <h2 id="checkout-methods-title" className="mb-4 text-lg font-bold text-slate-900">
                {METHOD_TEXTS.title}
              </h2>
              <WorkCardCheckoutLink invoiceId={invoice.invoice_temp_id} />
              {methods.data ? (
                categories.length > 0 ? (
                  <PaymentMethodList
                    categories={categories}
                    chosen={method?.full_id ?? null}
                    realTotal={invoice.real_total}
                    onChoose={(fullId) => {
                      setPicked(fullId);
                      pay.reset();
                    }}
                    disabled={busy}
                    points={points}
                  />
                ) : (
                  <p className="text-sm text-slate-700">{CHECKOUT_TEXTS.noMethod}</p>
                )
              ) : methods.isError ? (
                <div role="alert" className="flex flex-col items-start gap-2 text-sm text-slate-700">
                  <p>
                    {CHECKOUT_TEXTS.methodsFailed} {errorMessage(methods.error)}
                  </p>
                  <Button variant="secondary" size="sm" onClick={() => void methods.refetch()}>
                    {CHECKOUT_TEXTS.retry}
                  </Button>
                </div>
              ) : (
                <MethodsSkeleton />
              )}
            </section>
          )}
        </div>

        <CheckoutSummary
          totals={totals}
          free={free}
          onSubmit={submit}
          busy={pay.isPending || enrol.isPending}
          disabled={busy || closed || (!free && method === null)}
          error={submitProblem}
        />
      </div>
      <PinDialog
        open={pinOpen}
        onClose={() => {
          setPinOpen(false);
          pay.reset();
        }}
        onSubmit={payWithPoints}
        busy={pay.isSuccess}
      />
    </PageFrame>
  );
}

function MethodsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only" role="status">
        Memuat metode pembayaran
      </span>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <PageFrame>
      <div aria-busy="true" className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        <span className="sr-only" role="status">
          {CHECKOUT_TEXTS.loading}
        </span>
        <div className="flex flex-col gap-4">
          {[0, 1, 2].map((n) => (
            <div key={n} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </div>
        <Skeleton className="hidden h-64 rounded-2xl lg:block" />
      </div>
    </PageFrame>
  );
}
