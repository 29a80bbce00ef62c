import type { Mail } from "../../platform/mail";
import { escapeHtml, layout, type MailContext } from "../../platform/mail-layout";

/** The PIN-reset mail: the link opens /forgot-pin-payment, which leads to the account's PIN page. */
export function pinResetMail(ctx: MailContext, to: { email: string; name: string }, token: string): Mail {
  const link = `${ctx.publicUrl}/forgot-pin-payment?${new URLSearchParams({ pkey: token })}`;
  return {
    to: to.email,
    subject: `Atur Ulang PIN Pembayaran ${ctx.brand}`,
    text: [
      `Halo ${to.name},`,
      "",
      "Kami menerima permintaan untuk mengatur ulang PIN pembayaran Anda.",
      `Buka tautan berikut (berlaku 30 menit, hanya sekali pakai): ${link}`,
      "",
      "Jika Anda tidak memintanya, abaikan email ini; PIN Anda tidak berubah.",
    ].join("\n"),
    html: layout(
      ctx.brand,
      "Atur Ulang PIN Pembayaran",
      [
        `Halo ${escapeHtml(to.name)},`,
        "Kami menerima permintaan untuk mengatur ulang PIN pembayaran Anda.",
        "Tautan berlaku 30 menit dan hanya dapat digunakan sekali. Jika Anda tidak memintanya, abaikan email ini; PIN Anda tidak berubah.",
      ],
      { label: "Atur PIN Baru", url: link },
    ),
  };
}
