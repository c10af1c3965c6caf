import { messages } from '../validation/messages';
import { intakeHelperText } from '../validation/registration';
import { coreTextsDe } from './coreTexts.de';
import { defineTexts } from './defineTexts';
import type { TextShape } from './textLeaves';

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
};

/**
 * The shape a translation of core's messages (and a host's overrides of them) fills in.
 * @example const de: CoreTexts = { ...coreTextsDe, required: 'Pflichtfeld' };
 */
export type CoreTexts = TextShape<typeof coreEnglish>;

/**
 * Core's text table (name 'core'): the validation messages and field hints, English and German.
 * @example
 * <PortalProvider {...portal} locale="de" texts={{ core: { required: 'Pflichtfeld' } }}>…</PortalProvider>
 */
export const coreTextTable = defineTexts<CoreTexts>('core', coreEnglish, { de: coreTextsDe });

declare module './TextsContext' {
  interface GreenroomTexts {
    core: CoreTexts;
  }
}
