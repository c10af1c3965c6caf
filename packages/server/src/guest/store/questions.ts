import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { QuestionsTable } from '../../bookings/tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A booking's questions, most votes first, then oldest first.
 * @example (await questionsByVotes(db, 'b1')).map(guestQuestionFromRow)
 */
export async function questionsByVotes(db: Db, bookingID: string): Promise<QuestionsTable[]> {
  return db.selectFrom('questions').selectAll().where('booking_id', '=', bookingID).orderBy('votes', 'desc').orderBy('created_at').execute();
}

/**
 * One question of a booking, or null when it is not there.
 * @example const row = await findQuestion(db, 'b1', 'q1');
 */
export async function findQuestion(db: Db, bookingID: string, questionID: string): Promise<QuestionsTable | null> {
  const row = await db.selectFrom('questions').selectAll().where('question_id', '=', questionID).where('booking_id', '=', bookingID).executeTakeFirst();
  return row ?? null;
}

/**
 * Store a new question.
 * @example await insertQuestion(db, row);
 */
export async function insertQuestion(db: Db, row: QuestionsTable): Promise<void> {
  await db.insertInto('questions').values(row).execute();
}

/**
 * Count one vote of `voterCode` for a question; answers false (and changes nothing) when that
 * code has voted for it before.
 * @example if (!(await addVote(db, 'q1', 'CODE', now))) throw alreadyVoted();
 */
export async function addVote(db: Kysely<Database>, questionID: string, voterCode: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('question_votes')
      .values({ question_id: questionID, voter_code: voterCode, created_at: now })
      .onConflict((oc) => oc.columns(['question_id', 'voter_code']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('questions')
      .set((eb) => ({ votes: eb('votes', '+', 1), last_update_time: now }))
      .where('question_id', '=', questionID)
      .execute();
    return true;
  });
}

/**
 * Store a presenter's answer; the question becomes 'answered'.
 * @example await answerQuestion(db, 'q1', { answerText: 'Yes', answererName: 'Ann Lee', now });
 */
export async function answerQuestion(db: Db, questionID: string, answer: { answerText: string; answererName: string; now: number }): Promise<void> {
  await db
    .updateTable('questions')
    .set({ answer_text: answer.answerText, answerer_name: answer.answererName, status: 'answered', last_update_time: answer.now })
    .where('question_id', '=', questionID)
    .execute();
}
