import { mailStory } from '../stories/mailStory';
import { KeptMail } from './KeptMail';
import { OUTBOX_SAMPLE } from './samples';

export default { title: 'Admin / Parts / Kept Mail' };

const view = <KeptMail timezone="America/Chicago" />;

/** Two kept mails, newest first, times in America/Chicago. */
export const Basic = mailStory(view, { kept: OUTBOX_SAMPLE });

/** Nothing kept. */
export const Empty = mailStory(view);

/** The outbox has not answered yet. */
export const Loading = mailStory(view, { kept: OUTBOX_SAMPLE, pending: ['maintenance.outbox'] });

/** The outbox could not be read. */
export const Error = mailStory(view, { failing: ['maintenance.outbox'] });
