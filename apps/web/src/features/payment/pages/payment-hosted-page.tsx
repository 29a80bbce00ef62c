import { useMutation } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { PAYMENT_STATUS_PATH, type SimulatorAction, simulatePayment } from "../api";

export const HOSTED_TEXTS = {
  title: "Gateway Pembayaran Sandbox",
  intro:
    "Ini halaman gateway pembayaran sandbox untuk uji coba: tidak ada uang yang berpindah. Di gateway sungguhan, di sini Anda menyelesaikan pembayaran di halaman bank atau aplikasi.",
  approve: "Setujui pembayaran",
  deny: "Tolak",
  order: "Nomor pesanan",
  incomplete: "Tautan pembayaran ini tidak lengkap.",
  toStatus: "Lihat Status Pembayaran",
  home: "Kembali ke Beranda",
} as const;

/** What the sandbox page stands in for, by the method's kind. */
export const HOSTED_KINDS: Record<string, { heading: string; text: string }> = {
  card: {
    heading: "Verifikasi 3-D Secure",
    text: "Bank penerbit kartu meminta Anda menyetujui transaksi ini.",
  },
  cardless: {
    heading: "Persetujuan cicilan tanpa kartu",
    text: "Penyedia cicilan meminta Anda menyetujui pembayaran ini.",
  },
  ewallet: {
    heading: "Pembayaran e-wallet",
    text: "Aplikasi e-wallet meminta Anda mengonfirmasi pembayaran ini.",
  },
};

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /payment/hosted/{type}?order_id=…&payment_id=… : the sandbox gateway's own page for card 3-D Secure, cardless
 * approval and e-wallet deeplinks. Approving or refusing goes through the simulator, then back to the status page.
 */
export function PaymentHostedPage() {
  usePageTitle(HOSTED_TEXTS.title);
  const kind = HOSTED_KINDS[useParams().type ?? ""];
  const [params] = useSearchParams();
  const orderId = params.get("order_id");
  const paymentId = positiveId(params.get("payment_id"));
  const navigate = useAppNavigate();
  const decide = useMutation({
    mutationFn: (action: SimulatorAction) => {
      if (paymentId === null) throw new Error("no payment");
      return simulatePayment(paymentId, action);
    },
    onSuccess: () => {
      if (paymentId !== null) navigate(PAYMENT_STATUS_PATH(paymentId), { replace: true });
    },
  });

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-5 px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="self-start rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-950 uppercase">
          Sandbox
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{kind?.heading ?? HOSTED_TEXTS.title}</h1>
        <p className="text-slate-700">{HOSTED_TEXTS.intro}</p>
        {kind && orderId && paymentId !== null ? (
          <>
            <p className="text-slate-700">{kind.text}</p>
            <dl className="rounded-xl bg-slate-50 px-4 py-3">
              <dt className="text-sm text-slate-600">{HOSTED_TEXTS.order}</dt>
              <dd className="font-mono font-semibold break-all text-slate-900">{orderId}</dd>
            </dl>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                size="lg"
                className="flex-1"
                loading={decide.isPending && decide.variables === "pay"}
                disabled={decide.isPending || decide.isSuccess}
                onClick={() => decide.mutate("pay")}
              >
                {HOSTED_TEXTS.approve}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="flex-1"
                loading={decide.isPending && decide.variables === "fail"}
                disabled={decide.isPending || decide.isSuccess}
                onClick={() => decide.mutate("fail")}
              >
                {HOSTED_TEXTS.deny}
              </Button>
            </div>
            {decide.error ? (
              <div role="alert" className="flex flex-col gap-2 text-sm text-red-800">
                <p>{decide.error instanceof ApiError ? decide.error.message : "Gateway tidak dapat dihubungi"}</p>
                <AppLink to={PAYMENT_STATUS_PATH(paymentId)} className="font-semibold text-brand-700 underline">
                  {HOSTED_TEXTS.toStatus}
                </AppLink>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <p role="alert" className="font-medium text-red-800">
              {HOSTED_TEXTS.incomplete}
            </p>
            <AppLink to="/" className={buttonClasses("primary", "md", "self-start")}>
              {HOSTED_TEXTS.home}
            </AppLink>
          </>
        )}
      </div>
    </div>
  );
}
