import type { LearningReport, Transcript } from "@app/domain/report/learning-report";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import {
  A4_PORTRAIT,
  type Align,
  type BrandFonts,
  brandDocument,
  drawLine,
  INK,
  wibDate,
  wrapText,
} from "../../platform/pdf-kit";

/**
 * The learning report and the transcript as A4 portrait PDFs (issue 20), drawn from the same answers the pages
 * show, with the brand's embedded fonts (platform/pdf-kit.ts). The documents' titles name the learner, so a reader
 * (and the tests) can tell whose they are without parsing the drawn text.
 */

const MARGIN = 48;
const [PAGE_WIDTH, PAGE_HEIGHT] = A4_PORTRAIT;
const RIGHT = PAGE_WIDTH - MARGIN;
const CONTENT = RIGHT - MARGIN;
const BOTTOM = 56;

const score = (value: number | null) =>
  value === null ? "-" : value.toLocaleString("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signed = (value: number) => `${value > 0 ? "+" : ""}${score(value)}`;

/** A column of a table: its share of the content width and its alignment. */
type Column = { label: string; width: number; align?: Align };

/** A cursor down the pages: text, rows and sections, a new page when the next piece does not fit. */
class Flow {
  page: PDFPage;
  y: number;
  private pages = 0;
  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: BrandFonts,
    private readonly footer: string,
  ) {
    this.page = this.newPage();
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage(A4_PORTRAIT);
    this.pages += 1;
    drawLine(page, `${this.footer} · Halaman ${this.pages}`, {
      x: PAGE_WIDTH / 2,
      y: 28,
      size: 8,
      font: this.fonts.regular,
      align: "center",
      color: INK.muted,
    });
    return page;
  }

  /** Room for `height` more points, or a new page. */
  need(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.newPage();
    this.y = PAGE_HEIGHT - MARGIN;
  }

  text(value: string, options: { size?: number; font?: PDFFont; color?: typeof INK.text; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.font ?? this.fonts.regular;
    for (const line of wrapText(font, value, size, CONTENT)) {
      this.need(size * 1.45);
      this.y -= size * 1.25;
      drawLine(this.page, line, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK.text });
      this.y -= size * 0.2;
    }
    this.y -= options.gap ?? 4;
  }

  heading(value: string): void {
    this.need(40);
    this.y -= 10;
    this.text(value, { size: 12.5, font: this.fonts.bold, color: INK.brandDark, gap: 2 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: RIGHT, y: this.y },
      thickness: 0.6,
      color: INK.line,
    });
    this.y -= 8;
  }

  /** Label / value pairs in two columns. */
  facts(pairs: [string, string][]): void {
    const labelWidth = 150;
    for (const [label, value] of pairs) {
      const lines = wrapText(this.fonts.bold, value, 10, CONTENT - labelWidth);
      this.need(14 * lines.length + 2);
      this.y -= 12;
      drawLine(this.page, label, { x: MARGIN, y: this.y, size: 9.5, font: this.fonts.regular, color: INK.muted });
      for (const [k, line] of lines.entries()) {
        if (k > 0) this.y -= 13;
        drawLine(this.page, line, { x: MARGIN + labelWidth, y: this.y, size: 10, font: this.fonts.bold });
      }
      this.y -= 4;
    }
  }

  /** A table: a header row, then rows whose first column wraps; the header is repeated on a new page. */
  table(columns: Column[], rows: string[][]): void {
    const widths = columns.map((c) => c.width * CONTENT);
    const header = () => {
      this.need(22);
      this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: CONTENT, height: 18, color: INK.brandSoft });
      this.cells(
        columns,
        widths,
        columns.map((c) => [c.label]),
        this.fonts.bold,
        8.5,
      );
      this.y -= 18;
    };
    header();
    for (const row of rows) {
      const wrapped = row.map((cell, k) => wrapText(this.fonts.regular, cell, 9, (widths[k] ?? 0) - 8));
      const height = Math.max(...wrapped.map((w) => w.length)) * 12 + 8;
      if (this.y - height < BOTTOM) {
        this.need(height + 40);
        header();
      }
      this.cells(columns, widths, wrapped, this.fonts.regular, 9);
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: RIGHT, y: this.y },
        thickness: 0.4,
        color: INK.line,
      });
    }
    this.y -= 6;
  }

  private cells(columns: Column[], widths: number[], lines: string[][], font: PDFFont, size: number): void {
    let x = MARGIN;
    for (const [k, column] of columns.entries()) {
      const width = widths[k] ?? 0;
      for (const [n, line] of (lines[k] ?? []).entries()) {
        const anchor = column.align === "right" ? x + width - 4 : column.align === "center" ? x + width / 2 : x + 4;
        drawLine(this.page, line, { x: anchor, y: this.y - 13 - n * 12, size, font, align: column.align ?? "left" });
      }
      x += width;
    }
  }
}

/** The document's top: brand, title and who it is about, on a brand-coloured band. */
function masthead(flow: Flow, brand: string, title: string, subtitle: string): void {
  const { page, fonts } = flow;
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 96, width: PAGE_WIDTH, height: 96, color: INK.brand });
  drawLine(page, brand, { x: MARGIN, y: PAGE_HEIGHT - 40, size: 12, font: fonts.bold, color: INK.white });
  drawLine(page, title, { x: MARGIN, y: PAGE_HEIGHT - 68, size: 20, font: fonts.extraBold, color: INK.white });
  drawLine(page, subtitle, {
    x: RIGHT,
    y: PAGE_HEIGHT - 68,
    size: 10,
    font: fonts.medium,
    color: INK.white,
    align: "right",
  });
  flow.y = PAGE_HEIGHT - 112;
}

const ACTIVITY_KIND: Record<number, string> = {
  1: "Pretest",
  2: "Posttest",
  3: "Uji Keterampilan",
  4: "Tugas Praktik Mandiri",
};

/** The learning report: the same sections, in the same order, as /laporan-belajar/{id}. */
export async function learningReportPdf(report: LearningReport, brand: string): Promise<Uint8Array> {
  const title = report.report_type === "lembaga" ? "Laporan Belajar Peserta" : "Laporan Belajar";
  const { pdf, fonts } = await brandDocument({
    title: `${title} - ${report.learner.name} - ${report.program.name}`,
    author: brand,
    subject: `${report.program.name}, ${report.institution.name}`,
  });
  const flow = new Flow(pdf, fonts, `${title} ${report.learner.name} · ${brand}`);
  masthead(flow, report.report_type === "lembaga" ? report.institution.name : brand, title, report.institution.name);

  flow.text(report.program.name, { size: 15, font: fonts.bold, gap: 2 });
  flow.text(`Peserta: ${report.learner.name}`, { size: 11, font: fonts.medium, color: INK.muted, gap: 6 });
  flow.facts([
    ["Lembaga", report.institution.name],
    ["Mulai belajar", wibDate(report.period.enrolled_at)],
    ["Selesai", report.period.finish_at ? wibDate(report.period.finish_at) : "Belum selesai"],
    ["Durasi program", `${score(report.program.hours)} jam`],
    [
      "Progres",
      `${score(report.progress.percentage)}% (${report.progress.completed} dari ${report.progress.total} aktivitas)`,
    ],
    ...(report.attendance.total > 0
      ? ([
          [
            "Kehadiran",
            `${score(report.attendance.percentage)}% (${report.attendance.done} dari ${report.attendance.total} sesi)` +
              (report.attendance.rule_applies
                ? report.attendance.meets
                  ? `, memenuhi syarat ${report.attendance.required_percentage}%`
                  : `, belum memenuhi syarat ${report.attendance.required_percentage}%`
                : ""),
          ],
        ] as [string, string][])
      : []),
  ]);

  flow.heading("Nilai");
  flow.facts([
    ["Nilai Akhir", score(report.final_score)],
    ["Nilai Pretest", score(report.tests.pretest)],
    ["Nilai Posttest", score(report.tests.posttest)],
    ...(report.tests.gain
      ? ([
          [
            "Peningkatan belajar",
            `${signed(report.tests.gain.points)} poin` +
              (report.tests.gain.normalized === null
                ? ""
                : ` (gain ternormalisasi ${report.tests.gain.normalized.toLocaleString("id-ID")})`),
          ],
        ] as [string, string][])
      : []),
  ]);

  flow.heading("Aktivitas yang Dinilai");
  if (report.activities.length === 0) flow.text("Program ini tidak memiliki aktivitas yang dinilai.");
  else
    flow.table(
      [
        { label: "Aktivitas", width: 0.5 },
        { label: "Jenis", width: 0.22 },
        { label: "Bobot", width: 0.12, align: "right" },
        { label: "Nilai", width: 0.16, align: "right" },
      ],
      report.activities.map((a) => [
        `${a.title} (Topik ${a.session})`,
        ACTIVITY_KIND[a.activity_type] ?? "Kuis",
        `${a.bobot}%`,
        a.score === null ? (a.review_state === "awaiting_review" ? "Menunggu" : "-") : score(a.score),
      ]),
    );

  if (report.assessments.length) {
    flow.heading("Umpan Balik Asesor");
    for (const a of report.assessments) {
      flow.text(a.activity_title, { size: 10.5, font: fonts.bold, gap: 1 });
      const by = [a.assessor_name, a.assessed_at ? wibDate(a.assessed_at) : null].filter(Boolean).join(", ");
      if (by) flow.text(`Dinilai oleh ${by} · Nilai ${score(a.score)}`, { size: 9, color: INK.muted, gap: 2 });
      if (a.feedback) flow.text(`“${a.feedback}”`, { size: 10, gap: 4 });
      if (a.rubric.length)
        flow.table(
          [
            { label: "Kriteria rubrik", width: 0.78 },
            { label: "Poin", width: 0.22, align: "right" },
          ],
          a.rubric.map((c) => [c.title, `${c.points === null ? "-" : score(c.points)} / ${c.max_points}`]),
        );
    }
  }

  flow.heading("Laporan Progres");
  flow.facts([
    ["Selesai belajar", report.progress_report.finish_at ? wibDate(report.progress_report.finish_at) : "-"],
    [
      "Sertifikat dibuat",
      report.progress_report.certificate_created_at ? wibDate(report.progress_report.certificate_created_at) : "-",
    ],
    [
      "Tanggal terbit sertifikat",
      report.progress_report.certificate_issued_date
        ? wibDate(`${report.progress_report.certificate_issued_date}T00:00:00+07:00`)
        : "-",
    ],
    ["Nomor sertifikat", report.certificate ? report.certificate.number : "-"],
    [
      "Dilaporkan ke PMO",
      report.progress_report.pmo_report_date ? wibDate(report.progress_report.pmo_report_date) : "-",
    ],
  ]);
  flow.text(`Dibuat pada ${wibDate(report.generated_at)}.`, { size: 8.5, color: INK.muted });
  return pdf.save();
}

/** The transcript: the learner, the period, every finished programme and the totals. */
export async function transcriptPdf(transcript: Transcript, brand: string): Promise<Uint8Array> {
  const { pdf, fonts } = await brandDocument({
    title: `Transkrip ${transcript.label} - ${transcript.learner.name}`,
    author: brand,
  });
  const flow = new Flow(pdf, fonts, `Transkrip ${transcript.learner.name} · ${brand}`);
  masthead(flow, brand, "Transkrip", transcript.label);
  flow.text(transcript.learner.name, { size: 15, font: fonts.bold, gap: 2 });
  flow.text(`Periode: ${transcript.label} · Dibuat pada ${wibDate(transcript.generated_at)}`, {
    size: 10,
    color: INK.muted,
    gap: 8,
  });
  if (transcript.programs.length === 0) flow.text("Belum ada program yang selesai pada periode ini.");
  else
    flow.table(
      [
        { label: "Program", width: 0.38 },
        { label: "Selesai", width: 0.17 },
        { label: "Jam", width: 0.09, align: "right" },
        { label: "Nilai", width: 0.1, align: "right" },
        { label: "No. Sertifikat", width: 0.26 },
      ],
      transcript.programs.map((p) => [
        `${p.program.name} (${p.institution_name})`,
        wibDate(p.finish_at),
        score(p.hours),
        score(p.final_score),
        p.certificate_number ?? "-",
      ]),
    );
  flow.heading("Jumlah");
  flow.facts([
    ["Program selesai", String(transcript.totals.program_count)],
    ["Total jam belajar", `${score(transcript.totals.hours)} jam`],
    ["Rata-rata nilai akhir", score(transcript.totals.average_score)],
  ]);
  return pdf.save();
}
