// `npm run bench:pdf` (`npx tsx bench/pdf-bench.ts`): how long the API takes to draw the PDFs it serves inside a
// request (decisions/020, 021): a certificate (A4 landscape, fonts embedded and subset, the QR code as squares),
// first in the process (the fonts are read from disk then) and then 50 more in a row, one at a time, with the
// sizes. No database: the documents are drawn from fixed data, as the routes draw them from theirs.
import { writeFileSync } from "node:fs";
import type { Certificate } from "@app/domain/report/contracts";
import { certificatePdf } from "../apps/api/src/modules/report/certificate-pdf";

const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 50);
const certificate: Certificate = {
  number: "KARIR-2026-000042-7QX2",
  program_user_id: 1,
  holder_name: "Nguyễn Thị Ánh Dương",
  program: { id: 1, name: "Tryout UTBK SNBT 2027 Paket Lengkap dengan Pembahasan dan Simulasi", slug: "tryout" },
  institution: { id: 1, name: "Lembaga Bimbingan Belajar Cendekia Nusantara", slug: "cendekia", logo: null },
  hours: 12.5,
  final_score: 86.4,
  issued_at: "2026-11-27T05:00:00.000Z",
  verification_url: "https://karirmu.id/verifikasi-sertifikat/KARIR-2026-000042-7QX2",
  revocation: null,
  is_holder: true,
  addon: null,
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
let started = performance.now();
const first = await certificatePdf(certificate, "Karirmu");
const cold = performance.now() - started;
const times: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  started = performance.now();
  await certificatePdf(certificate, "Karirmu");
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const result = {
  document: "certificate",
  rounds: ROUNDS,
  first_ms: Math.round(cold),
  p50_ms: Math.round(quantile(times, 0.5)),
  p95_ms: Math.round(quantile(times, 0.95)),
  max_ms: Math.round(times.at(-1) ?? 0),
  bytes: first.length,
};
console.log("| document | first ms | p50 ms | p95 ms | max ms | bytes |\n| --- | ---: | ---: | ---: | ---: | ---: |");
console.log(
  `| ${result.document} | ${result.first_ms} | ${result.p50_ms} | ${result.p95_ms} | ${result.max_ms} | ${result.bytes} |`,
);
writeFileSync(new URL("./results/pdf.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
