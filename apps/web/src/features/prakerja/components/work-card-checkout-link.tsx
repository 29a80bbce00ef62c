import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { useWorkCardInvoice, WORK_CARD_PAYMENT_PATH } from "../work-card-api";

export const WORK_CARD_LINK_TEXTS = {
  link: "Bayar dengan Kartu Prakerja",
  hint: "Program Prakerja dapat dibayar dengan saldo Kartu Prakerja Anda.",
} as const;

/**
 * On the checkout of a Prakerja invoice, the way to the work-card payment page (decisions/030). Shown only when
 * the server says the work card may pay this invoice; nothing while it is asked or when it cannot be told.
 */
export function WorkCardCheckoutLink({ invoiceId }: { invoiceId: number }) {
  const answer = useWorkCardInvoice(invoiceId);
  if (!answer.data?.eligible) return null;
  return (
    <div className="mb-4 flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
      <p>{WORK_CARD_LINK_TEXTS.hint}</p>
      <AppLink to={WORK_CARD_PAYMENT_PATH(invoiceId)} className={buttonClasses("primary", "md", "self-start")}>
        {WORK_CARD_LINK_TEXTS.link}
      </AppLink>
    </div>
  );
}
