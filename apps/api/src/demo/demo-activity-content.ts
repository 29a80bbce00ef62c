import type { ResourceType } from "@app/domain/catalogue/constants";

export type DemoActivityContent = {
  url: string | null;
  content: string | null;
  meetingNumber: string | null;
  completionTimer: number;
  /** The length of the recorded video the activity plays, in seconds (null: no video). */
  videoSeconds: number | null;
};

/** Static files of the web app (apps/web/public/media/demo, made by the scripts in apps/web/scripts). */
export const DEMO_MEDIA = {
  video: "/media/demo/belajar-singkat.webm",
  ebook: "/media/demo/ebook-panduan-belajar.pdf",
  infographic: "/media/demo/infografis-belajar.png",
  worksheet: "/media/demo/toolkit-template.pdf",
  simulation: "/media/demo/webview-simulasi.html",
} as const;

/**
 * The length of DEMO_MEDIA.video in seconds, as its WebM header's Duration says (measured once; the seed test reads
 * the file again and compares). A video's end is believed from 90 % of it after the start (issue 17).
 */
export const DEMO_VIDEO_SECONDS = 6.007;

/** A completion timer applies only at 0 or more (spec 001 section 9): -1 is "none". */
const NO_TIMER = -1;
const READING_SECONDS = 60;

type Words = { title: string; topic: string; Topic: string };
type Builder = (words: Words) => DemoActivityContent;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const p = (text: string) => `<p>${text}</p>`;
const list = (tag: "ol" | "ul", items: readonly string[]) =>
  `<${tag}>${items.map((i) => `<li>${i}</li>`).join("")}</${tag}>`;

function entry(content: string[], rest: Partial<Omit<DemoActivityContent, "content">> = {}): DemoActivityContent {
  return {
    url: null,
    meetingNumber: null,
    completionTimer: NO_TIMER,
    videoSeconds: null,
    ...rest,
    content: content.join(""),
  };
}

/** FNV-1a: a stable hash, so a title always gets the same meeting number on every machine. */
function fnv1a(text: string, basis: number): number {
  let hash = basis;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** An 11-digit number in the 8xxxxxxxxxx range Zoom gives to scheduled meetings, two hashes for ten digits. */
function meetingNumberOf(title: string): string {
  const high = fnv1a(title, 0x811c9dc5) % 100_000;
  const low = fnv1a(title, 0x01000193) % 100_000;
  return String(80_000_000_000 + high * 100_000 + low);
}

const BUILDERS: Record<ResourceType, Builder> = {
  html: ({ topic, Topic }) =>
    entry(
      [
        p(
          `Selamat datang di materi inti tentang <strong>${topic}</strong>. Di bagian ini Anda akan memahami gagasan utamanya, melihat bagaimana konsep itu dipakai dalam situasi nyata, lalu menyiapkan diri untuk latihan dan kuis di aktivitas berikutnya. Bacalah pelan-pelan dan catat hal yang menurut Anda penting atau belum jelas.`,
        ),
        `<h2>Mengapa ${topic} penting?</h2>`,
        p(
          `${Topic} bukan sekadar hafalan untuk ujian. Pemahaman yang kuat membantu Anda <em>memecahkan masalah</em>, menjelaskan alasan di balik sebuah jawaban, dan mempelajari materi lanjutan dengan lebih mudah. Banyak kesulitan di topik berikutnya berawal dari dasar yang belum kokoh, jadi luangkan waktu untuk bagian ini.`,
        ),
        "<h3>Tiga hal yang perlu Anda kuasai</h3>",
        list("ul", [
          "<strong>Istilah kunci</strong>: kenali arti setiap istilah dan berikan contoh dengan kata-kata Anda sendiri.",
          "<strong>Hubungan antarkonsep</strong>: pahami bagaimana satu gagasan terhubung dengan gagasan lainnya.",
          "<strong>Penerapan</strong>: cobalah memakai konsep itu pada soal latihan atau situasi sehari-hari.",
        ]),
        "<h3>Belajar dari contoh</h3>",
        p(
          "Contoh yang baik menunjukkan sebuah konsep bekerja dalam situasi nyata. Saat membaca contoh, jangan hanya melihat hasil akhirnya: perhatikan alasan di balik setiap langkah, lalu coba ubah sedikit soalnya dan selesaikan sendiri. Jika cara yang sama masih berhasil, berarti Anda sudah memahami polanya, bukan sekadar mengingat jawabannya.",
        ),
        "<h2>Langkah mempelajarinya</h2>",
        list("ol", [
          "Baca materi ini sekali tanpa mencatat untuk mendapatkan gambaran besarnya.",
          "Baca sekali lagi sambil menandai istilah kunci dan contoh yang penting.",
          "Tutup materi, lalu tuliskan ringkasannya dalam lima kalimat dari ingatan.",
          "Bandingkan ringkasan Anda dengan materi dan lengkapi bagian yang terlewat.",
        ]),
        `<blockquote>${p(`<strong>Tips:</strong> belajarlah 25 menit dengan fokus penuh, lalu istirahat 5 menit. Cara ini membuat ${topic} lebih mudah diingat daripada belajar berjam-jam tanpa jeda.`)}</blockquote>`,
        p(
          `<img src="${DEMO_MEDIA.infographic}" alt="Infografis 5 Langkah Belajar Efektif: tetapkan tujuan, atur jadwal, ingat aktif, ulangi berjarak, refleksikan">`,
        ),
        "<h3>Ringkasan</h3>",
        p(
          `Kuasai istilah kunci, pahami hubungan antarkonsep, dan latih penerapannya. Untuk memperdalam cara belajar Anda, baca <a href="${DEMO_MEDIA.ebook}">E-book Panduan Belajar Efektif</a>. Setelah itu, lanjutkan ke aktivitas berikutnya dan jangan ragu bertanya di forum diskusi bila ada bagian yang belum Anda pahami.`,
        ),
      ],
      { completionTimer: READING_SECONDS },
    ),

  freetext: ({ topic }) =>
    entry([
      p(
        `<strong>Rangkuman materi ${topic}.</strong> Bacaan ini merangkum gagasan utama yang sudah Anda pelajari di topik ini. Gunakan sebagai bahan mengulang sebelum mengerjakan kuis, atau sebagai catatan singkat ketika Anda lupa.`,
      ),
      p(
        `<strong>Pertama,</strong> setiap pembahasan tentang ${topic} dimulai dari istilah kunci. Pastikan Anda bisa menjelaskan istilah-istilah itu dengan bahasa Anda sendiri, bukan sekadar menghafal definisinya.`,
      ),
      p(
        `<strong>Kedua,</strong> konsep-konsep dalam ${topic} saling berhubungan. Saat menemui soal yang sulit, carilah konsep dasar yang menjadi pijakannya, lalu uraikan masalahnya langkah demi langkah.`,
      ),
      p(
        "<strong>Ketiga,</strong> pemahaman paling kuat lahir dari latihan. Kerjakan contoh soal, jelaskan jawaban Anda kepada teman, dan catat kesalahan yang sering Anda buat agar tidak terulang.",
      ),
      p(
        "<strong>Terakhir,</strong> baca ulang rangkuman ini besok dan beberapa hari lagi. Pengulangan berjarak membuat materi bertahan jauh lebih lama di ingatan.",
      ),
    ]),

  ebook: ({ topic }) =>
    entry(
      [
        p(
          `E-book <strong>Panduan Belajar Efektif</strong> menemani Anda selama mempelajari ${topic}. Isinya tiga halaman: cara membangun kebiasaan belajar yang konsisten dan teknik belajar yang terbukti, seperti mengingat aktif dan pengulangan berjarak.`,
        ),
        p("Baca e-book ini sampai selesai, lalu pilih satu teknik yang akan Anda coba minggu ini."),
      ],
      { url: DEMO_MEDIA.ebook, completionTimer: READING_SECONDS },
    ),

  webview: ({ topic }) =>
    entry(
      [
        p(
          `Cobalah <strong>simulasi tabungan</strong> berikut untuk merencanakan biaya pelatihan lanjutan setelah Anda menguasai ${topic}. Ubah target biaya, tabungan awal, setoran bulanan dan bunga, lalu tekan <strong>Hitung Simulasi</strong> untuk melihat hasilnya.`,
        ),
      ],
      { url: DEMO_MEDIA.simulation },
    ),

  live_streaming: ({ title, topic }) =>
    entry(
      [
        p(
          `Ini adalah rekaman <strong>${title}</strong> tentang ${topic}. Tonton rekamannya sampai selesai untuk menyelesaikan aktivitas ini.`,
        ),
        "<h3>Agenda sesi</h3>",
        list("ol", [
          "Pembukaan dan perkenalan fasilitator",
          `Pemaparan materi: konsep utama ${topic}`,
          "Contoh penerapan dan studi kasus",
          "Tanya jawab bersama peserta",
          "Rangkuman dan tugas lanjutan",
        ]),
        p("Punya pertanyaan setelah menonton? Tuliskan di forum diskusi program."),
      ],
      { url: DEMO_MEDIA.video, videoSeconds: DEMO_VIDEO_SECONDS, meetingNumber: meetingNumberOf(title) },
    ),

  toolkit: ({ topic }) =>
    entry(
      [
        p(
          `Gunakan <strong>Lembar Kerja Perencanaan Proyek</strong> untuk merancang proyek kecil yang menerapkan ${topic}.`,
        ),
        list("ol", [
          "Unduh lembar kerja, lalu cetak atau isi langsung di komputer.",
          "Tuliskan nama proyek, tujuan dan hasil yang Anda harapkan.",
          "Pecah pekerjaan menjadi paling banyak lima tahapan, lengkap dengan tenggat dan penanggung jawabnya.",
          "Catat risiko yang mungkin muncul beserta cara mengatasinya, lalu tentukan ukuran keberhasilannya.",
          "Simpan lembar kerja yang sudah terisi sebagai bahan diskusi dengan fasilitator.",
        ]),
      ],
      { url: DEMO_MEDIA.worksheet },
    ),

  image: ({ topic }) =>
    entry(
      [
        p(
          `<strong>5 Langkah Belajar Efektif</strong>: tetapkan tujuan, atur jadwal, ingat aktif, ulangi berjarak, dan refleksikan. Simpan infografis ini dan terapkan langkah-langkahnya saat mempelajari ${topic}.`,
        ),
      ],
      { url: DEMO_MEDIA.infographic },
    ),

  document: ({ topic }) =>
    entry(
      [
        p(
          `Modul ini adalah bahan bacaan utama untuk topik ${topic}. Baca modul sampai selesai, lalu kerjakan tugas berikut.`,
        ),
        "<h3>Tugas</h3>",
        list("ol", [
          "Tandai tiga gagasan yang paling berguna bagi Anda.",
          `Tuliskan bagaimana Anda akan menerapkan salah satunya saat mempelajari ${topic}.`,
          "Simpan catatan Anda untuk dibahas pada aktivitas refleksi.",
        ]),
        p("Modul dapat diunduh dan dibaca kembali kapan saja."),
      ],
      { url: DEMO_MEDIA.ebook },
    ),

  direct_chat: ({ topic }) =>
    entry([
      p(
        `Ada bagian ${topic} yang belum Anda pahami? Kirim <strong>pesan pribadi</strong> kepada fasilitator melalui ruang obrolan ini. Jelaskan pertanyaan Anda sejelas mungkin: bagian materi yang membingungkan dan apa yang sudah Anda coba.`,
      ),
      p(
        "Fasilitator akan membalas secepatnya pada hari kerja. Pesan Anda hanya dapat dibaca oleh Anda dan fasilitator.",
      ),
    ]),

  discussion: ({ topic }) =>
    entry([
      p("Bagikan pendapat Anda di kolom komentar dan tanggapi setidaknya satu jawaban peserta lain."),
      `<blockquote>${p(`<strong>Pertanyaan diskusi:</strong> menurut Anda, bagian mana dari ${topic} yang paling sering dianggap sulit, dan bagaimana cara menjelaskannya dengan contoh dari kehidupan sehari-hari?`)}</blockquote>`,
      p("Tulislah dengan sopan dan hargai pendapat yang berbeda."),
    ]),

  refleksi: ({ topic }) =>
    entry([
      p(
        `Luangkan waktu sejenak untuk merenungkan proses belajar Anda tentang ${topic}. Jawablah dengan jujur; tidak ada jawaban yang benar atau salah.`,
      ),
      list("ol", [
        `Apa hal terpenting yang Anda pelajari tentang ${topic} di topik ini?`,
        "Bagian mana yang masih terasa sulit, dan apa yang akan Anda lakukan untuk memahaminya?",
        "Bagaimana Anda akan menerapkan materi ini dalam belajar, pekerjaan atau kehidupan sehari-hari?",
      ]),
    ]),

  quiz: ({ topic }) =>
    entry([
      p(`Kuis ini menguji pemahaman Anda tentang ${topic}. Bacalah setiap soal dengan teliti sebelum memilih jawaban.`),
      list("ul", [
        "Kerjakan secara mandiri, tanpa membuka materi.",
        "Pastikan koneksi internet Anda stabil sebelum mulai.",
        "Periksa kembali jawaban Anda sebelum mengirimkannya.",
      ]),
    ]),

  "quiz-v2": ({ topic }) =>
    entry([
      p(
        `Latihan ini berisi soal-soal tentang ${topic} yang disajikan bertahap, beberapa soal dalam setiap bagian. Selesaikan satu bagian sebelum melanjutkan ke bagian berikutnya.`,
      ),
      list("ul", [
        "Kerjakan secara mandiri dan gunakan latihan ini untuk mengukur pemahaman Anda.",
        "Catat soal yang jawabannya masih ragu, lalu pelajari lagi materinya.",
        "Pastikan koneksi internet Anda stabil sebelum mulai.",
      ]),
    ]),
};

/**
 * The content of a demo activity of the given type: real files for the types that open one, Indonesian rich
 * text (only tags the rich-text allowed list keeps) for the rest. Pure and deterministic, like all demo data.
 */
export function demoActivityContent(type: ResourceType, title: string, topic: string): DemoActivityContent {
  const words = {
    title: escapeHtml(title),
    topic: escapeHtml(topic),
    Topic: escapeHtml(topic.charAt(0).toUpperCase() + topic.slice(1)),
  };
  return BUILDERS[type](words);
}
