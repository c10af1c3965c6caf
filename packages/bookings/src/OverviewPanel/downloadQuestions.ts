import { csvFileName, questionsCsv, type Booking, type QAQuestion } from '@greenroom/core';
import { saveFile } from '../data/download';

/**
 * Saves the Q&A as `<booking name>-questions.csv`, the timestamps in the booking's zone. Its own
 * module so the Overview loads the CSV writer (papaparse) only on 'Download Q&A (.csv)'.
 * @example (await import('./downloadQuestions')).downloadQuestions(booking, await fetchQuestions());
 */
export function downloadQuestions(booking: Pick<Booking, 'name' | 'start'>, questions: Readonly<Record<string, QAQuestion>>): void {
  const csv = questionsCsv(questions, booking.start.timezone);
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(booking.name, 'questions'));
}
