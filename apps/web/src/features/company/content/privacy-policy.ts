import type { CompanyInfo } from "../company-info";
import type { CompanyDocument } from "../document";

/**
 * The privacy policy, written to Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP):
 * the controller's identity, the data and its legal bases (Pasal 20), specific data (biometrics for the
 * Prakerja face check, children's data, Pasal 4 and 25), the data subject's rights (Pasal 5 to 13), transfers
 * abroad (Pasal 56), breach notice within 3 x 24 hours (Pasal 46) and the data protection officer (Pasal 53).
 */
export function privacyPolicy(info: CompanyInfo): CompanyDocument {
  const { brand, legalName, domain } = info;
  const address = info.address.join(", ");
  return {
    title: "Kebijakan Privasi",
    effective: "Berlaku sejak 1 November 2026",
    intro: [
      `Kebijakan Privasi ini menjelaskan bagaimana ${legalName} ("kami") mengumpulkan, menggunakan, menyimpan, membagikan, dan melindungi data pribadi Anda ketika Anda menggunakan ${brand}, termasuk situs ${domain}, situs Prakerja kami, dan situs mitra yang dijalankan di atas platform ${brand}.`,
      "Kami menyusun kebijakan ini berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP) beserta peraturan pelaksanaannya. Mohon baca kebijakan ini dengan saksama. Jika ada yang kurang jelas, hubungi kami melalui kontak di bagian akhir.",
    ],
    sections: [
      {
        id: "tentang-kebijakan",
        title: "Tentang Kebijakan Ini",
        blocks: [
          `Dalam pemrosesan data pribadi di ${brand}, ${legalName} bertindak sebagai Pengendali Data Pribadi, yaitu pihak yang menentukan tujuan dan mengendalikan pemrosesan data pribadi Anda. Untuk program yang diselenggarakan lembaga mitra, lembaga tersebut juga dapat bertindak sebagai pengendali atas data yang diterimanya untuk menyelenggarakan program.`,
          "Selain UU PDP, pemrosesan data pribadi oleh kami tunduk pada Undang-Undang Nomor 11 Tahun 2008 tentang Informasi dan Transaksi Elektronik beserta perubahannya, Peraturan Pemerintah Nomor 71 Tahun 2019 tentang Penyelenggaraan Sistem dan Transaksi Elektronik, serta peraturan lain yang berlaku.",
          "Kebijakan ini berlaku bagi setiap pengunjung, pengguna terdaftar, peserta Program Kartu Prakerja, orang tua atau wali pengguna anak, serta perwakilan lembaga mitra.",
        ],
      },
      {
        id: "definisi",
        title: "Definisi",
        blocks: [
          {
            terms: [
              {
                term: "Data Pribadi",
                text: "Data tentang orang perseorangan yang teridentifikasi atau dapat diidentifikasi secara tersendiri atau dikombinasi dengan informasi lainnya, baik secara langsung maupun tidak langsung, melalui sistem elektronik atau nonelektronik.",
              },
              {
                term: "Subjek Data Pribadi",
                text: "Orang perseorangan yang pada dirinya melekat Data Pribadi, dalam hal ini Anda.",
              },
              {
                term: "Pemrosesan",
                text: "Pemerolehan dan pengumpulan, pengolahan dan penganalisisan, penyimpanan, perbaikan dan pembaruan, penampilan, pengumuman, transfer, penyebarluasan, pengungkapan, serta penghapusan atau pemusnahan Data Pribadi.",
              },
              {
                term: "Prosesor Data Pribadi",
                text: "Pihak yang memproses Data Pribadi atas nama kami, misalnya penyedia layanan komputasi awan, pengiriman email, dan gerbang pembayaran.",
              },
            ],
          },
        ],
      },
      {
        id: "data-yang-dikumpulkan",
        title: "Data Pribadi yang Kami Kumpulkan",
        blocks: [
          { subheading: "Data yang Anda berikan" },
          {
            list: [
              "Data akun: nama lengkap, nama pengguna, alamat email, nomor ponsel atau WhatsApp, kata sandi (disimpan hanya dalam bentuk hash yang tidak dapat dikembalikan), profesi, jenjang atau kelas, provinsi dan kabupaten/kota, serta foto profil.",
              "Data lembaga bagi perwakilan mitra: nama dan jenis lembaga, alamat, kontak penanggung jawab, dan dokumen legalitas.",
              "Data transaksi: program dan add-on yang dibeli, metode pembayaran, nomor tagihan, nilai transaksi, voucher, dan poin. Nomor kartu kredit lengkap tidak kami simpan; data kartu diproses langsung oleh penyedia gerbang pembayaran.",
              "Konten belajar: jawaban kuis dan ujian, tugas praktik, refleksi, portofolio, ulasan dan rating, serta pesan di ruang diskusi dan obrolan dengan fasilitator.",
              "Data Program Kartu Prakerja: nomor Kartu Prakerja, kode voucher dan kode redeem, serta status penukaran dan penyelesaian pelatihan.",
              "Isi komunikasi Anda dengan layanan pengguna kami.",
            ],
          },
          { subheading: "Data pribadi yang bersifat spesifik" },
          {
            list: [
              "Data biometrik berupa citra wajah, hanya dari peserta Program Kartu Prakerja untuk verifikasi wajah yang diwajibkan program tersebut (lihat bagian Verifikasi Wajah).",
              "Data anak, yaitu data pengguna yang belum berusia 18 tahun (lihat bagian Data Anak).",
              "Data keuangan pribadi sebatas yang diperlukan untuk pembayaran dan pengembalian dana.",
            ],
          },
          { subheading: "Data yang terkumpul secara otomatis" },
          {
            list: [
              "Data log: alamat IP, jenis perangkat dan peramban, waktu akses, halaman yang dibuka, serta kanal asal kunjungan (web atau web seluler).",
              "Data aktivitas belajar: kemajuan, nilai, waktu penyelesaian aktivitas, dan kehadiran webinar.",
              "Cookie dan penyimpanan lokal peramban (lihat bagian Cookie).",
            ],
          },
          { subheading: "Data dari pihak lain" },
          {
            list: [
              "Manajemen Pelaksana Program Kartu Prakerja: status kepesertaan, pembelian, dan penukaran kode pelatihan Anda.",
              "Sekolah atau lembaga mitra: keanggotaan Anda dalam kelas atau kelompok belajar yang mereka kelola.",
              "Penyedia gerbang pembayaran: status dan rincian pembayaran Anda.",
            ],
          },
        ],
      },
      {
        id: "dasar-pemrosesan",
        title: "Dasar Pemrosesan",
        blocks: [
          "Kami hanya memproses data pribadi Anda berdasarkan salah satu dasar yang diatur dalam Pasal 20 UU PDP:",
          {
            ordered: true,
            list: [
              "persetujuan yang sah secara eksplisit dari Anda untuk satu atau beberapa tujuan tertentu, misalnya verifikasi wajah dan pengiriman informasi promosi;",
              "pemenuhan kewajiban perjanjian dengan Anda, yaitu menyediakan akun dan program yang Anda beli;",
              "pemenuhan kewajiban hukum kami, misalnya pencatatan transaksi untuk keperluan perpajakan;",
              "pelindungan kepentingan vital Anda;",
              "pelaksanaan tugas dalam rangka kepentingan umum atau pelayanan publik, termasuk pelaporan Program Kartu Prakerja kepada pemerintah; dan",
              "pemenuhan kepentingan yang sah lainnya, seperti menjaga keamanan layanan dan mencegah penipuan, dengan memperhatikan keseimbangan terhadap hak Anda.",
            ],
          },
          "Jika pemrosesan didasarkan pada persetujuan, Anda dapat menarik persetujuan tersebut kapan saja tanpa memengaruhi keabsahan pemrosesan sebelum penarikan.",
        ],
      },
      {
        id: "tujuan-pemrosesan",
        title: "Tujuan Penggunaan Data",
        blocks: [
          {
            list: [
              "Membuat dan mengelola akun, memverifikasi email, serta menjaga keamanan akses, termasuk kode sekali pakai.",
              "Menyelenggarakan program yang Anda ikuti: memberi akses materi, mencatat kemajuan, menilai tugas, dan menerbitkan sertifikat, rapor, serta transkrip.",
              "Memproses pembayaran, voucher, dan poin, menerbitkan kuitansi, serta menangani pengembalian dana.",
              "Memenuhi ketentuan Program Kartu Prakerja, termasuk penukaran kode, verifikasi wajah, dan pelaporan penyelesaian pelatihan.",
              "Mengirim pemberitahuan penting tentang akun, transaksi, jadwal, dan perubahan layanan.",
              "Menjawab pertanyaan dan keluhan Anda.",
              "Mendeteksi dan mencegah penipuan, penyalahgunaan akun, perjokian, dan gangguan keamanan.",
              "Memahami penggunaan layanan secara agregat untuk memperbaiki fitur dan kualitas program.",
              "Mengirim informasi program dan promosi, hanya jika Anda menyetujuinya. Anda dapat berhenti berlangganan kapan saja.",
              "Memenuhi kewajiban hukum dan permintaan yang sah dari aparat yang berwenang.",
            ],
          },
          "Kami tidak menggunakan data pribadi Anda untuk tujuan lain yang tidak sesuai dengan tujuan di atas tanpa memberi tahu Anda dan, bila diwajibkan, meminta persetujuan Anda.",
        ],
      },
      {
        id: "verifikasi-wajah",
        title: "Verifikasi Wajah (Data Biometrik)",
        blocks: [
          "Program Kartu Prakerja mewajibkan peserta memverifikasi wajah saat memulai pelatihan dan pada sesi tertentu untuk memastikan pelatihan diikuti oleh peserta yang berhak.",
          {
            list: [
              "Kami meminta persetujuan eksplisit Anda sebelum kamera diaktifkan.",
              "Citra wajah yang diambil dicocokkan dengan foto acuan kepesertaan Anda oleh penyedia layanan verifikasi yang ditunjuk sesuai ketentuan program.",
              "Kami menyimpan hasil verifikasi (berhasil atau gagal) beserta waktunya sebagai bukti kehadiran. Citra wajah disimpan hanya selama diwajibkan oleh ketentuan program.",
              "Data biometrik tidak kami gunakan untuk tujuan lain, tidak dijual, dan tidak dibagikan kepada pihak selain yang disebut di atas.",
            ],
          },
          "Karena merupakan data pribadi yang bersifat spesifik, pemrosesan ini telah melalui penilaian dampak pelindungan data pribadi sebagaimana dimaksud dalam Pasal 34 UU PDP.",
        ],
      },
      {
        id: "data-anak",
        title: "Data Anak",
        blocks: [
          `${brand} menyediakan program untuk murid PAUD hingga SMA/SMK. Sesuai Pasal 25 UU PDP, pemrosesan data pribadi anak yang belum berusia 18 tahun memerlukan persetujuan orang tua atau wali.`,
          {
            list: [
              "Akun anak harus didaftarkan oleh atau dengan persetujuan orang tua atau wali.",
              "Kami hanya mengumpulkan data anak yang diperlukan untuk kegiatan belajar.",
              "Orang tua atau wali dapat meminta akses, perbaikan, atau penghapusan data anaknya melalui kontak privasi kami.",
              "Bila kami mengetahui bahwa data anak diproses tanpa persetujuan yang sah, kami akan menghentikan pemrosesan dan menghapus data tersebut.",
            ],
          },
        ],
      },
      {
        id: "berbagi-data",
        title: "Pembagian Data kepada Pihak Lain",
        blocks: [
          "Kami tidak menjual data pribadi Anda. Kami hanya membagikannya sebatas yang diperlukan kepada:",
          {
            list: [
              "Lembaga penyelenggara program yang Anda ikuti: nama, email, kemajuan, nilai, dan hasil tugas untuk keperluan pembelajaran dan penilaian.",
              "Manajemen Pelaksana Program Kartu Prakerja, bagi peserta Prakerja: data pembelian, penukaran kode, kehadiran, penyelesaian, dan sertifikat.",
              "Penyedia gerbang pembayaran, bank, dan penerbit uang elektronik untuk memproses pembayaran dan pengembalian dana.",
              "Penyedia infrastruktur dan layanan pendukung (komputasi awan, penyimpanan berkas, pengiriman email, pesan singkat, dan WhatsApp) yang bertindak sebagai Prosesor Data Pribadi berdasarkan perjanjian tertulis dan hanya atas perintah kami.",
              "Publik, hanya untuk informasi yang Anda pilih untuk ditampilkan, seperti profil publik, portofolio yang Anda terbitkan, dan ulasan program.",
              "Aparat penegak hukum atau instansi pemerintah yang berwenang, bila diwajibkan oleh peraturan perundang-undangan.",
              "Pihak yang mengambil alih sebagian atau seluruh usaha kami dalam penggabungan, pemisahan, pengambilalihan, atau peleburan, dengan pemberitahuan kepada Anda sebagaimana diatur dalam Pasal 48 UU PDP.",
            ],
          },
        ],
      },
      {
        id: "transfer-luar-negeri",
        title: "Transfer Data ke Luar Indonesia",
        blocks: [
          "Kami mengutamakan penyimpanan dan pemrosesan data pribadi Anda di Indonesia. Apabila kami atau prosesor kami perlu memproses data di luar wilayah hukum Negara Republik Indonesia, kami memastikan sesuai Pasal 56 UU PDP bahwa negara tujuan memiliki tingkat pelindungan data pribadi yang setara atau lebih tinggi, atau terdapat pelindungan yang memadai dan mengikat, atau kami telah memperoleh persetujuan Anda.",
        ],
      },
      {
        id: "penyimpanan",
        title: "Jangka Waktu Penyimpanan",
        blocks: [
          {
            list: [
              "Data akun disimpan selama akun Anda aktif.",
              "Data transaksi disimpan selama 10 tahun sesuai kewajiban pencatatan dalam peraturan perpajakan.",
              "Sertifikat, rapor, dan transkrip disimpan selama akun aktif agar dapat Anda unduh dan diverifikasi keasliannya.",
              "Log keamanan disimpan paling lama 12 bulan.",
              "Data Program Kartu Prakerja disimpan selama diwajibkan oleh ketentuan program.",
            ],
          },
          "Setelah jangka waktu berakhir atau akun Anda dihapus, data pribadi Anda dimusnahkan atau dianonimkan paling lambat 30 hari, kecuali peraturan perundang-undangan mewajibkan penyimpanan lebih lama.",
        ],
      },
      {
        id: "keamanan",
        title: "Keamanan Data",
        blocks: [
          "Kami menerapkan langkah teknis dan organisasi untuk melindungi data pribadi Anda dari akses, pengungkapan, perubahan, dan penghapusan yang tidak sah, antara lain:",
          {
            list: [
              "enkripsi seluruh lalu lintas data dengan HTTPS;",
              "penyimpanan kata sandi dengan fungsi hash satu arah yang kuat dan token sesi yang dapat dicabut;",
              "pembatasan akses berdasarkan kebutuhan tugas serta pencatatan akses ke data pribadi;",
              "sistem manajemen keamanan informasi yang mengacu pada standar ISO/IEC 27001;",
              "kewajiban kerahasiaan bagi karyawan dan prosesor kami; dan",
              "pengujian keamanan serta pencadangan data secara berkala.",
            ],
          },
          "Jaga kerahasiaan kata sandi, PIN, dan kode sekali pakai Anda. Kami tidak pernah meminta kode tersebut melalui telepon, pesan, atau email.",
        ],
      },
      {
        id: "hak-anda",
        title: "Hak Anda sebagai Subjek Data Pribadi",
        blocks: [
          "Sesuai Pasal 5 sampai Pasal 13 UU PDP, Anda berhak:",
          {
            ordered: true,
            list: [
              "mendapatkan informasi tentang kejelasan identitas, dasar kepentingan hukum, tujuan permintaan dan penggunaan data pribadi, serta akuntabilitas pihak yang meminta data pribadi;",
              "melengkapi, memperbarui, dan memperbaiki kesalahan atau ketidakakuratan data pribadi Anda;",
              "mendapatkan akses dan memperoleh salinan data pribadi Anda;",
              "mengakhiri pemrosesan, menghapus, atau memusnahkan data pribadi Anda;",
              "menarik kembali persetujuan pemrosesan data pribadi yang telah Anda berikan;",
              "mengajukan keberatan atas tindakan pengambilan keputusan yang hanya didasarkan pada pemrosesan secara otomatis, termasuk pemprofilan, yang menimbulkan akibat hukum atau berdampak signifikan bagi Anda;",
              "menunda atau membatasi pemrosesan data pribadi secara proporsional sesuai tujuannya;",
              "menggugat dan menerima ganti rugi atas pelanggaran pemrosesan data pribadi Anda; dan",
              "mendapatkan dan/atau menggunakan data pribadi Anda dalam bentuk yang sesuai dengan struktur dan/atau format yang lazim digunakan atau dapat dibaca oleh sistem elektronik, serta mengirimkannya kepada pengendali data pribadi lainnya.",
            ],
          },
          `Sebagian data dapat Anda perbarui sendiri di halaman Akun. Untuk hak lainnya, kirim permintaan ke ${info.emails.privacy}. Kami akan memverifikasi identitas Anda lalu menindaklanjuti permintaan paling lambat 3 × 24 jam sejak identitas terverifikasi, kecuali peraturan perundang-undangan menentukan lain.`,
          "Hak tersebut dapat dikecualikan dalam keadaan yang diatur Pasal 15 UU PDP, misalnya untuk kepentingan proses penegakan hukum. Penarikan persetujuan atau penghapusan data dapat membuat sebagian layanan, seperti akses program dan sertifikat, tidak lagi dapat kami berikan.",
        ],
      },
      {
        id: "kegagalan-pelindungan",
        title: "Kegagalan Pelindungan Data Pribadi",
        blocks: [
          "Jika terjadi kegagalan pelindungan data pribadi, kami akan menyampaikan pemberitahuan tertulis paling lambat 3 × 24 jam kepada Anda dan kepada lembaga yang berwenang sesuai Pasal 46 UU PDP. Pemberitahuan memuat data pribadi yang terungkap, kapan dan bagaimana data tersebut terungkap, serta upaya penanganan dan pemulihan yang kami lakukan.",
        ],
      },
      {
        id: "cookie",
        title: "Cookie dan Penyimpanan Lokal",
        blocks: [
          "Kami menggunakan cookie dan penyimpanan lokal peramban yang diperlukan agar layanan berfungsi:",
          {
            list: [
              "cookie sesi untuk menjaga Anda tetap masuk; berlaku selama peramban terbuka, atau 30 hari jika Anda memilih Ingat Saya;",
              "cookie yang menyimpan pilihan situs mitra dan kode rujukan kampanye yang Anda buka;",
              "penyimpanan lokal untuk pengaturan tampilan dan pengatur waktu, seperti batas waktu pengiriman ulang kode verifikasi.",
            ],
          },
          "Kami tidak memasang cookie iklan pihak ketiga. Anda dapat menghapus cookie melalui pengaturan peramban, tetapi Anda perlu masuk kembali setelahnya.",
        ],
      },
      {
        id: "pejabat-pelindung-data",
        title: "Pejabat Pelindung Data Pribadi",
        blocks: [
          `Kami menunjuk Pejabat Pelindung Data Pribadi sebagaimana dimaksud dalam Pasal 53 UU PDP untuk mengawasi kepatuhan pemrosesan data pribadi di ${brand}. Pejabat tersebut dapat dihubungi melalui ${info.emails.privacy}.`,
        ],
      },
      {
        id: "perubahan",
        title: "Perubahan Kebijakan",
        blocks: [
          "Kami dapat memperbarui Kebijakan Privasi ini mengikuti perubahan layanan atau peraturan. Perubahan penting akan kami beritahukan melalui email atau pemberitahuan di aplikasi paling lambat 14 hari sebelum berlaku. Tanggal berlaku di bagian atas halaman ini selalu menunjukkan versi terbaru.",
        ],
      },
      {
        id: "hubungi-kami",
        title: "Hubungi Kami",
        blocks: [
          "Pertanyaan, permintaan, atau keluhan tentang data pribadi Anda dapat disampaikan kepada:",
          {
            terms: [
              { term: "Pengendali Data Pribadi", text: legalName },
              { term: "Alamat", text: address },
              { term: "Email Pejabat Pelindung Data Pribadi", text: info.emails.privacy },
            ],
          },
          "Jika Anda tidak puas dengan tanggapan kami, Anda dapat menyampaikan pengaduan kepada lembaga penyelenggara pelindungan data pribadi yang ditetapkan pemerintah.",
        ],
      },
    ],
  };
}
