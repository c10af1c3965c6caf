import type { QAQuestion } from '@greenroom/core';
import type { QuestionsTable } from '../tables';

/** A question as the guest app sees it: the Q&A entry plus its id. */
export type GuestQuestion = QAQuestion & { questionID: string };

/**
 * A stored question → the Q&A entry of GET /booking/questions.
 * @example questionFromRow(row).votes
 */
export function questionFromRow(row: QuestionsTable): QAQuestion {
  return {
    questionText: row.question_text,
    askerName: row.asker_name,
    votes: row.votes,
    answerText: row.answer_text,
    answererName: row.answerer_name,
    status: row.status,
    lastUpdateTime: row.last_update_time,
  };
}

/**
 * A stored question with its id, for the guest calls.
 * @example guestQuestionFromRow(row).questionID
 */
export function guestQuestionFromRow(row: QuestionsTable): GuestQuestion {
  return { questionID: row.question_id, ...questionFromRow(row) };
}
