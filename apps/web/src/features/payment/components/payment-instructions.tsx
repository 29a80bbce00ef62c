import type { PaymentAnswer } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { type ReactNode, useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { useToast } from "../../../shared/ui/toast";
import { hostedPaymentHref } from "../payment-format";

export const INSTRUCTION_TEXTS = {
  title: "Cara Membayar",
  copy: "Salin",
  copyFailed: "Gagal menyalin. Salin secara manual dari layar.",
  openApp: "Buka Aplikasi",
  card: "Lanjutkan ke Verifikasi 3-D Secure",
  cardless: "Lanjutkan ke Persetujuan Cicilan",
  preparing: "Instruksi pembayaran sedang disiapkan. Halaman ini diperbarui otomatis.",
} as const;

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A number to type elsewhere, large and selectable, with 'Salin'. */
function CopyableValue({ term, value, copied }: { term: string; value: string; copied: string }) {
  const toast = useToast();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <dt id={id} className="text-sm text-slate-600">
        {term}
      </dt>
      <dd className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-xl font-bold tracking-wider break-all text-slate-900 select-all sm:text-2xl">
          {value}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${INSTRUCTION_TEXTS.copy} ${term}`}
          onClick={() =>
            void copyText(value).then((ok) =>
              ok ? toast.show(copied) : toast.show(INSTRUCTION_TEXTS.copyFailed, { tone: "error" }),
            )
          }
        >
          {INSTRUCTION_TEXTS.copy}
        </Button>
      </dd>
    </div>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** A button to the gateway's page (the sandbox's hosted page), with the payment id it needs to come back. */
function GatewayLink({ url, paymentId, children }: { url: string; paymentId: number; children: string }) {
  const { href, internal } = hostedPaymentHref(url, paymentId);
  const className = buttonClasses("primary", "lg", "w-full sm:w-auto");
  return internal ? (
    <AppLink to={href} className={className}>
      {children}
    </AppLink>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** How to pay, by the method's kind (the gateway's answer). */
export function PaymentInstructions({ payment }: { payment: PaymentAnswer }) {
  const { instructions } = payment;
  // no instructions yet (the gateway is still answering, status 99) or never (an attempt that ended first)
  if (!instructions) {
    if (payment.status !== PAYMENT_STATUS.PENDING_INTERNAL) return null;
    return (
      <p role="status" className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:p-5">
        {INSTRUCTION_TEXTS.preparing}
      </p>
    );
  }
  let body: ReactNode = null;
  switch (instructions.kind) {
    case "virtual_account":
      body = (
        <>
          <dl className="flex flex-col gap-4">
            <Field term="Bank">{instructions.bank ?? payment.payment_name}</Field>
            {instructions.va_number ? (
              <CopyableValue
                term="Nomor Virtual Account"
                value={instructions.va_number}
                copied="Nomor Virtual Account berhasil disalin"
              />
            ) : null}
          </dl>
          <Steps
            steps={[
              `Buka aplikasi m-banking, internet banking atau ATM ${instructions.bank ?? ""}`.trim(),
              "Pilih menu transfer ke Virtual Account.",
              "Masukkan nomor Virtual Account di atas, periksa jumlahnya, lalu bayar.",
            ]}
          />
        </>
      );
      break;
    case "retail":
      body = (
        <>
          <dl className="flex flex-col gap-4">
            <Field term="Gerai">{instructions.store ?? payment.payment_name}</Field>
            {instructions.payment_code ? (
              <CopyableValue
                term="Kode Pembayaran"
                value={instructions.payment_code}
                copied="Kode pembayaran berhasil disalin"
              />
            ) : null}
          </dl>
          <Steps
            steps={[
              `Datangi kasir ${instructions.store ?? payment.payment_name} terdekat.`,
              "Tunjukkan kode pembayaran di atas kepada kasir.",
              "Bayar sesuai total dan simpan struknya.",
            ]}
          />
        </>
      );
      break;
    case "ewallet":
      body = (
        <>
          {instructions.deeplink_url ? (
            <GatewayLink url={instructions.deeplink_url} paymentId={payment.id}>
              {INSTRUCTION_TEXTS.openApp}
            </GatewayLink>
          ) : null}
          {instructions.qr_string ? (
            <dl className="flex flex-col gap-1">
              <dt className="text-sm text-slate-600">Atau pindai QRIS dengan aplikasi e-wallet (kode QR):</dt>
              <dd className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
                {instructions.qr_string}
              </dd>
            </dl>
          ) : null}
        </>
      );
      break;
    case "card":
    case "cardless":
      body = instructions.redirect_url ? (
        <>
          <p className="text-sm text-slate-700">
            {instructions.kind === "card"
              ? "Selesaikan verifikasi kartu di halaman bank penerbit."
              : `Setujui cicilan di halaman ${payment.payment_name}.`}
          </p>
          <GatewayLink url={instructions.redirect_url} paymentId={payment.id}>
            {instructions.kind === "card" ? INSTRUCTION_TEXTS.card : INSTRUCTION_TEXTS.cardless}
          </GatewayLink>
        </>
      ) : null;
      break;
    case "points":
      body = <p className="text-sm text-slate-700">Pembayaran dengan poin sedang diproses.</p>;
      break;
  }
  return (
    <section
      aria-labelledby="payment-instructions-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="payment-instructions-title" className="text-lg font-bold text-slate-900">
        {INSTRUCTION_TEXTS.title}
      </h2>
      {body}
    </section>
  );
}
