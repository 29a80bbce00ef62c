import type { Certificate } from "@app/domain/report/contracts";
import { degrees, type PDFFont, type PDFPage, type rgb } from "pdf-lib";
import {
  A4_LANDSCAPE,
  brandDocument,
  drawable,
  drawLine,
  drawQrCode,
  fitSize,
  INK,
  wibDate,
  wrapText,
} from "../../platform/pdf-kit";

/** One decimal, Indonesian style ('12,5'); whole numbers without one. */
const decimal = (n: number) => new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 }).format(n);

/** Letters spaced out, drawn one by one (pdf-lib has no character spacing), centred on x. */
function drawSpaced(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number; font: PDFFont; gap: number; color: ReturnType<typeof rgb> },
) {
  const chars = [...drawable(at.font, text)];
  const width = chars.reduce((w, c) => w + at.font.widthOfTextAtSize(c, at.size), 0) + at.gap * (chars.length - 1);
  let x = at.x - width / 2;
  for (const c of chars) {
    page.drawText(c, { x, y: at.y, size: at.size, font: at.font, color: at.color });
    x += at.font.widthOfTextAtSize(c, at.size) + at.gap;
  }
}

/** The institution's initials in a circle: the logo's place (institutions' logos are links elsewhere, not fetched). */
function drawMonogram(page: PDFPage, name: string, at: { x: number; y: number; r: number; font: PDFFont }) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
  page.drawCircle({ x: at.x, y: at.y, size: at.r, color: INK.brandSoft, borderColor: INK.brand, borderWidth: 1.2 });
  const size = at.r * 0.8;
  drawLine(page, initials || "?", {
    x: at.x,
    y: at.y - size * 0.36,
    size,
    font: at.font,
    align: "center",
    color: INK.brand,
  });
}

/**
 * The certificate as an A4 landscape PDF, from the same data as the certificate page (decisions/020): the holder,
 * programme, institution, hours, final score where there is one, issue date in WIB, the number and a QR code of
 * the public verification page. A revoked certificate is stamped DICABUT with the date and reason.
 */
export async function certificatePdf(certificate: Certificate, brand: string): Promise<Uint8Array> {
  const { pdf, fonts } = await brandDocument({
    title: `Sertifikat ${certificate.program.name} - ${certificate.holder_name}`,
    author: brand,
    subject: `Sertifikat ${certificate.number}`,
  });
  pdf.setKeywords([certificate.number, certificate.verification_url]);
  const page = pdf.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;
  const mid = width / 2;

  // frame: a thick brand border, a hairline inside it, and a band of colour along the left edge
  page.drawRectangle({
    x: 18,
    y: 18,
    width: width - 36,
    height: height - 36,
    borderColor: INK.brandDark,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: width - 56,
    height: height - 56,
    borderColor: INK.line,
    borderWidth: 0.75,
  });
  page.drawRectangle({ x: 28, y: 28, width: 10, height: height - 56, color: INK.brand });

  // top: the platform on the left, the institution on the right
  drawLine(page, brand, { x: 64, y: height - 76, size: 22, font: fonts.extraBold, color: INK.brand });
  drawLine(page, "Platform belajar & karier", { x: 64, y: height - 92, size: 9, font: fonts.medium, color: INK.muted });
  const institutionSize = fitSize(fonts.bold, certificate.institution.name, 12, 240);
  drawLine(page, certificate.institution.name, {
    x: width - 110,
    y: height - 72,
    size: institutionSize,
    font: fonts.bold,
    align: "right",
  });
  drawLine(page, "Penyelenggara", {
    x: width - 110,
    y: height - 88,
    size: 9,
    font: fonts.medium,
    align: "right",
    color: INK.muted,
  });
  drawMonogram(page, certificate.institution.name, { x: width - 78, y: height - 76, r: 20, font: fonts.extraBold });

  // the title
  drawSpaced(page, "SERTIFIKAT", {
    x: mid,
    y: height - 160,
    size: 40,
    font: fonts.extraBold,
    gap: 6,
    color: INK.brandDark,
  });
  drawSpaced(page, "PENYELESAIAN PROGRAM", {
    x: mid,
    y: height - 184,
    size: 11,
    font: fonts.bold,
    gap: 3.2,
    color: INK.muted,
  });

  drawLine(page, "Diberikan kepada", {
    x: mid,
    y: height - 226,
    size: 12,
    font: fonts.regular,
    align: "center",
    color: INK.muted,
  });
  const nameSize = fitSize(fonts.extraBold, certificate.holder_name, 34, 600, 18);
  drawLine(page, certificate.holder_name, {
    x: mid,
    y: height - 266,
    size: nameSize,
    font: fonts.extraBold,
    align: "center",
  });
  page.drawLine({
    start: { x: mid - 200, y: height - 280 },
    end: { x: mid + 200, y: height - 280 },
    thickness: 1,
    color: INK.line,
  });

  const addon = certificate.addon;
  drawLine(page, addon ? "atas keberhasilannya menyelesaikan add-on" : "atas keberhasilannya menyelesaikan program", {
    x: mid,
    y: height - 306,
    size: 12,
    font: fonts.regular,
    align: "center",
    color: INK.muted,
  });
  const programLines = wrapText(fonts.bold, addon ? addon.title : certificate.program.name, 19, 620).slice(0, 2);
  let y = height - 336;
  for (const line of programLines) {
    drawLine(page, line, { x: mid, y, size: 19, font: fonts.bold, align: "center", color: INK.brandDark });
    y -= 24;
  }
  if (addon) {
    const from = `dari program ${certificate.program.name}`;
    drawLine(page, from, {
      x: mid,
      y: y + 4,
      size: fitSize(fonts.medium, from, 12, 620),
      font: fonts.medium,
      align: "center",
      color: INK.muted,
    });
  }

  // the facts: hours, final score (where there is one), issue date
  const facts: [string, string][] = [["Durasi", `${decimal(certificate.hours)} jam`]];
  if (certificate.final_score !== null) facts.push(["Nilai Akhir", decimal(certificate.final_score)]);
  facts.push(["Tanggal Terbit", wibDate(certificate.issued_at)]);
  const column = 150;
  const factsY = 178;
  facts.forEach(([label, value], i) => {
    const x = mid + (i - (facts.length - 1) / 2) * column;
    drawLine(page, label, { x, y: factsY + 18, size: 9, font: fonts.medium, align: "center", color: INK.muted });
    drawLine(page, value, { x, y: factsY, size: 13, font: fonts.bold, align: "center" });
  });

  // bottom left: the QR code of the verification page and the number
  const qr = 92;
  drawQrCode(page, certificate.verification_url, { x: 60, y: 52, size: qr });
  drawLine(page, "Nomor Sertifikat", { x: 60 + qr + 12, y: 124, size: 9, font: fonts.medium, color: INK.muted });
  drawLine(page, certificate.number, { x: 60 + qr + 12, y: 108, size: 12, font: fonts.bold });
  drawLine(page, "Pindai kode QR atau buka tautan ini untuk memverifikasi:", {
    x: 60 + qr + 12,
    y: 88,
    size: 8.5,
    font: fonts.regular,
    color: INK.muted,
  });
  const urlSize = fitSize(fonts.medium, certificate.verification_url, 8.5, 330, 6);
  drawLine(page, certificate.verification_url, {
    x: 60 + qr + 12,
    y: 75,
    size: urlSize,
    font: fonts.medium,
    color: INK.brand,
  });

  // bottom right: issued electronically
  drawLine(page, `Diterbitkan secara elektronik oleh ${brand}`, {
    x: width - 64,
    y: 88,
    size: 9,
    font: fonts.medium,
    align: "right",
    color: INK.muted,
  });
  drawLine(page, `atas nama ${certificate.institution.name}`, {
    x: width - 64,
    y: 75,
    size: fitSize(fonts.medium, `atas nama ${certificate.institution.name}`, 9, 300, 6),
    font: fonts.medium,
    align: "right",
    color: INK.muted,
  });

  if (certificate.revocation) {
    const stamp = "DICABUT";
    const size = 110;
    const w = fonts.extraBold.widthOfTextAtSize(stamp, size);
    page.drawText(stamp, {
      x: mid - (w / 2) * Math.cos(Math.PI / 9),
      y: height / 2 - 70,
      size,
      font: fonts.extraBold,
      color: INK.danger,
      opacity: 0.18,
      rotate: degrees(20),
    });
    const note = `Sertifikat ini dicabut pada ${wibDate(certificate.revocation.revoked_at)}. Alasan: ${certificate.revocation.reason}`;
    const lines = wrapText(fonts.bold, note, 10, 560).slice(0, 2);
    lines.forEach((line, i) => {
      drawLine(page, line, { x: mid, y: 142 - i * 13, size: 10, font: fonts.bold, align: "center", color: INK.danger });
    });
  }

  return pdf.save();
}

export const certificateFileName = (number: string) => `sertifikat-${number.toLowerCase()}.pdf`;
/** Where the API serves it (under /api). */
export const certificatePdfPath = (number: string) => `/api/certificates/${encodeURIComponent(number)}/pdf`;
