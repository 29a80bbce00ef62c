import type { AnswerBody, AttemptQuestion, QuestionType } from "@app/domain/quiz/contracts";
import { isAnswered, paragraphsToEssay } from "@app/domain/quiz/rules";

/** A file of a file answer, as the list shows it. */
export interface DraftFile {
  id: number;
  name: string;
  size: number;
}

/**
 * The learner's answer to one question as it is being written: the chosen options, the text (an essay as typed,
 * never HTML), the uploaded files. What the server last saved seeds it; after that it is the learner's.
 */
export interface AnswerDraft {
  optionIds: number[];
  text: string;
  files: DraftFile[];
}

export const EMPTY_DRAFT: AnswerDraft = { optionIds: [], text: "", files: [] };

/** The saved answer as a draft: a saved essay is paragraphs of HTML, turned back into text for editing. */
export function draftFromSaved(question: AttemptQuestion): AnswerDraft {
  const saved = question.answer;
  if (!saved) return EMPTY_DRAFT;
  const stored = saved.answer_essay ?? "";
  return {
    optionIds: [...saved.option_ids],
    text: question.type === "essay" ? paragraphsToEssay(stored) : stored,
    files: saved.answer_file.map((file) => ({ id: file.id, name: file.name, size: file.size })),
  };
}

export function draftIsAnswered(type: QuestionType, draft: AnswerDraft): boolean {
  return isAnswered(type, {
    optionIds: draft.optionIds,
    text: draft.text,
    fileIds: draft.files.map((file) => file.id),
  });
}

export type AnswerMove = "stay" | "next" | "prev";

export interface AnswerContext {
  attemptId: number;
  activityId: number;
}

/**
 * The answer call's body (spec 001 section 3, quiz answer submission). An autosave is `is_preview` and moves
 * nowhere; 'next' / 'prev' move to the next or previous batch. The essay goes as typed: the server stores it as
 * paragraphs.
 */
export function answerBodyFor(
  question: Pick<AttemptQuestion, "id" | "position" | "type">,
  draft: AnswerDraft,
  context: AnswerContext,
  move: AnswerMove,
): AnswerBody {
  const choice =
    question.type === "single_choice" || question.type === "multiple_choice" || question.type === "true_false";
  const text = question.type === "essay" || question.type === "short_answer";
  return {
    attempt_id: context.attemptId,
    activity_id: context.activityId,
    activity_question_id: question.id,
    question_position: question.position,
    type: question.type,
    option_ids: choice ? draft.optionIds : [],
    answer_essay: text ? draft.text : null,
    answer_file: question.type === "file" ? draft.files.map((file) => file.id) : [],
    is_next: move === "next",
    is_prev: move === "prev",
    is_preview: move === "stay",
  };
}
