// The search texts the benches send (bench/run-bench.mjs, bench/run-cluster-bench.mjs) and the one-at-a-time
// latency of both search calls over them.
import { latencySummary } from "./bench-kit.mjs";

// What people type: whole words, prefixes, typos, other word orders, institution names, tags, and text that
// matches nothing. Each is sent once per round, one request at a time, so the figure is a search's own latency.
export const SEARCH_MIX = [
  "excel",
  "exel",
  "pemasaran digital",
  "digital pemasaran",
  "pemasarn",
  "desain grafis",
  "desain grafs",
  "grafis",
  "bahasa inggris",
  "bahasa ingris",
  "inggris",
  "akuntansi",
  "akutansi",
  "fotografi",
  "fotograf",
  "pemrograman web",
  "pemrogaman",
  "program",
  "public speaking",
  "speaking",
  "kewirausahaan",
  "wirausaha",
  "matematika",
  "matematik",
  "mahir excel",
  "dasar",
  "intensif fotografi",
  "praktis akuntansi 12",
  "lembaga bench 17",
  "lembaga bench",
  "tag-7",
  "pengukuran",
  "zzzz",
  "ex",
  "a",
  "exc",
  "web 4242",
  "kursus excel online murah",
  "belajar desain grafis untuk pemula",
  "pemasaran digital intensif 1234",
];
export const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5);

/**
 * Both search calls over the mix, one request at a time after a warm-up round: p50/p95/p99/max of each. `headers`
 * go with every request (a learner's session: users' calls never come from the visitor cache).
 */
export async function searchLatency(base, { headers = {}, rounds = SEARCH_ROUNDS } = {}) {
  const timings = { list: [], searchList: [] };
  const paths = (text) => ({
    list: `/api/program_activity/v2/list/1/36?search=${encodeURIComponent(text)}`,
    searchList: `/api/program_activity/search-list/ALL/${encodeURIComponent(text)}/1`,
  });
  for (const text of SEARCH_MIX)
    for (const path of Object.values(paths(text))) await fetch(`${base}${path}`, { headers }); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const text of SEARCH_MIX) {
      for (const [call, path] of Object.entries(paths(text))) {
        const started = performance.now();
        const res = await fetch(`${base}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
        timings[call].push(performance.now() - started);
      }
    }
  }
  return Object.entries(timings).map(([call, list]) =>
    latencySummary(
      call === "list"
        ? "GET /api/program_activity/v2/list/1/36?search=…"
        : "GET /api/program_activity/search-list/ALL/…/1",
      list,
    ),
  );
}
