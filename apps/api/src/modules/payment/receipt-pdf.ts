import type { Receipt } from "@app/domain/payment/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";

const JAKARTA = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A date as the receipt shows it, in Jakarta time with WIB. */
export function jakartaTime(iso: string): string {
  return `${JAKARTA.format(new Date(iso))} WIB`;
}

/** The sums under a receipt's items, as the PDF and the confirmation mail show them; the total comes last. */
export function receiptAmounts(receipt: Receipt): [label: string, value: string][] {
  const lines: [label: string, value: string][] = [["Subtotal", formatRupiah(receipt.subtotal)]];
  // a discount or fee of nothing is left out, as on the web receipt
  if (receipt.discount > 0) lines.push(["Diskon voucher", `-${formatRupiah(receipt.discount)}`]);
  if (receipt.fee > 0) lines.push(["Biaya layanan", formatRupiah(receipt.fee)]);
  lines.push(["Total", formatRupiah(receipt.total)]);
  return lines;
}

/** The standard PDF fonts know only WinAnsi: anything else (emoji, other scripts) becomes '?' rather than a crash. */
function printable(text: string): string {
  return text.normalize("NFKD").replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

/** The receipt or invoice as an A4 PDF (pdf-lib, standard fonts: nothing downloaded, nothing executed). */
export async function receiptPdf(receipt: Receipt, brand: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = receipt.kind === "receipt" ? "Kuitansi Pembayaran" : "Tagihan Pembayaran";
  pdf.setTitle(`${title} ${receipt.number}`);
  pdf.setAuthor(brand);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const right = 539;
  let y = 780;
  const text = (value: string, x: number, size: number, font: PDFFont, alignRight = false) => {
    const safe = printable(value);
    const at = alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: at, y, size, font, color: rgb(0.12, 0.16, 0.23) });
  };
  const line = () => {
    page.drawLine({
      start: { x: left, y: y + 6 },
      end: { x: right, y: y + 6 },
      thickness: 0.5,
      color: rgb(0.8, 0.83, 0.88),
    });
  };
  text(brand, left, 20, bold);
  text(title, right, 14, bold, true);
  y -= 28;
  for (const [label, value] of [
    ["Nomor", receipt.number],
    ["ID Pesanan", receipt.order_id],
    ["Tanggal", jakartaTime(receipt.issued_at)],
    ["Pembeli", `${receipt.buyer.name} (${receipt.buyer.email})`],
    ["Metode Pembayaran", receipt.method],
    ["Status", receipt.kind === "receipt" ? "Lunas" : "Menunggu pembayaran"],
  ] as const) {
    text(label, left, 10, regular);
    text(value, left + 130, 10, bold);
    y -= 18;
  }
  y -= 10;
  line();
  text("Item", left, 10, bold);
  text("Harga", right, 10, bold, true);
  y -= 20;
  for (const item of receipt.items) {
    text(item.name.length > 80 ? `${item.name.slice(0, 77)}...` : item.name, left, 10, regular);
    text(formatRupiah(item.price), right, 10, regular, true);
    y -= 18;
  }
  line();
  y -= 6;
  const amounts = receiptAmounts(receipt);
  for (const [i, [label, value]] of amounts.entries()) {
    const strong = i === amounts.length - 1;
    text(label, right - 200, 10, strong ? bold : regular);
    text(value, right, strong ? 12 : 10, strong ? bold : regular, true);
    y -= 18;
  }
  y -= 24;
  text(`Dokumen ini dibuat otomatis oleh ${brand} dan sah tanpa tanda tangan.`, left, 8, regular);
  return pdf.save();
}
