import { expect, type Page } from "@playwright/test";

export const BRAND = "Karirmu";
export const MU = "karirmu";

/** Every page of the browse, campaign and company routes, with the heading it opens with. */
export const PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: "/jenjang/sd", heading: "Program SD" },
  { path: "/jenjang/sd/kelas-4", heading: "Program SD Kelas 4" },
  { path: "/jenjang/paud/tk-a", heading: "Program PAUD TK A" },
  { path: "/jenjang/sma-smk/kelas-12", heading: "Program SMA/SMK Kelas 12" },
  { path: "/jenjang/guru", heading: "Program Guru" },
  { path: "/jenjang/lembaga", heading: "Program dari Berbagai Lembaga" },
  { path: "/jenjang/lembaga/perguruan-tinggi", heading: "Program dari Perguruan Tinggi" },
  { path: "/program-pilihan", heading: "Program Pilihan" },
  { path: "/program-pilihan/persiapan-utbk-snbt", heading: "Persiapan UTBK SNBT" },
  { path: "/kelasmu/pelajar", heading: "Belajar lebih terarah, dari PAUD hingga SMA/SMK" },
  { path: "/kelasmu/mahasiswa", heading: "Bekal kuliah dan karier pertama Anda" },
  { path: "/kelasmu/guru", heading: "Terus bertumbuh sebagai pendidik" },
  { path: "/kelasmu/orangtua", heading: "Mendampingi anak belajar dengan percaya diri" },
  { path: `/${MU}/industri-kreatif`, heading: "Ubah kreativitas menjadi penghasilan" },
  { path: `/${MU}/mesin-konstruksi`, heading: "Keahlian teknik yang selalu dibutuhkan" },
  { path: `/${MU}/pariwisata`, heading: "Layani wisatawan dengan sepenuh hati" },
  { path: `/${MU}/layanan-perawatan`, heading: "Merawat dengan terampil dan penuh empati" },
  { path: "/kartuprakerja", heading: "Tingkatkan keterampilan kerja dengan Kartu Prakerja" },
  { path: "/kartuprakerja/usaha-rumahan", heading: "Mulai usaha dari rumah dengan bekal keterampilan yang tepat" },
  { path: "/kartuprakerja/guru", heading: "Keterampilan baru untuk guru honorer dan pendidik nonformal" },
  { path: "/kartuprakerja/ojol", heading: "Lebih aman di jalan, lebih dipercaya penumpang" },
  { path: "/prakerja-gojek", heading: "Pelatihan pilihan untuk mitra pengemudi Gojek" },
  { path: "/program-gojek", heading: "Naikkan penjualan usaha Anda lewat pelatihan Prakerja" },
  { path: "/panduan-prakerja", heading: `Cara memakai Kartu Prakerja di ${BRAND}` },
  { path: "/mitra-kolaborasi", heading: `Selenggarakan pelatihan bersama ${BRAND}` },
  { path: "/kebijakan-privasi", heading: "Kebijakan Privasi" },
  { path: "/syarat-ketentuan", heading: "Syarat dan Ketentuan" },
  { path: `/profil-${MU}`, heading: `Profil ${BRAND}` },
  { path: `/dewan-${MU}`, heading: `Dewan ${BRAND}` },
  { path: `/kontak-${MU}`, heading: `Kontak ${BRAND}` },
];

/** The page is up: its heading shows, no list is still loading, and nothing failed. */
export async function expectPageWithoutError(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Tidak Berhasil Memuat Konten" })).toHaveCount(0);
  await expect(page.getByText(/gagal dimuat/)).toHaveCount(0);
}
