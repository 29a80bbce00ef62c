// Which pages the journeys visit, and which of them a journey axe-checks at 390 px (the mobile project).
// Run the suite with E2E_PAGE_LOG=/tmp/pages.jsonl (fixtures.ts), then: node page-coverage.mjs /tmp/pages.jsonl
// Prints one line per page (address with ids and slugs folded) and exits 1 when a visited page has no axe check
// at 390 px; a page listed in NOT_PAGES (redirects and the mailed links' landing addresses) is left out.
import { readFileSync } from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node page-coverage.mjs <E2E_PAGE_LOG file>");
  process.exit(2);
}

/** Addresses that never render a page of their own: the browser only passes through them. */
const NOT_PAGES = new Set([
  "/about",
  "/board-of-school",
  "/contact",
  "/partner",
  "/forgot-pin-payment",
  // redirects to /profile and to /u/{username}/portofolio
  "/portofolio/profil",
  "/u/:username",
  // sends the logged-in user on to this year's /kilas-balik-{year}
  "/redirect-fun-report",
  // the footer's 'Ikut Program': redirects to /program (the route table), which is checked itself
  "/ikutprogram",
  // the older learning report addresses: redirects to /laporan-belajar/...
  "/rapor/:id",
  "/rapor/:id/lembaga",
  "unknown-partner:/",
  // a 404 of the router: every unknown address lands on /404, which is checked itself
  "/halaman/yang/tidak/ada",
  "/program/:unknown",
  "/mitra/:unknown",
  "/mitra-group/:unknown",
  "/halaman-kampanye-yang-tidak-terdaftar",
  "/jenjang/kuliah",
  "/jenjang/sd/kelas-9",
  "/program-pilihan/tidak-ada",
  "/karirmu/pertambangan",
  // the Prakerja partner simulator's own pages in the face-verification window (its origin, not the product's)
  "/face-recognition",
  "/face-recognition/complete",
]);

const MITRA_GROUPS = new Set(["all", "industri", "pendidikan", "pemerintah", "komunitas"]);
/** Query parameters that make another page of the same address (filters of a list do not). */
const KEPT_QUERY = ["tab", "type", "page"];

function pageKey(raw) {
  const url = new URL(raw);
  const host = url.hostname === "127.0.0.1" ? "" : `${url.hostname.split(".")[0]}:`;
  let path = url.pathname.replace(/\/+$/, "") || "/";
  path = path
    .replace(/\/free-\d+$/, "/free-:id")
    .replace(/(?<=.)\/\d+(?=\/|$)/g, "/:id")
    .replace(/^\/program\/(program-yang-tidak-pernah-ada|[a-z0-9-]*tidak-ada[a-z0-9-]*)$/, "/program/:unknown")
    .replace(/^\/program\/(?!program-yang-dihapus$)[a-z0-9-]+$/, "/program/:slug")
    // a public profile is one page whoever's it is (the journeys make learners with new usernames); the unknown
    // one keeps its own line: its page is the not-found state
    .replace(/^\/u\/(?!orang-yang-tidak-pernah-ada(\/|$))[^/]+/, "/u/:username")
    .replace(/^\/aktivitas\/[a-z0-9-]+-posttest$/, "/aktivitas/:quiz")
    .replace(/^\/aktivitas\/[a-z0-9-]+$/, "/aktivitas/:slug")
    .replace(/^\/mitra\/([a-z0-9-]+)$/, (_, slug) =>
      MITRA_GROUPS.has(slug)
        ? `/mitra/${slug}`
        : slug.includes("tidak-pernah-ada")
          ? "/mitra/:unknown"
          : "/mitra/:slug",
    )
    .replace(/^\/mitra-group\/[a-z0-9-]+$/, "/mitra-group/:unknown");
  const query = KEPT_QUERY.filter((k) => url.searchParams.has(k))
    .map((k) => `${k}=${url.searchParams.get(k)}`)
    .join("&");
  return `${host}${path}${query ? `?${query}` : ""}`;
}

const lines = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l));
/** @type {Map<string, {visits: Set<string>, axe: Set<string>, tests: Set<string>}>} */
const pages = new Map();
for (const { kind, url, project, test } of lines) {
  const key = pageKey(url);
  if (NOT_PAGES.has(key.replace(/\?.*$/, ""))) continue;
  const entry = pages.get(key) ?? { visits: new Set(), axe: new Set(), tests: new Set() };
  (kind === "axe" ? entry.axe : entry.visits).add(project);
  if (kind === "axe" && project === "mobile") entry.tests.add(test);
  pages.set(key, entry);
}

let missing = 0;
for (const [key, { visits, axe, tests }] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
  const ok = axe.has("mobile");
  if (!ok) missing += 1;
  const where = ok ? `axe at 390 px in: ${[...tests].join(" | ")}` : "NO axe check at 390 px";
  console.log(
    `${ok ? "ok     " : "MISSING"} ${key.padEnd(44)} visited: ${[...visits].sort().join(",") || "-"}; ${where}`,
  );
}
console.log(`\n${pages.size} pages, ${missing} without an axe check at 390 px`);
process.exit(missing ? 1 : 0);
