import { PORTFOLIO_KIND_LABELS, type PortfolioItemKind } from "@app/domain/portfolio/rules";

const TONES: Record<PortfolioItemKind, string> = {
  project: "bg-amber-100 text-amber-900",
  file: "bg-sky-100 text-sky-900",
  reflection: "bg-emerald-100 text-emerald-900",
  quiz: "bg-violet-100 text-violet-900",
};

/** What the item comes from: Proyek, Jawaban Berkas, Refleksi or Kuis. */
export function KindBadge({ kind }: { kind: PortfolioItemKind }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[kind]}`}>
      {PORTFOLIO_KIND_LABELS[kind]}
    </span>
  );
}
