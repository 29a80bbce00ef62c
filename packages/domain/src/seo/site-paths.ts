import { programCategories } from "../catalogue/constants";
import { CURATED_COLLECTIONS } from "../catalogue/curated-collections";
import { LEARNING_LEVELS } from "../catalogue/learning-levels";
import { INSTITUTION_GROUP_SLUGS } from "../institution/constants";

/**
 * The web app's addresses as robots.txt and the sitemap see them (issue 24). The router (apps/web/src/app/router.tsx)
 * is the truth; apps/web/src/app/site-paths.test.ts checks these lists against the web app's own slugs.
 */

/**
 * Prefixes of the logged-in areas (every route behind requireSession in router.tsx), the account pages reached by
 * mailed links, the payment gateway's pages, and the API. A prefix without a trailing slash also covers what follows
 * it (robots.txt matches by prefix): '/report' covers '/report' and nothing public starts with it.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  "/api/",
  "/account",
  "/profile",
  "/portofolio/aktivitas/",
  "/kilas-balik-",
  "/redirect-fun-report",
  "/programmu",
  "/notifikasi",
  "/pengumuman/",
  "/daftar-pilihan",
  "/checkout",
  "/payment/",
  "/kartuprakerja/pembayaran/",
  "/daftar-transaksi",
  "/detail-pembelian/",
  "/sertifikat/",
  "/addon",
  "/laporan-belajar/",
  "/rapor/",
  "/report",
  "/transkrip",
  "/receipt/",
  "/invoice/",
  "/tukar-voucher",
  "/face-recognition-result",
  "/aktivitas/",
  "/tanyamu",
  "/asesor/",
  "/zoom-meeting/",
  "/zoom-leave",
  "/forgot-password",
  "/setup-password",
  "/undo-email-change",
  "/undo-account-deletion",
  "/forgot-pin-payment",
  "/verification",
  "/404",
];

/** /kelasmu/{audience} (apps/web/src/features/catalogue/landing-content.ts KELASMU_AUDIENCES). */
export const KELASMU_AUDIENCE_SLUGS: readonly string[] = ["pelajar", "mahasiswa", "guru", "orangtua"];

/** /{product}mu/{field} (apps/web/src/features/catalogue/landing-content.ts CAREER_FIELDS). */
export const CAREER_FIELD_SLUGS: readonly string[] = [
  "industri-kreatif",
  "mesin-konstruksi",
  "pariwisata",
  "layanan-perawatan",
];

/** Campaign pages (apps/web/src/features/campaign/campaign-content.ts and router.tsx campaignRoute). */
export const CAMPAIGN_PATHS: readonly string[] = [
  "/kartuprakerja",
  "/kartuprakerja/usaha-rumahan",
  "/kartuprakerja/guru",
  "/kartuprakerja/ojol",
  "/prakerja-gojek",
  "/program-gojek",
  "/panduan-prakerja",
  "/mitra-kolaborasi",
];

/**
 * The main site's fixed public pages that answer with a page of their own (no redirect, no 404): home, the
 * programme list and its category lists, learning levels, curated collections, category landings, campaigns,
 * the institution lists, the points catalogue and the company pages. Redirecting addresses (/karirmu,
 * /ikutprogram?id=, /pencarian, /about, …) are left out: the sitemap names where they lead.
 */
export function mainLandingPaths(productSlug: string): string[] {
  const productMu = `${productSlug}mu`;
  return [
    "/",
    "/program",
    ...programCategories(productSlug).map((category) => `/program?category=${encodeURIComponent(category)}`),
    ...LEARNING_LEVELS.flatMap((level) => [
      `/jenjang/${level.slug}`,
      ...level.years.map((year) => `/jenjang/${level.slug}/${year.slug}`),
    ]),
    "/program-pilihan",
    ...CURATED_COLLECTIONS.map((collection) => `/program-pilihan/${collection.slug}`),
    ...KELASMU_AUDIENCE_SLUGS.map((slug) => `/kelasmu/${slug}`),
    ...CAREER_FIELD_SLUGS.map((slug) => `/${productMu}/${slug}`),
    ...CAMPAIGN_PATHS,
    "/mitra/all",
    ...INSTITUTION_GROUP_SLUGS.map((group) => `/mitra/${group}`),
    "/katalog-poin",
    "/kebijakan-privasi",
    "/syarat-ketentuan",
    `/profil-${productMu}`,
    `/dewan-${productMu}`,
    `/kontak-${productMu}`,
  ];
}
