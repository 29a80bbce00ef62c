import type { Receipt } from "@app/domain/payment/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import type { Mail } from "../../platform/mail";
import { escapeHtml, layout, type MailContext } from "../../platform/mail-layout";
import { jakartaTime, receiptAmounts } from "./receipt-pdf";

/** The outbox key of a payment's confirmation: one mail per payment, however often its success is reported. */
export function paymentSuccessMailKey(paymentId: number): string {
  return `payment-success:${paymentId}`;
}

/**
 * "Pembayaran berhasil": what was bought, the sums and the order id, with links to the purchase detail
 * (/detail-pembelian/{id}) and the receipt (/receipt/{id}) of the web app.
 */
export function paymentSuccessMail(ctx: MailContext, paymentId: number, receipt: Receipt): Mail {
  const detailUrl = `${ctx.publicUrl}/detail-pembelian/${paymentId}`;
  const receiptUrl = `${ctx.publicUrl}/receipt/${paymentId}`;
  const items = receipt.items.map((i) => [i.name, formatRupiah(i.price)] as const);
  const facts = [
    ["ID Pesanan", receipt.order_id],
    ["Metode pembayaran", receipt.method],
    ["Waktu pembayaran", jakartaTime(receipt.paid_at ?? receipt.issued_at)],
  ] as const;
  const amounts = receiptAmounts(receipt);
  const lines = (rows: readonly (readonly [string, string])[]) => rows.map(([label, value]) => `${label}: ${value}`);
  const htmlLines = (rows: readonly (readonly [string, string])[]) =>
    rows.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join("<br>");
  const greeting = `Halo ${receipt.buyer.name},`;
  const thanks = "Terima kasih, pembayaran Anda sudah kami terima. Program yang Anda beli sudah bisa diikuti.";
  return {
    to: receipt.buyer.email,
    subject: `Pembayaran berhasil - ${receipt.order_id}`,
    text: [
      greeting,
      "",
      thanks,
      "",
      ...lines(facts),
      "",
      ...lines(items),
      "",
      ...lines(amounts),
      "",
      `Detail pembelian: ${detailUrl}`,
      `Kuitansi: ${receiptUrl}`,
    ].join("\n"),
    html: layout(
      ctx.brand,
      "Pembayaran berhasil",
      [
        escapeHtml(greeting),
        escapeHtml(thanks),
        htmlLines(facts),
        htmlLines(items),
        htmlLines(amounts),
        `Kuitansi pembayaran: <a href="${escapeHtml(receiptUrl)}">${escapeHtml(receiptUrl)}</a>`,
      ],
      { label: "Lihat Detail Pembelian", url: detailUrl },
    ),
  };
}
