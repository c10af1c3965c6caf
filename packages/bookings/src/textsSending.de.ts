import type { SendingTexts } from './textsSending';

/** {@link SendingTexts} in German (Sie-Form). */
export const sendingTextsDe: SendingTexts = {
  placeholder: '',
};
