// Core's text table in English, and its type: the rule book's messages and the intake fields' hint,
// the words the German table (coreTexts.de.ts) follows.
import { messages } from '../validation/messages';
import { intakeHelperText } from '../validation/intakeHelperText';
import type { TextShape } from './textLeaves';
import { DATE_MESSAGE, DATE_TIME_MESSAGE, SINGLE_LINE_MESSAGE } from '../rules/textInput';
import { REFUSAL_TEXTS } from '../rules/refusals';

/**
 * The rule book's messages as a text table: the English is the `messages` constants themselves
 * (core/src/validation/messages.ts) plus the intake fields' 'Optional' hint, so the words live
 * once. The server keeps sending these English texts; the kit translates them when it shows them
 * (`useMessageText`).
 * @example coreEnglish.required // 'Required'
 */
export const coreEnglish = {
  ...messages,
  /** The hint under an intake field that is not mandatory (core/src/validation/registration.ts). */
  optional: intakeHelperText({ mandatory: false }),
  /** Strict input's field errors (core/src/rules/textInput.ts), sent by both backends. */
  singleLine: SINGLE_LINE_MESSAGE,
  dateTime: DATE_TIME_MESSAGE,
  date: DATE_MESSAGE,
  /** A save refused because someone else saved the record first (412, core/src/rules/staleWrite.ts). */
  staleRecord: REFUSAL_TEXTS.staleRecord,
};

/**
 * The shape a translation of core's messages (and a host's overrides of them) fills in.
 * @example const de: CoreTexts = { ...coreTextsDe, required: 'Pflichtfeld' };
 */
export type CoreTexts = TextShape<typeof coreEnglish>;
