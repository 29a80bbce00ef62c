// Makes the demo PDFs in public/media/demo/: the e-book of the 'ebook' and 'document' activities and the
// worksheet of the 'toolkit' activities. The same input gives the same bytes (fixed dates, no random id).
//
//   node apps/web/scripts/make-demo-pdf.mjs
//
// pdf-lib comes with apps/api, which makes the product's receipts with it.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "../public/media/demo");
const PUBLISHED = new Date(Date.UTC(2026, 0, 5));
const A4 = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0.114, 0.306, 0.847); // brand-700 of the web app
const BRAND_DARK = rgb(0.09, 0.145, 0.329); // brand-950
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.39, 0.43, 0.5);

async function newDocument(title, subject) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setAuthor("Karirmu");
  doc.setCreator("Karirmu");
  doc.setProducer("pdf-lib");
  doc.setLanguage("id-ID");
  doc.setCreationDate(PUBLISHED);
  doc.setModificationDate(PUBLISHED);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  return { doc, fonts };
}

/** Writes `text` wrapped to `width` from (x, y) downwards; answers the y below the last line. */
function paragraph(page, text, { x, y, width, font, size, color = INK, leading = 1.45 }) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  let cursor = y;
  for (const l of lines) {
    page.drawText(l, { x, y: cursor, size, font, color });
    cursor -= size * leading;
  }
  return cursor;
}

function footer(page, fonts, pageNumber) {
  const [width] = A4;
  page.drawLine({
    start: { x: MARGIN, y: 48 },
    end: { x: width - MARGIN, y: 48 },
    thickness: 0.5,
    color: MUTED,
  });
  page.drawText("Panduan Belajar Efektif - Karirmu", { x: MARGIN, y: 32, size: 9, font: fonts.regular, color: MUTED });
  const label = `Halaman ${pageNumber}`;
  page.drawText(label, {
    x: width - MARGIN - fonts.regular.widthOfTextAtSize(label, 9),
    y: 32,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
}

/** A content page: a heading, then blocks of paragraphs and bullet lists. */
function contentPage(doc, fonts, pageNumber, heading, blocks) {
  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  page.drawRectangle({ x: 0, y: A4[1] - 12, width: A4[0], height: 12, color: BRAND });
  let y = A4[1] - 90;
  y = paragraph(page, heading, { x: MARGIN, y, width, font: fonts.bold, size: 20, color: BRAND_DARK }) - 10;
  for (const block of blocks) {
    if (block.subheading) {
      y = paragraph(page, block.subheading, { x: MARGIN, y: y - 6, width, font: fonts.bold, size: 13, color: BRAND });
    }
    if (block.text) y = paragraph(page, block.text, { x: MARGIN, y, width, font: fonts.regular, size: 11 }) - 8;
    for (const item of block.bullets ?? []) {
      page.drawCircle({ x: MARGIN + 6, y: y + 3.5, size: 2.2, color: BRAND });
      y = paragraph(page, item, { x: MARGIN + 18, y, width: width - 18, font: fonts.regular, size: 11 }) - 2;
    }
    if (block.bullets) y -= 8;
    if (block.quote) {
      const top = y + 14;
      const bottom = paragraph(page, block.quote, {
        x: MARGIN + 16,
        y,
        width: width - 32,
        font: fonts.italic,
        size: 11,
        color: BRAND_DARK,
      });
      page.drawRectangle({ x: MARGIN, y: bottom + 6, width: 3, height: top - bottom - 6, color: BRAND });
      y = bottom - 10;
    }
  }
  footer(page, fonts, pageNumber);
}

async function makeEbook() {
  const { doc, fonts } = await newDocument("Panduan Belajar Efektif", "E-book kebiasaan belajar untuk peserta program");
  const [pageWidth, pageHeight] = A4;
  const cover = doc.addPage(A4);
  cover.drawRectangle({ x: 0, y: 0, width: pageWidth, height: pageHeight, color: BRAND_DARK });
  cover.drawRectangle({ x: 0, y: pageHeight * 0.42, width: pageWidth, height: 6, color: rgb(0.98, 0.8, 0.08) });
  cover.drawText("E-BOOK KARIRMU", {
    x: MARGIN,
    y: pageHeight - 120,
    size: 12,
    font: fonts.bold,
    color: rgb(0.86, 0.91, 1),
  });
  cover.drawText("Panduan", { x: MARGIN, y: pageHeight - 220, size: 44, font: fonts.bold, color: rgb(1, 1, 1) });
  cover.drawText("Belajar Efektif", {
    x: MARGIN,
    y: pageHeight - 272,
    size: 44,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  paragraph(
    cover,
    "Kebiasaan kecil yang membuat belajar mandiri lebih terarah, lebih ringan dan lebih tahan lama diingat.",
    {
      x: MARGIN,
      y: pageHeight - 330,
      width: pageWidth - 2 * MARGIN,
      font: fonts.regular,
      size: 15,
      color: rgb(0.86, 0.91, 1),
    },
  );
  cover.drawText("Untuk peserta program Kelasmu, Ujianmu, Karirmu dan Prakerja", {
    x: MARGIN,
    y: 120,
    size: 11,
    font: fonts.regular,
    color: rgb(0.86, 0.91, 1),
  });
  cover.drawText("Edisi Januari 2026", { x: MARGIN, y: 100, size: 11, font: fonts.bold, color: rgb(1, 1, 1) });

  contentPage(doc, fonts, 2, "1. Membangun Kebiasaan Belajar", [
    {
      text: "Belajar yang berhasil jarang ditentukan oleh satu malam yang panjang. Yang menentukan adalah kebiasaan kecil yang diulang setiap hari. Bab ini membantu kamu menyusun kebiasaan itu sejak hari pertama program.",
    },
    {
      subheading: "Tetapkan tujuan yang jelas",
      text: "Tuliskan apa yang ingin kamu kuasai di akhir program dan mengapa hal itu penting bagimu. Pecah tujuan besar menjadi target mingguan yang bisa diukur, misalnya menyelesaikan dua topik dan satu kuis setiap minggu.",
    },
    {
      subheading: "Atur jadwal yang konsisten",
      bullets: [
        "Pilih waktu belajar yang sama setiap hari, walau hanya 25 sampai 30 menit.",
        "Catat jadwal di kalender ponsel dan pasang pengingat.",
        "Siapkan tempat belajar yang tenang, dengan ponsel dalam mode senyap.",
        "Mulailah dari aktivitas yang paling singkat agar kamu cepat merasa maju.",
      ],
    },
    {
      subheading: "Pantau kemajuanmu",
      text: "Lihat persentase progres di halaman belajar setiap akhir minggu. Jika ada aktivitas yang tertinggal, jadwalkan ulang pada hari berikutnya, bukan menumpuknya di akhir program.",
    },
    {
      quote:
        "Sedikit demi sedikit, lama-lama menjadi bukit. Dua puluh lima menit sehari lebih baik daripada lima jam sebulan sekali.",
    },
  ]);

  contentPage(doc, fonts, 3, "2. Teknik Belajar yang Terbukti", [
    {
      text: "Penelitian tentang cara manusia belajar menunjukkan beberapa teknik yang hasilnya jauh lebih baik daripada membaca ulang atau menandai teks. Cobalah teknik berikut pada setiap topik.",
    },
    {
      subheading: "Mengingat aktif",
      text: "Setelah membaca satu bagian, tutup materinya lalu tuliskan poin-poin pentingnya dari ingatan. Usaha untuk mengingat itulah yang menguatkan pemahaman.",
    },
    {
      subheading: "Pengulangan berjarak",
      text: "Ulangi materi setelah satu hari, tiga hari, lalu satu minggu. Jarak yang makin panjang membuat materi bertahan lebih lama dibanding belajar semalam suntuk.",
    },
    {
      subheading: "Teknik Pomodoro",
      bullets: [
        "Belajar penuh fokus selama 25 menit, lalu istirahat 5 menit.",
        "Setelah empat putaran, ambil istirahat lebih panjang, 15 sampai 30 menit.",
      ],
    },
    {
      subheading: "Jelaskan kepada orang lain",
      text: "Ceritakan kembali materi dengan bahasamu sendiri di forum diskusi atau kepada teman. Bagian yang sulit kamu jelaskan adalah bagian yang perlu kamu pelajari lagi.",
    },
    {
      subheading: "Refleksikan setiap minggu",
      text: "Tanyakan pada dirimu: apa yang sudah berhasil, apa yang masih sulit, dan apa yang akan kamu ubah minggu depan. Tuliskan jawabanmu pada aktivitas refleksi.",
    },
  ]);
  return doc.save({ useObjectStreams: false });
}

async function makeWorksheet() {
  const { doc, fonts } = await newDocument("Lembar Kerja Perencanaan Proyek", "Lembar kerja perangkat belajar");
  const page = doc.addPage(A4);
  const [pageWidth, pageHeight] = A4;
  const width = pageWidth - 2 * MARGIN;
  page.drawRectangle({ x: 0, y: pageHeight - 12, width: pageWidth, height: 12, color: BRAND });
  page.drawText("Lembar Kerja Perencanaan Proyek", {
    x: MARGIN,
    y: pageHeight - 70,
    size: 20,
    font: fonts.bold,
    color: BRAND_DARK,
  });
  let y = paragraph(
    page,
    "Isi lembar kerja ini sebelum memulai proyekmu. Tulis dengan singkat dan spesifik, lalu unggah hasilnya pada aktivitas ini.",
    { x: MARGIN, y: pageHeight - 94, width, font: fonts.regular, size: 10.5, color: MUTED },
  );

  const box = (label, hint, height) => {
    y -= 14;
    page.drawText(label, { x: MARGIN, y, size: 11, font: fonts.bold, color: BRAND });
    page.drawText(hint, {
      x: MARGIN + fonts.bold.widthOfTextAtSize(label, 11) + 8,
      y,
      size: 9,
      font: fonts.italic,
      color: MUTED,
    });
    y -= 6 + height;
    page.drawRectangle({ x: MARGIN, y, width, height, borderColor: MUTED, borderWidth: 0.75 });
  };
  box("Nama proyek", "judul singkat yang menggambarkan hasilnya", 26);
  box("Tujuan", "masalah apa yang diselesaikan, untuk siapa", 58);
  box("Hasil yang diharapkan", "apa yang bisa dilihat atau diukur di akhir proyek", 58);

  y -= 22;
  page.drawText("Tahapan kerja", { x: MARGIN, y, size: 11, font: fonts.bold, color: BRAND });
  const columns = [
    { title: "No", width: 28 },
    { title: "Kegiatan", width: 210 },
    { title: "Tenggat", width: 80 },
    { title: "Penanggung jawab", width: width - 318 },
  ];
  const rowHeight = 26;
  y -= 8;
  let x = MARGIN;
  for (const column of columns) {
    page.drawRectangle({ x, y: y - rowHeight, width: column.width, height: rowHeight, color: rgb(0.94, 0.96, 1) });
    page.drawText(column.title, { x: x + 6, y: y - 17, size: 10, font: fonts.bold, color: BRAND_DARK });
    x += column.width;
  }
  for (let row = 0; row <= 5; row++) {
    const top = y - row * rowHeight;
    page.drawLine({ start: { x: MARGIN, y: top }, end: { x: MARGIN + width, y: top }, thickness: 0.75, color: MUTED });
    if (row > 0) page.drawText(String(row), { x: MARGIN + 11, y: top - 17, size: 10, font: fonts.regular, color: INK });
  }
  const tableBottom = y - 6 * rowHeight;
  page.drawLine({
    start: { x: MARGIN, y: tableBottom },
    end: { x: MARGIN + width, y: tableBottom },
    thickness: 0.75,
    color: MUTED,
  });
  x = MARGIN;
  for (const column of [...columns, { width: 0 }]) {
    page.drawLine({ start: { x, y }, end: { x, y: tableBottom }, thickness: 0.75, color: MUTED });
    x += column.width;
  }
  y = tableBottom - 8;

  box("Risiko dan cara mengatasinya", "apa yang bisa menghambat, dan rencana cadanganmu", 58);
  box("Ukuran keberhasilan", "bagaimana kamu tahu proyek ini berhasil", 44);

  page.drawText("Nama peserta: ______________________________", {
    x: MARGIN,
    y: 70,
    size: 10,
    font: fonts.regular,
    color: INK,
  });
  page.drawText("Tanggal: ____________________", { x: MARGIN + 300, y: 70, size: 10, font: fonts.regular, color: INK });
  page.drawText("Perangkat Belajar Karirmu", { x: MARGIN, y: 32, size: 9, font: fonts.regular, color: MUTED });
  return doc.save({ useObjectStreams: false });
}

for (const [name, make] of [
  ["ebook-panduan-belajar.pdf", makeEbook],
  ["toolkit-template.pdf", makeWorksheet],
]) {
  const bytes = await make();
  writeFileSync(join(OUT_DIR, name), bytes);
  console.log(`wrote ${join(OUT_DIR, name)}: ${bytes.length} bytes`);
}
