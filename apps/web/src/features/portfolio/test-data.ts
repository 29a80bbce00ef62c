import type { PortfolioItem, PortfolioItemAnswer, PortfolioView } from "./api";

/** Test data shaped like the API's answers (packages/domain/src/portfolio/contracts.ts). */
export function itemFixture(overrides: Partial<PortfolioItem> = {}): PortfolioItem {
  return {
    id: 11,
    caption: "Rencana Belajar Mingguan",
    description: "Rencana yang saya susun untuk ujian.",
    is_publish: true,
    kind: "project",
    program: { id: 3, name: "Cara Belajar Efektif", slug: "cara-belajar-efektif" },
    activity: { id: 21, title: "Uji Keterampilan" },
    created_at: "2026-11-20T03:00:00.000Z",
    updated_at: "2026-11-20T03:00:00.000Z",
    ...overrides,
  };
}

export function viewFixture(overrides: Partial<PortfolioView> = {}): PortfolioView {
  return {
    user: {
      id: 5,
      name: "Siti Rahma",
      username: "siti",
      avatar: null,
      profession_name: "Murid",
      institution: null,
      counts: { items: 1, certificates: 1 },
    },
    header: {
      id: 2,
      description: "Pelajar yang suka menulis.",
      content_url: "https://contoh.com/karya",
      is_publish: true,
      updated_at: "2026-11-20T03:00:00.000Z",
    },
    items: [itemFixture()],
    certificates: [
      {
        number: "KARIR-2026-000042-7QXM",
        program_name: "Cara Belajar Efektif",
        institution_name: "Lembaga Belajar",
        issued_at: "2026-11-20T03:00:00.000Z",
      },
    ],
    ...overrides,
  };
}

export function itemAnswerFixture(overrides: Partial<PortfolioItemAnswer["item"]> = {}): PortfolioItemAnswer {
  return {
    user: { id: 5, name: "Siti Rahma", username: "siti", avatar: null, profession_name: "Murid" },
    item: {
      ...itemFixture(),
      work: {
        finished_at: "2026-11-20T03:00:00.000Z",
        score: 85,
        answers: [
          {
            question: "<p>Tuliskan rencana Anda.</p>",
            text: "<p>Belajar pagi hari.</p>",
            files: [
              { id: 7, name: "rencana.pdf", mime: "application/pdf", size: 2048, url: "/api/portofolio/file/11/7" },
            ],
          },
        ],
        reflection: null,
      },
      ...overrides,
    },
  };
}
