import { ACCOUNT_LIMITS } from "@app/domain/account/constants";
import type { Mail } from "../../platform/mail";
import { escapeHtml, layout, type MailContext } from "../../platform/mail-layout";

export type { MailContext };

/** The account mails, in Indonesian, as HTML and text. Every value put into HTML is escaped. */

export function verificationCodeMail(ctx: MailContext, to: { email: string; name: string }, code: string): Mail {
  const link = `${ctx.publicUrl}/verification?${new URLSearchParams({ email: to.email, code })}`;
  const minutes = ACCOUNT_LIMITS.otpTtlMinutes;
  return {
    to: to.email,
    // never the code in the subject: subjects are logged when a mail fails
    subject: `Kode Verifikasi ${ctx.brand}`,
    text: [
      `Halo ${to.name},`,
      "",
      `Kode verifikasi akun ${ctx.brand} Anda: ${code}`,
      `Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali.`,
      "",
      `Atau buka tautan ini untuk memverifikasi akun: ${link}`,
      "",
      "Jika Anda tidak meminta kode ini, abaikan email ini. Jangan berikan kode ini kepada siapa pun.",
    ].join("\n"),
    html: layout(
      ctx.brand,
      "Verifikasi Akun",
      [
        `Halo ${escapeHtml(to.name)},`,
        `Kode verifikasi akun ${escapeHtml(ctx.brand)} Anda:`,
        `<strong style="font-size:28px;letter-spacing:6px">${code}</strong>`,
        `Kode berlaku ${minutes} menit dan hanya dapat digunakan sekali. Jangan berikan kode ini kepada siapa pun.`,
      ],
      { label: "Verifikasi Akun", url: link },
    ),
  };
}

export function skippedVerificationMail(ctx: MailContext, to: { email: string; name: string }): Mail {
  return {
    to: to.email,
    subject: `Selamat datang di ${ctx.brand}`,
    text: [
      `Halo ${to.name},`,
      "",
      `Akun ${ctx.brand} Anda telah terdaftar.`,
      "Verifikasi email Anda kapan saja melalui tombol Verifikasi di bagian atas halaman agar dapat menggunakan semua fitur.",
      "",
      ctx.publicUrl,
    ].join("\n"),
    html: layout(
      ctx.brand,
      "Akun Anda telah terdaftar",
      [
        `Halo ${escapeHtml(to.name)},`,
        `Akun ${escapeHtml(ctx.brand)} Anda telah terdaftar.`,
        "Verifikasi email Anda kapan saja melalui tombol <strong>Verifikasi</strong> di bagian atas halaman agar dapat menggunakan semua fitur.",
      ],
      { label: `Buka ${ctx.brand}`, url: ctx.publicUrl },
    ),
  };
}

export function passwordResetMail(ctx: MailContext, to: { email: string; name: string }, token: string): Mail {
  const link = `${ctx.publicUrl}/setup-password?${new URLSearchParams({ token })}`;
  const minutes = ACCOUNT_LIMITS.resetTokenTtlMinutes;
  return {
    to: to.email,
    subject: `Atur Ulang Kata Sandi ${ctx.brand}`,
    text: [
      `Halo ${to.name},`,
      "",
      "Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.",
      `Buka tautan berikut (berlaku ${minutes} menit, hanya sekali pakai): ${link}`,
      "",
      "Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.",
    ].join("\n"),
    html: layout(
      ctx.brand,
      "Atur Ulang Kata Sandi",
      [
        `Halo ${escapeHtml(to.name)},`,
        "Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.",
        `Tautan berlaku ${minutes} menit dan hanya dapat digunakan sekali. Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.`,
      ],
      { label: "Atur Kata Sandi Baru", url: link },
    ),
  };
}

/** After a reset every session ended; after a change in /account/password the changing browser's stays. */
export function passwordChangedMail(
  ctx: MailContext,
  to: { email: string; name: string },
  ended: "all" | "others" = "all",
): Mail {
  const sessionsLine =
    ended === "all"
      ? "Kata sandi akun Anda baru saja diubah dan semua sesi masuk telah diakhiri."
      : "Kata sandi akun Anda baru saja diubah dan sesi masuk di perangkat lain telah diakhiri.";
  return {
    to: to.email,
    subject: `Kata sandi ${ctx.brand} Anda telah diubah`,
    text: `Halo ${to.name},\n\n${sessionsLine}\nJika bukan Anda yang mengubahnya, segera atur ulang kata sandi melalui ${ctx.publicUrl}/forgot-password.`,
    html: layout(ctx.brand, "Kata sandi telah diubah", [
      `Halo ${escapeHtml(to.name)},`,
      sessionsLine,
      "Jika bukan Anda yang mengubahnya, segera atur ulang kata sandi.",
    ]),
  };
}

/**
 * To the old address after an email change: the link undoes it for 7 days (issue 17), so a stolen session
 * cannot keep the account by changing its address.
 */
export function emailChangedMail(
  ctx: MailContext,
  to: { email: string; name: string },
  newEmail: string,
  undoToken: string,
): Mail {
  const link = `${ctx.publicUrl}/undo-email-change?${new URLSearchParams({ token: undoToken })}`;
  const days = ACCOUNT_LIMITS.emailChangeUndoDays;
  return {
    to: to.email,
    subject: `Email akun ${ctx.brand} Anda telah diubah`,
    text: [
      `Halo ${to.name},`,
      "",
      `Email akun Anda telah diubah menjadi ${newEmail}.`,
      "Jika Anda yang mengubahnya, abaikan email ini.",
      "",
      `Jika bukan Anda, buka tautan berikut untuk mengembalikan alamat email ini ke akun Anda dan mengakhiri semua sesi masuk (berlaku ${days} hari, hanya sekali pakai): ${link}`,
      `Setelah itu, atur ulang kata sandi Anda melalui ${ctx.publicUrl}/forgot-password.`,
    ].join("\n"),
    html: layout(
      ctx.brand,
      "Email akun telah diubah",
      [
        `Halo ${escapeHtml(to.name)},`,
        `Email akun Anda telah diubah menjadi <strong>${escapeHtml(newEmail)}</strong>. Jika Anda yang mengubahnya, abaikan email ini.`,
        `Jika bukan Anda, batalkan perubahan ini: alamat email ini akan dikembalikan ke akun Anda dan semua sesi masuk diakhiri. Tautan berlaku ${days} hari dan hanya dapat digunakan sekali. Setelah itu, atur ulang kata sandi Anda.`,
      ],
      { label: "Batalkan Perubahan Email", url: link },
    ),
  };
}
