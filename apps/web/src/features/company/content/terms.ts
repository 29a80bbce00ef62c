import type { CompanyInfo } from "../company-info";
import type { CompanyDocument } from "../document";

/**
 * Terms of use. Consumer-facing clauses follow Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan
 * Konsumen: no standard clause shifts the operator's own liability to the user (Pasal 18), and a consumer may
 * take a dispute to the consumer dispute board (BPSK) or a court.
 */
export function termsOfUse(info: CompanyInfo): CompanyDocument {
  const { brand, legalName } = info;
  return {
    title: "Syarat dan Ketentuan",
    effective: "Berlaku sejak 1 November 2026",
    intro: [
      `Syarat dan Ketentuan ini mengatur penggunaan ${brand} yang dikelola oleh ${legalName} ("kami"). Dengan mendaftar, masuk, atau membeli program di ${brand}, Anda menyatakan telah membaca, memahami, dan menyetujui Syarat dan Ketentuan ini serta Kebijakan Privasi kami.`,
      "Jika Anda belum berusia 18 tahun, mintalah orang tua atau wali Anda membaca dan menyetujui Syarat dan Ketentuan ini bersama Anda.",
    ],
    sections: [
      {
        id: "definisi",
        title: "Definisi",
        blocks: [
          {
            terms: [
              {
                term: "Platform",
                text: `Layanan ${brand} berupa situs web, situs Prakerja, dan situs mitra yang dijalankan di atas sistem ${brand}.`,
              },
              { term: "Pengguna", text: "Setiap orang yang mengakses Platform, baik pengunjung maupun pemilik akun." },
              { term: "Peserta", text: "Pengguna yang membeli atau terdaftar dalam suatu Program." },
              {
                term: "Mitra",
                text: "Sekolah, perguruan tinggi, lembaga pelatihan, perusahaan, atau organisasi yang menyelenggarakan Program di Platform.",
              },
              {
                term: "Program",
                text: "Kelas, ujian, pelatihan, atau webinar yang ditawarkan di Platform, termasuk add-on berupa layanan tambahan dalam suatu Program.",
              },
              {
                term: "Poin",
                text: `Satuan nilai di ${brand} yang dapat dipakai sebagai metode pembayaran sesuai ketentuan.`,
              },
              {
                term: "Kartu Prakerja",
                text: "Program pengembangan kompetensi kerja dan kewirausahaan dari pemerintah yang saldonya dapat dipakai untuk membeli Kelas Prakerja.",
              },
            ],
          },
        ],
      },
      {
        id: "akun",
        title: "Akun",
        blocks: [
          {
            list: [
              "Anda wajib memberikan data yang benar, lengkap, dan terbaru, lalu memverifikasi alamat email Anda.",
              "Satu akun hanya untuk satu orang. Akun tidak boleh dipinjamkan, dijual, atau dipakai bersama.",
              "Anda bertanggung jawab menjaga kerahasiaan kata sandi, PIN, dan kode sekali pakai. Segera beri tahu kami jika Anda menduga akun Anda dipakai tanpa izin.",
              "Pengguna yang belum berusia 18 tahun hanya dapat membuat akun dengan persetujuan orang tua atau wali.",
              "Kami dapat menangguhkan akun yang melanggar Syarat dan Ketentuan ini setelah memberi tahu alasannya kepada Anda. Anda dapat mengajukan keberatan melalui layanan pengguna.",
            ],
          },
        ],
      },
      {
        id: "program",
        title: "Program dan Mitra Penyelenggara",
        blocks: [
          {
            list: [
              "Program disusun dan diselenggarakan oleh Mitra. Mitra bertanggung jawab atas kebenaran isi, kualifikasi pengajar, dan pelaksanaan Program sesuai deskripsinya.",
              "Kami mengkurasi Program sebelum diterbitkan dan dapat menurunkan Program yang tidak memenuhi standar mutu atau melanggar hukum.",
              "Jadwal webinar dan kelas tatap muka dapat berubah karena keadaan yang wajar. Perubahan diberitahukan paling lambat 24 jam sebelum jadwal semula, kecuali dalam keadaan kahar.",
              "Masa akses, jumlah sesi, dan syarat kelulusan setiap Program tercantum di halaman Program dan berlaku sejak pembelian.",
            ],
          },
        ],
      },
      {
        id: "pembelian-pembayaran",
        title: "Pembelian dan Pembayaran",
        blocks: [
          {
            list: [
              "Harga dicantumkan dalam Rupiah. Biaya layanan metode pembayaran, bila ada, ditampilkan sebelum Anda mengonfirmasi pembayaran.",
              "Metode pembayaran yang tersedia meliputi Poin, kartu kredit, cicilan tanpa kartu, dompet elektronik, gerai ritel, virtual account, dan Kartu Prakerja untuk Kelas Prakerja. Pembayaran diproses oleh penyedia jasa pembayaran yang berizin.",
              "Tagihan memiliki batas waktu pembayaran yang tertera saat checkout. Tagihan yang lewat batas waktu dibatalkan secara otomatis.",
              "Akses Program terbuka setelah pembayaran terkonfirmasi. Kuitansi dan riwayat transaksi tersedia di halaman Daftar Transaksi.",
              "Mengganti metode pembayaran membatalkan tagihan sebelumnya yang belum dibayar.",
            ],
          },
        ],
      },
      {
        id: "voucher-poin",
        title: "Voucher dan Poin",
        blocks: [
          {
            list: [
              "Setiap voucher memiliki syarat, nilai, dan masa berlaku sendiri yang ditampilkan saat voucher dipakai.",
              "Voucher dan Poin tidak dapat ditukar dengan uang tunai dan tidak dapat dipindahtangankan.",
              "Pembayaran dengan Poin dilindungi PIN. Kami tidak bertanggung jawab atas penggunaan Poin oleh pihak yang mengetahui PIN Anda karena kelalaian Anda.",
              "Voucher atau Poin yang diperoleh melalui kecurangan dapat kami batalkan.",
            ],
          },
        ],
      },
      {
        id: "pembatalan-pengembalian",
        title: "Pembatalan dan Pengembalian Dana",
        blocks: [
          "Anda berhak atas pengembalian dana penuh apabila:",
          {
            list: [
              "Program dibatalkan oleh Mitra atau oleh kami;",
              "jadwal webinar atau kelas tatap muka berubah dan Anda tidak dapat hadir, dengan permintaan diajukan sebelum sesi pertama dimulai;",
              "Anda terkena tagihan ganda atau kesalahan sistem; atau",
              "Anda mengajukan pembatalan paling lambat 3 × 24 jam setelah pembelian dan belum membuka aktivitas apa pun dalam Program tersebut.",
            ],
          },
          "Permintaan diajukan melalui layanan pengguna dengan menyertakan nomor tagihan. Dana dikembalikan ke metode pembayaran semula, atau sebagai Poin bila Anda memilihnya, paling lambat 14 hari kerja setelah permintaan disetujui.",
          "Pembelian dengan Kartu Prakerja mengikuti ketentuan Program Kartu Prakerja.",
        ],
      },
      {
        id: "prakerja",
        title: "Ketentuan Khusus Kelas Prakerja",
        blocks: [
          {
            list: [
              "Kelas Prakerja dibeli dengan saldo pelatihan Kartu Prakerja dan hanya dapat diikuti oleh pemilik Kartu Prakerja tersebut.",
              "Peserta wajib memasukkan kode redeem atau menukarkan kode voucher yang sah, melakukan verifikasi wajah saat diminta, dan mengikuti seluruh aktivitas wajib.",
              "Sertifikat terbit setelah seluruh aktivitas wajib selesai dan Uji Keterampilan atau Tugas Praktik Mandiri dinilai.",
              "Data pembelian, kehadiran, dan penyelesaian pelatihan kami laporkan kepada Manajemen Pelaksana Program Kartu Prakerja.",
              "Perjokian, berbagi akun, atau manipulasi verifikasi wajah dilarang. Pelanggaran kami laporkan kepada Manajemen Pelaksana dan dapat berakibat pada pembatalan kepesertaan sesuai ketentuan program.",
            ],
          },
        ],
      },
      {
        id: "kekayaan-intelektual",
        title: "Hak Kekayaan Intelektual",
        blocks: [
          {
            list: [
              `Materi Program adalah milik Mitra atau pemberi lisensinya. Merek, tampilan, dan perangkat lunak ${brand} adalah milik kami.`,
              "Peserta memperoleh izin terbatas, tidak eksklusif, dan tidak dapat dialihkan untuk mengakses materi bagi keperluan belajar pribadi.",
              "Anda dilarang merekam, mengunduh di luar fitur yang disediakan, menyalin, menjual, atau menyebarkan materi Program tanpa izin tertulis pemiliknya.",
              `Konten yang Anda unggah, seperti tugas, portofolio, dan ulasan, tetap milik Anda. Anda memberi kami izin untuk menyimpan dan menampilkannya sebatas yang diperlukan untuk menjalankan ${brand} dan sesuai pengaturan publikasi yang Anda pilih.`,
            ],
          },
        ],
      },
      {
        id: "perilaku-pengguna",
        title: "Perilaku Pengguna",
        blocks: [
          "Saat menggunakan Platform, Anda tidak boleh:",
          {
            list: [
              "melakukan atau meminta perjokian dalam kuis, ujian, atau tugas;",
              "mengunggah konten yang melanggar hukum, mengandung ujaran kebencian berbasis suku, agama, ras, dan antargolongan, pornografi, perundungan, atau melanggar hak pihak lain;",
              "melecehkan atau mengganggu peserta, fasilitator, dan pengajar di ruang diskusi maupun obrolan;",
              "mengirim spam atau promosi yang tidak diminta;",
              "mengambil data Platform secara otomatis, menguji celah keamanan tanpa izin, atau mengganggu kerja sistem; dan",
              "menyamar sebagai orang atau lembaga lain.",
            ],
          },
          "Kami dapat menghapus konten yang melanggar dan menangguhkan akun pelanggar setelah memberi tahu alasannya.",
        ],
      },
      {
        id: "ulasan",
        title: "Ulasan dan Rating",
        blocks: [
          "Ulasan dan rating harus jujur dan didasarkan pada pengalaman Anda mengikuti Program. Ulasan yang dibayar, palsu, atau tidak berkaitan dengan Program dapat kami hapus.",
        ],
      },
      {
        id: "sertifikat",
        title: "Sertifikat, Rapor, dan Transkrip",
        blocks: [
          "Sertifikat, rapor, dan transkrip diterbitkan sesuai syarat kelulusan setiap Program dan dapat diverifikasi keasliannya melalui Platform. Memalsukan atau mengubah dokumen tersebut dilarang dan dapat dilaporkan kepada pihak berwenang.",
        ],
      },
      {
        id: "ketersediaan-layanan",
        title: "Ketersediaan Layanan",
        blocks: [
          "Kami berupaya agar Platform dapat diakses setiap saat. Pemeliharaan terjadwal kami umumkan sebelumnya. Jika gangguan dari pihak kami membuat Anda tidak dapat mengikuti sesi terjadwal, kami bersama Mitra akan menyediakan jadwal pengganti atau pengembalian dana.",
        ],
      },
      {
        id: "tanggung-jawab",
        title: "Tanggung Jawab",
        blocks: [
          {
            list: [
              "Kami bertanggung jawab atas kerugian yang timbul akibat kesalahan atau kelalaian kami dalam menyelenggarakan Platform, sesuai peraturan perundang-undangan.",
              "Kami tidak bertanggung jawab atas kerugian yang timbul karena kelalaian Anda menjaga akun, atau karena keadaan kahar seperti bencana alam, gangguan jaringan nasional, dan kebijakan pemerintah.",
              "Program membantu Anda mengembangkan kompetensi. Hasil belajar, kelulusan seleksi, atau perolehan pekerjaan bergantung pada banyak faktor dan tidak kami janjikan.",
            ],
          },
        ],
      },
      {
        id: "penutupan-akun",
        title: "Penutupan Akun",
        blocks: [
          "Anda dapat meminta penutupan akun kapan saja melalui layanan pengguna. Program yang sudah dibeli, sertifikat, dan Poin tidak dapat diakses lagi setelah akun ditutup, jadi unduh dokumen yang Anda perlukan terlebih dahulu. Data Anda selanjutnya diperlakukan sesuai Kebijakan Privasi.",
        ],
      },
      {
        id: "hukum-sengketa",
        title: "Hukum yang Berlaku dan Penyelesaian Sengketa",
        blocks: [
          "Syarat dan Ketentuan ini tunduk pada hukum Negara Republik Indonesia.",
          "Setiap perselisihan diupayakan selesai secara musyawarah dalam 30 hari sejak salah satu pihak memberitahukannya secara tertulis. Jika musyawarah tidak berhasil, Anda dapat menempuh penyelesaian melalui Badan Penyelesaian Sengketa Konsumen atau pengadilan negeri sesuai Undang-Undang Nomor 8 Tahun 1999 tentang Perlindungan Konsumen.",
        ],
      },
      {
        id: "perubahan",
        title: "Perubahan Syarat dan Ketentuan",
        blocks: [
          "Kami dapat mengubah Syarat dan Ketentuan ini. Perubahan penting kami beritahukan melalui email atau pemberitahuan di aplikasi paling lambat 14 hari sebelum berlaku. Jika Anda tidak setuju, Anda dapat berhenti menggunakan Platform dan meminta penutupan akun. Pembelian yang terjadi sebelum perubahan tetap mengikuti ketentuan yang berlaku saat pembelian.",
        ],
      },
      {
        id: "kontak",
        title: "Kontak",
        blocks: [
          {
            terms: [
              { term: "Pengelola", text: legalName },
              { term: "Alamat", text: info.address.join(", ") },
              { term: "Email", text: info.emails.support },
              { term: "Telepon", text: `${info.phone.display} (${info.hours})` },
            ],
          },
        ],
      },
    ],
  };
}
