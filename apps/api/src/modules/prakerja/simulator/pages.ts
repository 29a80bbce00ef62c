import { FACE_ERRORS } from "./state";

/** The simulator's own pages: the camera-free face-verification stand-in and the page that reports its outcome. */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

const layout = (title: string, body: string) => `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1b1f2a}
main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 8px #0002}
h1{font-size:1.25rem}button{display:block;width:100%;padding:12px;margin:12px 0;border-radius:8px;border:0;font-size:1rem;cursor:pointer}
.ok{background:#0b6e4f;color:#fff}.fail{background:#b00020;color:#fff}label,select{display:block;width:100%;margin-top:8px}
select{padding:8px;font-size:1rem}p.note{font-size:.875rem;color:#4a5160}
</style></head><body><main>${body}</main></body></html>`;

export function verificationPage(v: { state: string; sequence: number; status: string }): string {
  if (v.status !== "pending") {
    return layout(
      "Verifikasi Wajah",
      `<h1>Verifikasi Wajah</h1><p>Verifikasi ini sudah selesai. Silakan tutup jendela ini.</p>`,
    );
  }
  const options = Object.entries(FACE_ERRORS)
    .map(([code, e]) => `<option value="${code}">${escapeHtml(`${code}: ${e.error}`)}</option>`)
    .join("");
  return layout(
    "Verifikasi Wajah",
    `<h1>Verifikasi Wajah Prakerja</h1>
<p>Sesi ${v.sequence}. Simulator mitra: tidak ada kamera, pilih hasil verifikasi.</p>
<form method="post" action="/face-recognition/complete">
<input type="hidden" name="state" value="${escapeHtml(v.state)}">
<button class="ok" type="submit" name="outcome" value="success">Verifikasi Berhasil</button>
<label for="error_code">Alasan kegagalan</label>
<select id="error_code" name="error_code">${options}</select>
<button class="fail" type="submit" name="outcome" value="failed">Verifikasi Gagal</button>
</form>
<p class="note">Halaman ini hanya ada di lingkungan pengembangan.</p>`,
  );
}

/**
 * Reports the outcome: a message of type prakerja_face_recognition to the opener (only to the product's origin,
 * the redirect URI's), then the redirect to the product's result page with the outcome in the query.
 */
export function outcomePage(report: {
  redirectUri: string;
  state: string;
  success: boolean;
  errorCode: string | null;
  error: string | null;
  errorDescription: string | null;
}): string {
  const target = new URL(report.redirectUri);
  target.searchParams.set("state", report.state);
  target.searchParams.set("error_code", report.errorCode ?? "");
  target.searchParams.set("error", report.error ?? "");
  target.searchParams.set("error_description", report.errorDescription ?? "");
  const message = {
    type: "prakerja_face_recognition",
    state: report.state,
    success: report.success,
    error: report.error,
    error_code: report.errorCode,
    error_description: report.errorDescription,
  };
  return layout(
    "Verifikasi Wajah",
    `<h1>${report.success ? "Verifikasi Berhasil" : "Verifikasi Gagal"}</h1>
<p>Mengalihkan kembali… <a href="${escapeHtml(target.toString())}">Lanjutkan</a></p>
<script>
(function(){
  var message = ${scriptJson(message)};
  try { if (window.opener) window.opener.postMessage(message, ${scriptJson(target.origin)}); } catch (e) {}
  window.location.replace(${scriptJson(target.toString())});
})();
</script>`,
  );
}
