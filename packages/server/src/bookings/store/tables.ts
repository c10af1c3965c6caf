/**
 * Tables of the booking area added by migrations 020 and 021, merged into the server's
 * `Database` type (same conventions: epoch-ms bigint times, 0/1 flags, JSON text).
 */
import type { Flag, Millis } from '../../db/types';

export interface EmailTemplatesTable {
  email_template_id: string;
  booking_id: string;
  name: string;
  subject: string;
  /** Sender display name. */
  from_name: string;
  reply_to: string;
  body: string;
  html: Flag;
  system: Flag;
  created_at: Millis;
  updated_at: Millis;
}

export interface QuestionsTable {
  question_id: string;
  booking_id: string;
  question_text: string;
  asker_name: string;
  votes: number;
  answer_text: string;
  answerer_name: string;
  /** 'open' or 'answered'. */
  status: string;
  created_at: Millis;
  last_update_time: Millis;
}

export interface QuestionVotesTable {
  question_id: string;
  /** The login code that voted: one vote per code and question. */
  voter_code: string;
  created_at: Millis;
}

/** Kept by triggers (migration 021): moves whenever a space's booking list would read differently. */
export interface BookingListRevisionsTable {
  space_id: string;
  revision: number;
}

declare module '../../db/types' {
  interface Database {
    booking_list_revisions: BookingListRevisionsTable;
    email_templates: EmailTemplatesTable;
    questions: QuestionsTable;
    question_votes: QuestionVotesTable;
  }
}
