import type { LinkErrorMessages } from '../entities';

/**
 * Texts a guest sees when a link does not (or no longer) lead in: the defaults of a new booking
 * (ours; the spec leaves them open). Producers change them on the Messages tab.
 * @example DEFAULT_ERROR_MESSAGES.signUp // 'Registration for this event is not open. Please contact the event organizer.'
 */
export const DEFAULT_ERROR_MESSAGES: Readonly<LinkErrorMessages> = Object.freeze({
  public: 'This event link is not active. Please check the link or contact the event organizer.',
  signUp: 'Registration for this event is not open. Please contact the event organizer.',
  attendee: 'This attendee link is not valid. Please contact the event organizer for a new link.',
  presenter: 'This presenter link is not valid. Please contact the event organizer for a new link.',
});
