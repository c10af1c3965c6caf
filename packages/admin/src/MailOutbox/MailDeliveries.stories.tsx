import { mailStory } from '../stories/mailStory';
import { MailDeliveries } from './MailDeliveries';
import { DELIVERY_SAMPLE } from './samples';

export default { title: 'Admin / Parts / Mail Deliveries' };

const view = <MailDeliveries timezone="America/Chicago" />;

/** A queued, a sent and a failed delivery, newest first; RETRY on the failed one. */
export const Basic = mailStory(view, { deliveries: DELIVERY_SAMPLE });

/** Nothing queued. */
export const Empty = mailStory(view);

/** The deliveries have not answered yet. */
export const Loading = mailStory(view, { deliveries: DELIVERY_SAMPLE, pending: ['maintenance.mailDeliveries'] });

/** The deliveries could not be read. */
export const Error = mailStory(view, { failing: ['maintenance.mailDeliveries'] });

/** RETRY of the failed delivery is on its way (press it). */
export const Retrying = mailStory(view, { deliveries: DELIVERY_SAMPLE, pending: ['maintenance.retryMailDelivery'] });

/** RETRY is refused (press it). */
export const RetryError = mailStory(view, { deliveries: DELIVERY_SAMPLE, failing: ['maintenance.retryMailDelivery'] });
