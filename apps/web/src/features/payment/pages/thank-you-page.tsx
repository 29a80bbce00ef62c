import type { PaymentAnswer } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { useEffect } from "react";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { Skeleton } from "../../../shared/ui/skeleton";
import { PROGRAMMU_PATH } from "../../learning/public";
import { PAYMENT_STATUS_PATH, usePayment } from "../api";
import { setPostPaymentCookie } from "../post-payment-cookie";

export const THANK_YOU_TEXTS = {
  title: "Terima kasih!",
  text: "Program berhasil didapatkan.",
  items: "Yang Anda dapatkan",
  start: "Mulai Belajar",
  home: "Kembali ke Beranda",
  loading: "Memuat pembelian",
} as const;

type ThankYouTarget = { kind: "payment"; id: number } | { kind: "free" } | null;

/** /payment/thankyou/{payment id}, or /payment/thankyou/free-{invoice id} after a free checkout. */
export function thankYouTarget(param: string | undefined): ThankYouTarget {
  if (!param) return null;
  if (/^free-\d{1,10}$/.test(param)) return { kind: "free" };
  if (/^\d{1,10}$/.test(param) && Number(param) > 0 && Number(param) <= 2_147_483_647) {
    return { kind: "payment", id: Number(param) };
  }
  return null;
}

function Frame({ items }: { items?: PaymentAnswer["items"] }) {
  // the study page greets the learner after a purchase (spec 000 section 3)
  useEffect(() => setPostPaymentCookie(), []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-10 text-center sm:px-6 lg:py-16">
      <svg className="size-20 text-green-700" viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <circle cx="32" cy="32" r="28" fill="currentColor" fillOpacity="0.12" />
        <circle cx="32" cy="32" r="22" stroke="currentColor" strokeWidth="4" />
        <path d="m22 33 7 7 13-15" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{THANK_YOU_TEXTS.title}</h1>
        <p className="text-lg text-slate-700">{THANK_YOU_TEXTS.text}</p>
      </div>
      {items && items.length > 0 ? (
        <section
          aria-labelledby="thank-you-items"
          className="w-full rounded-2xl border border-slate-200 bg-white p-4 text-left sm:p-5"
        >
          <h2 id="thank-you-items" className="mb-2 font-bold text-slate-900">
            {THANK_YOU_TEXTS.items}
          </h2>
          <ul className="flex flex-col gap-1.5 text-slate-800">
            {items.map((item) => (
              <li key={`${item.program_id}-${item.addon_id ?? "p"}`} className="flex gap-2">
                <span aria-hidden="true" className="text-green-700">
                  ✓
                </span>
                <span>
                  {item.name}
                  {item.addon_id !== null ? <span className="text-sm text-slate-600"> (add-on)</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <AppLink to={PROGRAMMU_PATH} className={buttonClasses("primary", "lg", "sm:min-w-44")}>
          {THANK_YOU_TEXTS.start}
        </AppLink>
        <AppLink to="/" className={buttonClasses("secondary", "lg", "sm:min-w-44")}>
          {THANK_YOU_TEXTS.home}
        </AppLink>
      </div>
    </div>
  );
}

/** 'Terima kasih!' after a purchase (a login route; named payment-thankyou-page in spec 000). */
export function ThankYouPage() {
  usePageTitle(THANK_YOU_TEXTS.title);
  const target = thankYouTarget(useParams().id);
  if (target === null) return <Navigate to="/404" replace />;
  if (target.kind === "free") return <Frame />;
  return <PaidThankYou id={target.id} />;
}

function PaidThankYou({ id }: { id: number }) {
  const payment = usePayment(id);
  if (payment.data) {
    // only a paid payment is thanked for; anything else is the status page's to show
    if (payment.data.status !== PAYMENT_STATUS.SUCCESS) return <Navigate to={PAYMENT_STATUS_PATH(id)} replace />;
    return <Frame items={payment.data.items} />;
  }
  if (payment.isError) {
    if (payment.error instanceof ApiError && payment.error.httpStatus === 404) return <Navigate to="/404" replace />;
    return <Navigate to={PAYMENT_STATUS_PATH(id)} replace />;
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16" aria-busy="true">
      <span className="sr-only" role="status">
        {THANK_YOU_TEXTS.loading}
      </span>
      <Skeleton className="size-20 rounded-full" />
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-72" />
    </div>
  );
}
