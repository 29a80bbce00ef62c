import { QUIZ_MESSAGES, type ScoreSubmissionBody, uploadUrl } from "@app/domain/quiz/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import {
  ATTEMPT_ID,
  fakeQuizApi,
  finishedAttemptFixture,
  ok,
  QUIZ_PATHS,
  type QuizRoute,
  refused,
  submissionDetailFixture,
  submissionItemFixture,
} from "../quiz-fixtures";
import { AssessorDetailPage } from "./assessor-detail-page";
import { AssessorListPage } from "./assessor-list-page";

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, routes: Record<string, QuizRoute>) {
  setSessionCookie();
  const api = fakeQuizApi(routes);
  vi.stubGlobal("fetch", api.fn);
  const view = renderWithRouter(
    <Routes>
      <Route path="/asesor/penilaian" element={<AssessorListPage />} />
      <Route path="/asesor/penilaian/:attemptId" element={<AssessorDetailPage />} />
    </Routes>,
    { initialEntry: path },
  );
  return { ...view, api };
}

describe("AssessorListPage", () => {
  it("lists the submissions waiting for review, 9 a page, with a link to score each", async () => {
    const { api } = renderAt("/asesor/penilaian", {
      [QUIZ_PATHS.submissions]: () =>
        ok({
          items: [
            submissionItemFixture(),
            submissionItemFixture({ attempt_id: 9002, learner_name: "Budi Santoso", attempt_number: 2 }),
          ],
          page: 1,
          total_pages: 2,
          total: 11,
        }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Penilaian Asesor" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "Nilai Sari Wulandari: Tugas Analisis Data" });
    expect(link.getAttribute("href")).toBe(`/asesor/penilaian/${ATTEMPT_ID}`);
    expect(screen.getByText("Tugas Praktik Mandiri · Percobaan ke-2")).toBeTruthy();
    expect(screen.getByText("11 pengumpulan")).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Status pengumpulan" });
    expect(within(tabs).getByRole("link", { name: "Menunggu Penilaian" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).getByRole("link", { name: "Sudah Dinilai" }).getAttribute("href")).toBe(
      "/asesor/penilaian?status=assessed",
    );
    expect(screen.getByRole("navigation", { name: "Halaman pengumpulan" })).toBeTruthy();
    const query = api.to(QUIZ_PATHS.submissions)[0]?.url.searchParams;
    expect(query?.get("status")).toBe("awaiting_review");
    expect(query?.get("page")).toBe("1");
    expect(query?.get("program_id")).toBeNull();
  });

  it("filters by programme and says when nothing waits", async () => {
    const user = userEvent.setup();
    const { api } = renderAt("/asesor/penilaian?status=assessed", {
      [QUIZ_PATHS.submissions]: ({ url }) =>
        url.searchParams.get("program_id") === "10"
          ? ok({ items: [], page: 1, total_pages: 0, total: 0 })
          : ok({
              items: [submissionItemFixture({ review_state: "assessed", score: 82 })],
              page: 1,
              total_pages: 1,
              total: 1,
            }),
    });
    expect(
      await screen.findByRole("link", { name: "Lihat Penilaian Sari Wulandari: Tugas Analisis Data" }),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Program"), "Belajar Excel Dasar untuk Pemula");
    expect(await screen.findByRole("heading", { name: "Belum ada pengumpulan yang sudah dinilai" })).toBeTruthy();
    const last = api.to(QUIZ_PATHS.submissions).at(-1)?.url.searchParams;
    expect(last?.get("program_id")).toBe("10");
    expect(last?.get("status")).toBe("assessed");
  });

  it("empty waiting list", async () => {
    renderAt("/asesor/penilaian", {
      [QUIZ_PATHS.submissions]: () => ok({ items: [], page: 1, total_pages: 0, total: 0 }),
    });
    expect(await screen.findByRole("heading", { name: "Belum ada pengumpulan yang perlu dinilai" })).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    renderAt("/asesor/penilaian", {
      [QUIZ_PATHS.submissions]: () => refused(QUIZ_MESSAGES.notAssessor, null, 403),
    });
    expect(await screen.findByText(QUIZ_MESSAGES.notAssessor)).toBeTruthy();
  });
});

describe("AssessorDetailPage", () => {
  it("shows the answers: the correct one of an auto question, the essay sanitised, the file as a download", async () => {
    renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture()),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Tugas Analisis Data" })).toBeTruthy();
    expect(screen.getByText("Sari Wulandari")).toBeTruthy();
    const first = screen.getByRole("article", { name: "Soal 1" });
    expect(within(first).getByText("Jawaban benar")).toBeTruthy();
    expect(within(first).getByText("Benar")).toBeTruthy();
    expect(within(first).getByText("Dinilai otomatis · Poin: 10 dari 10")).toBeTruthy();
    expect(within(first).queryByLabelText(/Nilai soal/)).toBeNull();
    const essay = screen.getByRole("article", { name: "Soal 2" });
    expect(within(essay).getByText("Tabel pivot merangkum data.")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    const file = screen.getByRole("link", { name: "lembar-kerja.xlsx" });
    expect(file.getAttribute("href")).toBe(uploadUrl(77));
  });

  it("offers the certificate shortcut once the learner has finished the programme, and not before", async () => {
    renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture()),
    });
    await screen.findByRole("heading", { level: 1, name: "Tugas Analisis Data" });
    expect(screen.queryByRole("link", { name: /Sertifikat Peserta/ })).toBeNull();
  });

  it("links the finished learner's certificate page in a new tab", async () => {
    renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture({ show_certificate: true, program_user_id: 31 })),
    });
    const shortcut = await screen.findByRole("link", { name: /Sertifikat Peserta \(Asesor\)/ });
    expect(shortcut.getAttribute("href")).toBe("/sertifikat/31");
    expect(shortcut.getAttribute("target")).toBe("_blank");
  });

  it("validates the points in Indonesian, then sends the scores, rubric, feedback and remedial request", async () => {
    const user = userEvent.setup();
    const { api } = renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture()),
      [QUIZ_PATHS.scoreSubmission()]: () =>
        ok(
          submissionDetailFixture({
            attempt: finishedAttemptFixture({
              review_state: "assessed",
              score: 55.5,
              score_label: "55,5",
              passed: false,
              is_request_remedial: true,
            }),
            feedback: "Bagus, lengkapi contohnya.",
          }),
        ),
    });
    const save = await screen.findByRole("button", { name: "Simpan Penilaian" });
    await user.click(save);
    const summary = screen.getByRole("alert");
    expect(within(summary).getByText(QUIZ_MESSAGES.answerScoreIncomplete)).toBeTruthy();
    expect(within(summary).getByText(QUIZ_MESSAGES.rubricIncomplete)).toBeTruthy();
    const essayPoints = screen.getByLabelText("Nilai soal 2");
    expect(essayPoints.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(essayPoints));
    expect(api.to(QUIZ_PATHS.scoreSubmission())).toHaveLength(0);

    await user.type(essayPoints, "25");
    await user.type(screen.getByLabelText("Nilai soal 3"), "18");
    await user.type(screen.getByLabelText("Nilai Ketepatan"), "8");
    await user.type(screen.getByLabelText("Nilai Kerapian"), "9");
    await user.click(save);
    expect(screen.getByText(QUIZ_MESSAGES.pointsOutOfRange)).toBeTruthy();
    expect(screen.getByText(QUIZ_MESSAGES.rubricOutOfRange)).toBeTruthy();
    expect(api.to(QUIZ_PATHS.scoreSubmission())).toHaveLength(0);

    await user.clear(essayPoints);
    await user.type(essayPoints, "15,5");
    await user.clear(screen.getByLabelText("Nilai Kerapian"));
    await user.type(screen.getByLabelText("Nilai Kerapian"), "4");
    await user.type(screen.getByLabelText("Umpan balik untuk peserta"), "  Bagus, lengkapi contohnya. ");
    await user.click(screen.getByRole("checkbox", { name: "Minta Remedial" }));
    await user.click(save);

    expect(await screen.findByText(QUIZ_MESSAGES.scored)).toBeTruthy();
    const body = api.to(QUIZ_PATHS.scoreSubmission())[0]?.body as ScoreSubmissionBody;
    expect(body).toEqual({
      answers: [
        { question_id: 2, points: 15.5 },
        { question_id: 3, points: 18 },
      ],
      rubric: [
        { criterion_id: 5, points: 8 },
        { criterion_id: 6, points: 4 },
      ],
      feedback: "Bagus, lengkapi contohnya.",
      is_request_remedial: true,
    });
    // the scored submission replaces the form
    expect(await screen.findByText("Remedial diminta")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Simpan Penilaian" })).toBeNull();
  });

  it("puts the answers to score first in the quiz's numbers, the auto-scored ones folded after them", async () => {
    renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture()),
    });
    await screen.findByRole("heading", { level: 1, name: "Tugas Analisis Data" });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf("Soal 2")).toBeLessThan(headings.indexOf("Soal 1"));
    expect(headings.indexOf("Soal 3")).toBeLessThan(headings.indexOf("Soal 1"));
    const folded = screen.getByText(/^Dinilai otomatis: 1 soal · 10 dari 10 poin$/).closest("details");
    expect(folded?.open).toBe(false);
    expect(within(folded as HTMLElement).getByRole("article", { name: "Soal 1" })).toBeTruthy();
  });

  it("gives no points field to an auto-scored question the learner skipped (the server's, not the assessor's)", async () => {
    const base = submissionDetailFixture();
    const skipped = base.questions.map((question) =>
      question.id === 1 ? { ...question, answer: null, is_correct: null, points_awarded: null } : question,
    );
    renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok({ ...base, questions: skipped }),
    });
    expect(await screen.findByText(/2 dari 2 jawaban belum dinilai/)).toBeTruthy();
    expect(screen.queryByLabelText("Nilai soal 1")).toBeNull();
  });

  it("counts what is left to score, keeps a running total, and clears a mark as soon as its value is valid", async () => {
    const user = userEvent.setup();
    renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture()),
    });
    const progress = await screen.findByText("2 dari 2 jawaban belum dinilai · 2 dari 2 kriteria rubrik belum dinilai");
    expect(progress.closest("[role=status]")).toBeTruthy();
    // 10 auto points of 10 + 20 + 20 + rubric 10 + 5
    expect(screen.getByText("Total sementara 10 dari 65 poin")).toBeTruthy();
    const essay = screen.getByLabelText("Nilai soal 2");
    await user.type(essay, "25");
    await user.click(screen.getByRole("button", { name: "Simpan Penilaian" }));
    expect(screen.getByText(QUIZ_MESSAGES.pointsOutOfRange)).toBeTruthy();
    expect(essay.getAttribute("aria-invalid")).toBe("true");
    // an over-the-maximum value counts for nothing in the total, and the answer is still to be scored
    expect(screen.getByText("Total sementara 10 dari 65 poin")).toBeTruthy();
    expect(screen.getByText("2 dari 2 jawaban belum dinilai · 2 dari 2 kriteria rubrik belum dinilai")).toBeTruthy();
    await user.clear(essay);
    await user.type(essay, "15,5");
    expect(screen.queryByText(QUIZ_MESSAGES.pointsOutOfRange)).toBeNull();
    expect(essay.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("1 dari 2 jawaban belum dinilai · 2 dari 2 kriteria rubrik belum dinilai")).toBeTruthy();
    expect(screen.getByText("Total sementara 25,5 dari 65 poin")).toBeTruthy();
    await user.type(screen.getByLabelText("Nilai soal 3"), "18");
    await user.type(screen.getByLabelText("Nilai Ketepatan"), "8");
    await user.type(screen.getByLabelText("Nilai Kerapian"), "4");
    expect(screen.getByText("Semua jawaban sudah dinilai")).toBeTruthy();
    expect(screen.queryByText("Periksa kembali nilai yang ditandai.")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("after saving, links the next submission waiting (the server's id) and opens it in the app", async () => {
    const user = userEvent.setup();
    const { api } = renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture({ rubric: [] })),
      [QUIZ_PATHS.submission(ATTEMPT_ID + 1)]: () =>
        ok(submissionDetailFixture({ learner_name: "Budi Santoso", next_attempt_id: null })),
      [QUIZ_PATHS.scoreSubmission()]: () =>
        ok(
          submissionDetailFixture({
            attempt: finishedAttemptFixture({ review_state: "assessed", score: 40, score_label: "40" }),
            rubric: [],
            next_attempt_id: ATTEMPT_ID + 1,
          }),
        ),
    });
    await user.type(await screen.findByLabelText("Nilai soal 2"), "10");
    await user.type(screen.getByLabelText("Nilai soal 3"), "10");
    await user.click(screen.getByRole("button", { name: "Simpan Penilaian" }));
    const next = await screen.findByRole("link", { name: "Nilai Pengumpulan Berikutnya" });
    expect(next.getAttribute("href")).toBe(`/asesor/penilaian/${ATTEMPT_ID + 1}`);
    expect(screen.getByText("Penilaian tersimpan. Pengumpulan berikutnya menunggu penilaian.")).toBeTruthy();
    await user.click(next);
    expect(await screen.findByText("Budi Santoso")).toBeTruthy();
    // fetched ahead once the save answered: one call, whether or not the link was followed yet
    expect(api.to(QUIZ_PATHS.submission(ATTEMPT_ID + 1))).toHaveLength(1);
  });

  it("shows a refusal of the server and keeps the form", async () => {
    const user = userEvent.setup();
    renderAt(`/asesor/penilaian/${ATTEMPT_ID}`, {
      [QUIZ_PATHS.submission()]: () => ok(submissionDetailFixture({ rubric: [] })),
      [QUIZ_PATHS.scoreSubmission()]: () => refused(QUIZ_MESSAGES.notAwaitingReview),
    });
    await user.type(await screen.findByLabelText("Nilai soal 2"), "10");
    await user.type(screen.getByLabelText("Nilai soal 3"), "10");
    await user.click(screen.getByRole("button", { name: "Simpan Penilaian" }));
    expect(await screen.findByText(QUIZ_MESSAGES.notAwaitingReview)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Simpan Penilaian" })).toBeTruthy();
  });
});
