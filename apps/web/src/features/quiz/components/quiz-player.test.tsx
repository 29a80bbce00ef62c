import { type AnswerBody, QUIZ_MESSAGES, uploadUrl } from "@app/domain/quiz/contracts";
import { UPLOAD_MAX_BYTES } from "@app/domain/quiz/uploads";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import {
  ACTIVITY_ID,
  attemptFixture,
  batchCheckFixture,
  batchFixture,
  fakeQuizApi,
  fakeXhr,
  feedbackFixture,
  finishedAttemptFixture,
  finishFixture,
  introFixture,
  ok,
  QUIZ_PATHS,
  type QuizRoute,
  questionFixture,
  refused,
  reviewFixture,
  reviewQuestionFixture,
} from "../quiz-fixtures";
import { QuizPlayer } from "./quiz-player";

afterEach(() => vi.unstubAllGlobals());

function answered(body: unknown, count = 1) {
  const answer = body as AnswerBody;
  return ok({
    attempt: attemptFixture({ answered_count: count }),
    saved: null,
    next_batch: answer.is_next ? 2 : 1,
  });
}

function renderPlayer(routes: Record<string, QuizRoute>) {
  setSessionCookie();
  const api = fakeQuizApi(routes);
  vi.stubGlobal("fetch", api.fn);
  const onAttemptClosed = vi.fn();
  const view = renderWithRouter(
    <QuizPlayer
      activityId={ACTIVITY_ID}
      title="Kuis Rumus Dasar"
      content="<p>Isi aktivitas</p>"
      bobotPercentage={20}
      onAttemptClosed={onAttemptClosed}
    />,
  );
  const answers = () => api.to(QUIZ_PATHS.answer).map((call) => call.body as AnswerBody);
  return { ...view, api, onAttemptClosed, answers };
}

/** Intro → 'Mulai Kuis' → the first batch. */
async function startQuiz(routes: Record<string, QuizRoute>) {
  const user = userEvent.setup();
  const view = renderPlayer({
    [QUIZ_PATHS.intro()]: () => ok(introFixture()),
    [QUIZ_PATHS.start()]: () => ok(attemptFixture()),
    [QUIZ_PATHS.answer]: ({ body }) => answered(body),
    ...routes,
  });
  await user.click(await screen.findByRole("button", { name: "Mulai Kuis" }));
  await screen.findByRole("heading", { name: "Soal 1" });
  return { ...view, user };
}

describe("QuizPlayer: intro", () => {
  it("shows the instruction (sanitised), the facts, the period and 'Mulai Kuis'", async () => {
    renderPlayer({
      [QUIZ_PATHS.intro()]: () =>
        ok(
          introFixture(
            { attempts_allowed: 3 },
            {
              instruction: '<p>Kerjakan dengan jujur.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
              periode_start: "2026-12-01T01:00:00.000Z",
              periode_end: "2026-12-07T16:59:00.000Z",
            },
          ),
        ),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Kuis Rumus Dasar" })).toBeTruthy();
    expect(screen.getByText("Kerjakan dengan jujur.")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll("dt")).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      "Jumlah soal": "4 soal",
      "Waktu pengerjaan": "10 menit",
      "Total poin": "40",
      "Nilai minimal": "70",
      "Bobot nilai": "20%",
      "Kesempatan mengerjakan": "0 dari 3",
    });
    expect(
      screen.getByText("Dapat dikerjakan 1 Desember 2026, 08.00 WIB sampai 7 Desember 2026, 23.59 WIB"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mulai Kuis" })).toBeTruthy();
    expect(screen.queryByLabelText("Kata sandi kuis")).toBeNull();
  });

  it("asks for the password: none typed is refused here, a wrong one shows the server's words", async () => {
    const user = userEvent.setup();
    const { api } = renderPlayer({
      [QUIZ_PATHS.intro()]: () => ok(introFixture({}, { has_password: true })),
      [QUIZ_PATHS.start()]: () => refused(QUIZ_MESSAGES.passwordWrong),
    });
    await user.click(await screen.findByRole("button", { name: "Mulai Kuis" }));
    expect(screen.getByRole("alert").textContent).toBe(QUIZ_MESSAGES.passwordRequired);
    expect(api.to(QUIZ_PATHS.start())).toHaveLength(0);

    await user.type(screen.getByLabelText("Kata sandi kuis"), "rahasia");
    await user.click(screen.getByRole("button", { name: "Mulai Kuis" }));
    expect(await screen.findByText(QUIZ_MESSAGES.passwordWrong)).toBeTruthy();
    expect(api.to(QUIZ_PATHS.start())[0]?.body).toEqual({ password: "rahasia" });
  });

  it("offers 'Lanjutkan Kuis' for a running attempt, with the time the server says is left", async () => {
    renderPlayer({
      [QUIZ_PATHS.intro()]: () =>
        ok(introFixture({ quiz_transaction: attemptFixture({ remaining_seconds: 300 }), attempts_used: 1 })),
    });
    expect(await screen.findByRole("button", { name: "Lanjutkan Kuis" })).toBeTruthy();
    expect(screen.getByText("Anda sedang mengerjakan kuis ini. Sisa waktu sekitar 5 menit.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mulai Kuis" })).toBeNull();
  });

  it("after a finished attempt: its result, 'Kerjakan Ulang' and 'Lihat Pembahasan'", async () => {
    renderPlayer({
      [QUIZ_PATHS.intro()]: () =>
        ok(introFixture({ quiz_transaction: finishedAttemptFixture(), attempts_used: 1, can_review: true })),
    });
    expect(await screen.findByRole("heading", { name: "Hasil Terakhir" })).toBeTruthy();
    expect(screen.getByText("85")).toBeTruthy();
    expect(screen.getByText("Lulus")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kerjakan Ulang" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lihat Pembahasan" })).toBeTruthy();
  });

  it("shows why it cannot start, and no start button", async () => {
    renderPlayer({
      [QUIZ_PATHS.intro()]: () =>
        ok(
          introFixture({
            quiz_transaction: finishedAttemptFixture({ passed: false, score: 40, score_label: "40" }),
            attempts_used: 3,
            can_start: false,
            start_refusal: QUIZ_MESSAGES.retakesUsed,
          }),
        ),
    });
    expect(await screen.findByText(QUIZ_MESSAGES.retakesUsed)).toBeTruthy();
    expect(screen.getByText("Belum Lulus")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mulai Kuis|Kerjakan Ulang|Lanjutkan Kuis/ })).toBeNull();
  });

  it("a submission waiting for its assessor says so; an assessed one shows the feedback and rubric", async () => {
    const { unmount } = renderPlayer({
      [QUIZ_PATHS.intro()]: () =>
        ok(
          introFixture({
            quiz_transaction: finishedAttemptFixture({
              review_state: "awaiting_review",
              score: null,
              score_label: null,
              passed: null,
            }),
            attempts_used: 1,
            can_start: false,
            start_refusal: QUIZ_MESSAGES.awaitingReview,
          }),
        ),
    });
    expect((await screen.findAllByText(QUIZ_MESSAGES.awaitingReview)).length).toBeGreaterThan(0);
    unmount();

    // issue 23: the provisional score of what is scored and what waits, said once (not the refusal a second time)
    const { unmount: unmountProvisional } = renderPlayer({
      [QUIZ_PATHS.intro()]: () =>
        ok(
          introFixture({
            quiz_transaction: finishedAttemptFixture({
              review_state: "awaiting_review",
              score: null,
              score_label: null,
              passed: null,
              provisional: { points: 60, scored_maximum: 80, awaiting_answers: 2, awaiting_rubric: false },
            }),
            attempts_used: 1,
            can_start: false,
            start_refusal: QUIZ_MESSAGES.awaitingReview,
          }),
        ),
    });
    expect(
      await screen.findByText(
        "Nilai sementara 60 dari 80 poin yang sudah dinilai · 2 jawaban menunggu penilaian asesor",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(QUIZ_MESSAGES.awaitingReview)).toBeNull();
    expect(screen.queryAllByText(/menunggu penilaian asesor/)).toHaveLength(1);
    unmountProvisional();

    renderPlayer({
      [QUIZ_PATHS.intro()]: () =>
        ok(
          introFixture({
            quiz_transaction: finishedAttemptFixture({ review_state: "assessed", has_feedback: true }),
            attempts_used: 1,
          }),
        ),
      [QUIZ_PATHS.feedback()]: () => ok(feedbackFixture()),
    });
    const section = (await screen.findByRole("heading", { name: "Umpan Balik Asesor" })).closest("section");
    if (!section) throw new Error("no feedback section");
    expect(within(section).getByText("Analisis Anda runtut. Tambahkan contoh.")).toBeTruthy();
    const row = within(section).getByRole("row", { name: /Ketepatan/ });
    expect(row.textContent).toContain("8 / 10");
  });
});

describe("QuizPlayer: answering", () => {
  it("saves a choice at once and an essay (as typed) after a pause, with is_preview", async () => {
    const { user, answers } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () =>
        ok(
          batchFixture({
            questions: [
              questionFixture(),
              questionFixture({
                id: 2,
                position: 2,
                type: "essay",
                body: "<p>Jelaskan fungsi SUM.</p>",
                options: [],
                answer: {
                  option_ids: [],
                  answer_essay: "<p>Baris satu<br>baris dua</p><p>Paragraf &amp; dua</p>",
                  answer_file: [],
                  answered_at: "2026-11-20T03:01:00.000Z",
                },
              }),
            ],
          }),
        ),
    });
    expect(screen.getByRole("timer", { name: "Sisa waktu" }).textContent).toBe("10:00");
    expect(screen.getAllByText("10 poin")).toHaveLength(2);

    await user.click(screen.getByRole("radio", { name: "A. SUM" }));
    await waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0]).toEqual({
      attempt_id: 9001,
      activity_id: ACTIVITY_ID,
      activity_question_id: 1,
      question_position: 1,
      type: "single_choice",
      option_ids: [11],
      answer_essay: null,
      answer_file: [],
      is_next: false,
      is_prev: false,
      is_preview: true,
    });
    expect(await screen.findByText("Tersimpan")).toBeTruthy();

    const essay = screen.getByLabelText("Jawaban Anda untuk soal 2") as HTMLTextAreaElement;
    // a saved essay comes back as paragraphs and is edited as text
    expect(essay.value).toBe("Baris satu\nbaris dua\n\nParagraf & dua");
    await user.clear(essay);
    await user.type(essay, "Halo{Enter}{Enter}Dunia <b>tebal</b>");
    await waitFor(() => expect(answers()).toHaveLength(2), { timeout: 2500 });
    // one call for the whole typing, with the raw text: the server makes the paragraphs
    expect(answers()[1]).toMatchObject({
      activity_question_id: 2,
      type: "essay",
      answer_essay: "Halo\n\nDunia <b>tebal</b>",
      option_ids: [],
      is_preview: true,
    });
  });

  it("keeps an answer the connection lost and sends it again with the next save", async () => {
    let failNext = true;
    const { user, answers } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () =>
        ok(
          batchFixture({
            questions: [
              questionFixture(),
              questionFixture({ id: 2, position: 2, options: [{ id: 21, body: "Ya", image_url: null }] }),
            ],
          }),
        ),
      [QUIZ_PATHS.answer]: ({ body }) => {
        if (failNext) {
          failNext = false;
          throw new TypeError("Failed to fetch");
        }
        return answered(body);
      },
    });
    await user.click(screen.getByRole("radio", { name: "A. SUM" }));
    expect(await screen.findByText(/Belum tersimpan: koneksi terputus/)).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "A. Ya" }));
    await waitFor(() => expect(answers()).toHaveLength(3));
    expect(
      answers()
        .slice(1)
        .map((a) => [a.activity_question_id, a.option_ids]),
    ).toEqual(
      expect.arrayContaining([
        [1, [11]],
        [2, [21]],
      ]),
    );
    expect(await screen.findByText("Tersimpan")).toBeTruthy();
  });

  it("without is_prev: no 'Sebelumnya', and Alt+← is refused here; 'Selanjutnya' moves with is_next", async () => {
    const { user, answers, api } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () =>
        ok(batchFixture({ questions: [questionFixture(), questionFixture({ id: 2, position: 2 })] })),
      [QUIZ_PATHS.batch(2)]: () =>
        ok(
          batchFixture({
            batch: 2,
            can_prev: false,
            questions: [questionFixture({ id: 3, position: 3 }), questionFixture({ id: 4, position: 4 })],
          }),
        ),
    });
    expect(screen.queryByRole("button", { name: /Sebelumnya/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: /Selanjutnya/ }));
    const heading = await screen.findByRole("heading", { name: "Soal 3" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const move = answers().find((a) => a.is_next);
    expect(move).toMatchObject({ activity_question_id: 2, question_position: 2, is_next: true, is_preview: false });
    expect(api.to(QUIZ_PATHS.batch(2))).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Sebelumnya/ })).toBeNull();
    screen.getAllByRole("radio", { name: "A. SUM" })[0]?.focus();
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    expect(screen.getByRole("alert").textContent).toBe(QUIZ_MESSAGES.prevNotAllowed);
    expect(answers().some((a) => a.is_prev)).toBe(false);
    // earlier questions can no longer be opened from the navigator
    const navigator = screen.getByRole("navigation", { name: "Navigasi soal" });
    expect((within(navigator).getByRole("button", { name: "Soal 1" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(navigator).getByRole("button", { name: "Soal 3" }).getAttribute("aria-current")).toBe("step");
  });

  it("without is_skip, unanswered questions keep the learner on the page", async () => {
    const { user, answers } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () => ok(batchFixture({ can_skip: false, reachable_batch: 1 })),
    });
    await user.click(screen.getByRole("button", { name: /Selanjutnya/ }));
    expect(screen.getByRole("alert").textContent).toBe(QUIZ_MESSAGES.skipNotAllowed);
    expect(answers()).toHaveLength(0);
  });

  it("opens the group's passage in a dialog", async () => {
    const { user } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () =>
        ok(
          batchFixture({
            questions: [
              questionFixture({
                group: { id: 7, title: "Laporan Penjualan", passage: "<p>Penjualan naik 20% pada bulan Mei.</p>" },
              }),
            ],
          }),
        ),
    });
    await user.click(screen.getByRole("button", { name: "Lihat Bacaan" }));
    const dialog = screen.getByRole("dialog", { name: "Laporan Penjualan" });
    expect(within(dialog).getByText("Penjualan naik 20% pada bulan Mei.")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("'Selesai' asks first, with the unanswered count, then shows the score", async () => {
    const { user, api, onAttemptClosed } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () =>
        ok(batchFixture({ total_batches: 1, reachable_batch: 1, attempt: attemptFixture({ answered_count: 3 }) })),
      [QUIZ_PATHS.finish()]: () => ok(finishFixture()),
    });
    await user.click(screen.getByRole("button", { name: "Selesai" }));
    const dialog = await screen.findByRole("dialog", { name: "Selesaikan Kuis?" });
    expect(within(dialog).getByText("Masih ada 1 soal yang belum dijawab.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Ya, Selesaikan" }));

    const heading = await screen.findByRole("heading", { name: "Kuis Selesai" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("85")).toBeTruthy();
    expect(screen.getByText("Lulus")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kerjakan Ulang" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lihat Pembahasan" })).toBeTruthy();
    expect(api.to(QUIZ_PATHS.finish())).toHaveLength(1);
    expect(onAttemptClosed).toHaveBeenCalledTimes(1);
  });
});

describe("QuizPlayer: check answer (batch_discussion)", () => {
  const CHECKED_NOTE = "Jawaban halaman ini sudah diperiksa dan tidak dapat diubah.";

  function checkedCard() {
    const card = screen.getByRole("heading", { name: "Soal 1" }).closest("article");
    if (!card) throw new Error("no question card");
    return card;
  }

  it("offers 'Cek Jawaban' only on a page with can_check", async () => {
    const { user } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () => ok(batchFixture()),
      [QUIZ_PATHS.batch(2)]: () =>
        ok(batchFixture({ batch: 2, can_check: true, questions: [questionFixture({ id: 3, position: 3 })] })),
    });
    expect(screen.queryByRole("button", { name: "Cek Jawaban" })).toBeNull();
    await user.click(screen.getByRole("button", { name: /Selanjutnya/ }));
    await screen.findByRole("heading", { name: "Soal 3" });
    expect(screen.getByRole("button", { name: "Cek Jawaban" })).toBeTruthy();
  });

  it("saves the waiting answer, checks the page and shows the correct answer and discussion instead of inputs", async () => {
    const { user, api } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () => ok(batchFixture({ can_check: true })),
      [QUIZ_PATHS.check(1)]: () => ok(batchCheckFixture()),
    });
    await user.click(screen.getByRole("radio", { name: "B. COUNT" }));
    await user.click(screen.getByRole("button", { name: "Cek Jawaban" }));

    const note = await screen.findByText(CHECKED_NOTE);
    await waitFor(() => expect(document.activeElement).toBe(note));
    const paths = api.calls.map((call) => call.url.pathname);
    expect(paths.filter((path) => path === QUIZ_PATHS.check(1))).toHaveLength(1);
    // the answer reached the server before the page was checked
    expect(paths.indexOf(QUIZ_PATHS.answer)).toBeGreaterThan(-1);
    expect(paths.indexOf(QUIZ_PATHS.answer)).toBeLessThan(paths.indexOf(QUIZ_PATHS.check(1)));

    const card = checkedCard();
    const options = within(card).getAllByRole("listitem");
    expect(options[0]?.textContent).toContain("Jawaban benar");
    expect(options[1]?.textContent).toContain("Jawaban Anda");
    expect(within(card).getByText("Salah")).toBeTruthy();
    expect(within(card).getByText("Poin: 0 dari 10")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Pembahasan" })).toBeTruthy();
    expect(within(card).getByText("SUM menjumlahkan isi sel.")).toBeTruthy();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Cek Jawaban" })).toBeNull();
  });

  it("shows the server's refusal and keeps the inputs", async () => {
    const { user } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () => ok(batchFixture({ can_check: true })),
      [QUIZ_PATHS.check(1)]: () => refused(QUIZ_MESSAGES.checkNeedsAnswers),
    });
    await user.click(screen.getByRole("button", { name: "Cek Jawaban" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(QUIZ_MESSAGES.checkNeedsAnswers));
    expect(screen.getByRole("radio", { name: "A. SUM" })).toBeTruthy();
    expect(screen.queryByText(CHECKED_NOTE)).toBeNull();
    expect(screen.getByRole("button", { name: "Cek Jawaban" })).toBeTruthy();
  });

  it("opens a page checked before in the checked view, and moves on from it without sending an answer", async () => {
    const user = userEvent.setup();
    const { api, answers } = renderPlayer({
      [QUIZ_PATHS.intro()]: () => ok(introFixture({}, { batch_discussion: true })),
      [QUIZ_PATHS.start()]: () => ok(attemptFixture()),
      [QUIZ_PATHS.answer]: ({ body }) => answered(body),
      [QUIZ_PATHS.batch(1)]: () =>
        ok(
          batchFixture({
            is_checked: true,
            questions: [
              questionFixture({
                answer: {
                  option_ids: [12],
                  answer_essay: null,
                  answer_file: [],
                  answered_at: "2026-11-20T03:02:00.000Z",
                },
              }),
            ],
          }),
        ),
      [QUIZ_PATHS.check(1)]: () => ok(batchCheckFixture()),
      [QUIZ_PATHS.batch(2)]: () =>
        ok(batchFixture({ batch: 2, can_check: true, questions: [questionFixture({ id: 3, position: 3 })] })),
    });
    await user.click(await screen.findByRole("button", { name: "Mulai Kuis" }));
    expect(await screen.findByText(CHECKED_NOTE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Soal 1" })));
    expect(api.to(QUIZ_PATHS.check(1))).toHaveLength(1);
    expect(within(checkedCard()).getByText("SUM menjumlahkan isi sel.")).toBeTruthy();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Cek Jawaban" })).toBeNull();

    await user.click(screen.getByRole("button", { name: /Selanjutnya/ }));
    expect(await screen.findByRole("heading", { name: "Soal 3" })).toBeTruthy();
    expect(api.to(QUIZ_PATHS.batch(2))).toHaveLength(1);
    expect(answers()).toHaveLength(0);
    expect(screen.getByRole("radio", { name: "A. SUM" })).toBeTruthy();
  });
});

describe("QuizPlayer: reflection", () => {
  it("thanks the learner and shows their own answers, without a score", async () => {
    const user = userEvent.setup();
    renderPlayer({
      [QUIZ_PATHS.intro()]: () => ok(introFixture({}, { is_refleksi: true, is_show_timer: false, minimum_score: 0 })),
      [QUIZ_PATHS.start()]: () => ok(attemptFixture({ remaining_seconds: null, deadline_at: null })),
      [QUIZ_PATHS.batch(1)]: () =>
        ok(
          batchFixture({
            total_batches: 1,
            reachable_batch: 1,
            attempt: attemptFixture({ remaining_seconds: null, deadline_at: null, answered_count: 4 }),
            questions: [
              questionFixture({ type: "essay", options: [], points: null, body: "<p>Apa yang kamu pelajari?</p>" }),
            ],
          }),
        ),
      [QUIZ_PATHS.finish()]: () =>
        ok(
          finishFixture({
            attempt: finishedAttemptFixture({ review_state: "none", score: null, score_label: null, passed: null }),
            can_retake: false,
            can_review: false,
          }),
        ),
      [QUIZ_PATHS.review()]: () =>
        ok(
          reviewFixture({
            shows_correct_answers: false,
            questions: [
              reviewQuestionFixture({
                type: "essay",
                options: [],
                correct_option_ids: null,
                is_correct: null,
                points_awarded: null,
                discussion: null,
                body: "<p>Apa yang kamu pelajari?</p>",
                answer: {
                  option_ids: [],
                  answer_essay: "<p>Rumus dasar Excel.</p>",
                  answer_file: [],
                  answered_at: "2026-11-20T03:02:00.000Z",
                },
              }),
            ],
          }),
        ),
    });
    await user.click(await screen.findByRole("button", { name: "Mulai Kuis" }));
    expect(screen.queryByRole("timer")).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Selesai" }));
    await user.click(await screen.findByRole("button", { name: "Ya, Selesaikan" }));
    expect(await screen.findByRole("heading", { name: "Terima kasih atas refleksi Anda" })).toBeTruthy();
    expect(await screen.findByText("Rumus dasar Excel.")).toBeTruthy();
    expect(screen.queryByText("Nilai")).toBeNull();
    expect(screen.queryByRole("button", { name: "Kerjakan Ulang" })).toBeNull();
  });
});

describe("QuizPlayer: time limit", () => {
  it("at 0 the attempt is finished and 'Waktu Habis' says the answers are kept", async () => {
    const { api, onAttemptClosed, user } = await startQuiz({
      [QUIZ_PATHS.start()]: () => ok(attemptFixture({ remaining_seconds: 1 })),
      [QUIZ_PATHS.batch(1)]: () => ok(batchFixture({ attempt: attemptFixture({ remaining_seconds: 1 }) })),
      [QUIZ_PATHS.finish()]: () =>
        ok(finishFixture({ attempt: finishedAttemptFixture({ state: "timed_out", answered_count: 1 }) })),
    });
    expect(await screen.findByRole("heading", { name: "Waktu Habis" }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText("Waktu pengerjaan kuis sudah habis. Anda menjawab 1 dari 4 soal.")).toBeTruthy();
    expect(screen.getByText("Jawaban yang sudah Anda isi tetap tersimpan.")).toBeTruthy();
    expect(api.to(QUIZ_PATHS.finish())).toHaveLength(1);
    expect(onAttemptClosed).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Lihat Hasil" }));
    expect(await screen.findByRole("heading", { name: "Kuis Selesai" })).toBeTruthy();
  });

  it("an answer refused after the deadline ends the attempt the same way", async () => {
    const { user } = await startQuiz({
      [QUIZ_PATHS.batch(1)]: () => ok(batchFixture()),
      [QUIZ_PATHS.answer]: () =>
        refused(QUIZ_MESSAGES.timeUp, attemptFixture({ state: "timed_out", answered_count: 2, remaining_seconds: 0 })),
      [QUIZ_PATHS.finish()]: () => refused(QUIZ_MESSAGES.attemptFinished),
    });
    await user.click(screen.getByRole("radio", { name: "A. SUM" }));
    expect(await screen.findByRole("heading", { name: "Waktu Habis" })).toBeTruthy();
    expect(screen.getByText("Waktu pengerjaan kuis sudah habis. Anda menjawab 2 dari 4 soal.")).toBeTruthy();
  });
});

describe("QuizPlayer: files", () => {
  function fileBatch() {
    return ok(
      batchFixture({
        questions: [questionFixture({ type: "file", options: [], max_files: 2, body: "<p>Unggah laporanmu.</p>" })],
      }),
    );
  }

  it("adds files through the placeholder entry until max_files, and brings it back on removal", async () => {
    let nextId = 51;
    const xhr = fakeXhr((file) =>
      ok({ id: nextId++, name: file.name, size: file.size, mime: "application/pdf", url: uploadUrl(nextId - 1) }),
    );
    vi.stubGlobal("XMLHttpRequest", xhr.FakeXhr);
    const { user, answers } = await startQuiz({ [QUIZ_PATHS.batch(1)]: fileBatch });

    await user.upload(
      screen.getByLabelText("Unggah Berkas untuk soal 1"),
      new File(["isi"], "laporan.pdf", { type: "application/pdf" }),
    );
    const link = await screen.findByRole("link", { name: "laporan.pdf" });
    expect(link.getAttribute("href")).toBe(uploadUrl(51));
    await waitFor(() => expect(answers().at(-1)?.answer_file).toEqual([51]));
    expect(answers().at(-1)).toMatchObject({ type: "file", answer_essay: null, option_ids: [], is_preview: true });

    await user.upload(
      screen.getByLabelText("Unggah Berkas untuk soal 1"),
      new File(["isi"], "data.xlsx", {
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      }),
    );
    await screen.findByRole("link", { name: "data.xlsx" });
    // full: the placeholder entry is gone
    expect(screen.queryByLabelText("Unggah Berkas untuk soal 1")).toBeNull();
    await waitFor(() => expect(answers().at(-1)?.answer_file).toEqual([51, 52]));

    await user.click(screen.getByRole("button", { name: "Hapus berkas laporan.pdf" }));
    expect(screen.getByLabelText("Unggah Berkas untuk soal 1")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "laporan.pdf" })).toBeNull();
    await waitFor(() => expect(answers().at(-1)?.answer_file).toEqual([52]));
  });

  it("refuses a file over 10 MB before sending it, and shows a refusal of the server", async () => {
    const xhr = fakeXhr(() => refused(QUIZ_MESSAGES.fileTypeNotAllowed));
    vi.stubGlobal("XMLHttpRequest", xhr.FakeXhr);
    const { user } = await startQuiz({ [QUIZ_PATHS.batch(1)]: fileBatch });

    const big = new File(["x"], "video.mp4", { type: "video/mp4" });
    Object.defineProperty(big, "size", { value: UPLOAD_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText("Unggah Berkas untuk soal 1"), big);
    expect((await screen.findByRole("alert")).textContent).toBe(QUIZ_MESSAGES.fileTooLarge);
    expect(xhr.sent).toHaveLength(0);

    await user.upload(
      screen.getByLabelText("Unggah Berkas untuk soal 1"),
      new File(["MZ"], "tugas.pdf", { type: "application/pdf" }),
    );
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(QUIZ_MESSAGES.fileTypeNotAllowed));
    expect(xhr.sent).toHaveLength(1);
    expect(screen.queryByRole("link", { name: "tugas.pdf" })).toBeNull();
  });
});

describe("QuizPlayer: review", () => {
  function reviewRoutes(review: ReturnType<typeof reviewFixture>) {
    return {
      [QUIZ_PATHS.intro()]: () =>
        ok(introFixture({ quiz_transaction: finishedAttemptFixture(), attempts_used: 1, can_review: true })),
      [QUIZ_PATHS.review()]: () => ok(review),
    };
  }

  it("hides right and wrong when the settings do not allow it, even if the answer carried them", async () => {
    const user = userEvent.setup();
    renderPlayer(
      reviewRoutes(
        reviewFixture({
          shows_correct_answers: false,
          questions: [reviewQuestionFixture({ correct_option_ids: [11], is_correct: false, discussion: null })],
        }),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Lihat Pembahasan" }));
    const card = (await screen.findByRole("heading", { name: "Soal 1" })).closest("article");
    if (!card) throw new Error("no question card");
    expect(screen.getByText("Kunci jawaban tidak ditampilkan untuk kuis ini.")).toBeTruthy();
    expect(within(card).getByText("Jawaban Anda")).toBeTruthy();
    expect(within(card).queryByText("Jawaban benar")).toBeNull();
    expect(within(card).queryByText("Benar")).toBeNull();
    expect(within(card).queryByText("Salah")).toBeNull();
  });

  it("shows the correct answer, the mark, the points and the discussion when allowed", async () => {
    const user = userEvent.setup();
    renderPlayer(reviewRoutes(reviewFixture()));
    await user.click(await screen.findByRole("button", { name: "Lihat Pembahasan" }));
    const card = (await screen.findByRole("heading", { name: "Soal 1" })).closest("article");
    if (!card) throw new Error("no question card");
    const options = within(card).getAllByRole("listitem");
    expect(options[0]?.textContent).toContain("SUM");
    expect(options[0]?.textContent).toContain("Jawaban benar");
    expect(options[1]?.textContent).toContain("Jawaban Anda");
    expect(within(card).getByText("Salah")).toBeTruthy();
    expect(within(card).getByText("Poin: 0 dari 10")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Pembahasan" })).toBeTruthy();
    expect(within(card).getByText("SUM menjumlahkan isi sel.")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Kembali" })[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Hasil Terakhir" })).toBeTruthy();
  });
});
