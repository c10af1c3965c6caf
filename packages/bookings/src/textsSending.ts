import type { TextShape } from '@greenroom/core';

/**
 * Texts of sending and of the people dialogs (Send Email, Send Invite, Manage Attendee/Presenter)
 * added after the first release, in English; German in textsSending.de.ts. Ours unless marked as the
 * spec's.
 * @example sendingTexts.placeholder // ''
 */
export const sendingTexts = {
  /** Not shown: keeps the table non-empty until the first text lands. */
  placeholder: '',
};

/** The shape of {@link sendingTexts}, which every locale fills in. */
export type SendingTexts = TextShape<typeof sendingTexts>;
