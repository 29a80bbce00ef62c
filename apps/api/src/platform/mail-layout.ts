/** The shared frame of the product's mails (HTML; every value put in is escaped by the caller or here). */

export type MailContext = { brand: string; publicUrl: string };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One look for every mail: a title, paragraphs (already escaped), an optional button. */
export function layout(
  brand: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${p}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b5fd7;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#1e293b;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">Email ini dikirim otomatis oleh ${escapeHtml(brand)}. Mohon tidak membalas email ini.</p>
</div></body></html>`;
}
