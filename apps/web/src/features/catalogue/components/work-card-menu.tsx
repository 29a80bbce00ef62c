import { type ReactNode, useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { PRAKERJA_PROGRAMS_PATH } from "../search-params";

interface WorkCardEntry {
  label: string;
  to: string;
  description: string;
  icon: ReactNode;
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** The work-card menu (spec 002, Menus): Kartu Prakerja, Mitra Kolaborasi, Panduan Prakerja, Kelas Prakerja. */
export const WORK_CARD_MENU: readonly WorkCardEntry[] = [
  {
    label: "Kartu Prakerja",
    to: "/kartuprakerja",
    description: "Kenali program Kartu Prakerja dan pelatihan yang bisa Anda ikuti di sini.",
    icon: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" {...stroke} />
        <path d="M3 10h18M7 15h4" {...stroke} />
      </>
    ),
  },
  {
    label: "Mitra Kolaborasi",
    to: "/mitra-kolaborasi",
    description: "Lembaga pelatihan dan perusahaan yang ingin bersama menyelenggarakan pelatihan Prakerja.",
    icon: (
      <>
        <circle cx="8" cy="8" r="3" {...stroke} />
        <circle cx="16" cy="8" r="3" {...stroke} />
        <path d="M3 19c0-3 2.2-5 5-5s5 2 5 5M11 19c0-3 2.2-5 5-5s5 2 5 5" {...stroke} />
      </>
    ),
  },
  {
    label: "Panduan Prakerja",
    to: "/panduan-prakerja",
    description: "Langkah demi langkah membeli dan menyelesaikan pelatihan dengan Kartu Prakerja.",
    icon: (
      <>
        <path d="M5 4h10l4 4v12H5z" {...stroke} />
        <path d="M9 12h6M9 16h4M14 4v5h5" {...stroke} />
      </>
    ),
  },
  {
    label: "Kelas Prakerja",
    to: PRAKERJA_PROGRAMS_PATH,
    description: "Semua pelatihan yang dapat dibeli dengan saldo pelatihan Kartu Prakerja.",
    icon: (
      <>
        <path d="m12 4 9 4-9 4-9-4z" {...stroke} />
        <path d="M7 10v5c0 1.5 2.2 3 5 3s5-1.5 5-3v-5" {...stroke} />
      </>
    ),
  },
];

/** The link's name is the entry's label; its description is read as the link's description. */
function WorkCardLink({ entry }: { entry: WorkCardEntry }) {
  const descriptionId = useId();
  return (
    <AppLink
      to={entry.to}
      aria-describedby={descriptionId}
      className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:flex-col lg:p-5"
    >
      <svg
        className="size-10 shrink-0 rounded-xl bg-brand-50 p-2 text-brand-700"
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        {entry.icon}
      </svg>
      <span className="flex flex-col gap-1">
        <span className="font-bold text-slate-900 group-hover:text-brand-700">{entry.label}</span>
        <span id={descriptionId} aria-hidden="true" className="text-sm leading-5 text-slate-600">
          {entry.description}
        </span>
      </span>
    </AppLink>
  );
}

export function WorkCardMenu() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
          Layanan Kartu Prakerja
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Semua yang Anda perlukan untuk memakai Kartu Prakerja, dari memilih pelatihan hingga sertifikat.
        </p>
      </div>
      <nav aria-label="Menu Kartu Prakerja">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
          {WORK_CARD_MENU.map((entry) => (
            <li key={entry.to}>
              <WorkCardLink entry={entry} />
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
