import { ACCOUNT_DELETION_GRACE_DAYS } from "@app/domain/account/privacy";
import type { Mail } from "../../platform/mail";
import { escapeHtml, layout, type MailContext } from "../../platform/mail-layout";

/** The date in Jakarta time, as the mails write it: 11 Desember 2026, 15.30 WIB. */
function wib(date: Date): string {
  const text = new Intl.DateTimeFormat("id-ID", {
    timeZone: "Asia/Jakarta",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
  return `${text} WIB`;
}

/** The mail after a deletion request: what happens, until when, and the link that undoes it. */
export function deletionRequestedMail(
  ctx: MailContext,
  to: { email: string; name: string },
  token: string,
  eraseAfter: Date,
): Mail {
  const link = `${ctx.publicUrl}/undo-account-deletion?${new URLSearchParams({ token })}`;
  const until = wib(eraseAfter);
  return {
    to: to.email,
    subject: `Permintaan penghapusan akun ${ctx.brand}`,
    text: [
      `Halo ${to.name},`,
      "",
      `Akun ${ctx.brand} Anda telah dinonaktifkan atas permintaan Anda dan semua sesi telah diakhiri.`,
      `Data pribadi Anda akan dihapus permanen pada ${until} (${ACCOUNT_DELETION_GRACE_DAYS} hari). Catatan pembayaran tetap disimpan untuk keperluan pembukuan.`,
      "",
      `Berubah pikiran? Batalkan penghapusan sebelum tanggal itu melalui tautan ini: ${link}`,
      "",
      "Jika Anda tidak meminta penghapusan ini, segera buka tautan di atas lalu ganti kata sandi Anda.",
    ].join("\n"),
    html: layout(
      ctx.brand,
      "Permintaan penghapusan akun",
      [
        `Halo ${escapeHtml(to.name)},`,
        `Akun ${escapeHtml(ctx.brand)} Anda telah dinonaktifkan atas permintaan Anda dan semua sesi telah diakhiri.`,
        `Data pribadi Anda akan dihapus permanen pada <strong>${escapeHtml(until)}</strong> (${ACCOUNT_DELETION_GRACE_DAYS} hari). Catatan pembayaran tetap disimpan untuk keperluan pembukuan.`,
        "Jika Anda tidak meminta penghapusan ini, segera batalkan lalu ganti kata sandi Anda.",
      ],
      { label: "Batalkan Penghapusan", url: link },
    ),
  };
}
