import { withProducerMessage, type MailedStatus } from '@greenroom/core/rules';
import type { ServerContext } from '../../platform/context';

/** What the guest flow's steps use of the server: the database, the clock and the config (links, sender). */
export type GuestFlowContext = Pick<ServerContext, 'db' | 'clock' | 'config'>;
import { queueTemplateSend } from '../../mail/sendTemplate';
import { guestFlowTemplateOf, templateFromRow } from '../../mail/store/templates';

/**
 * Queue the mail of a guest-flow outcome (approved, denied, waitlisted, offered) to each guest,
 * through the template-mail queue with the booking's system template of that outcome; a producer's
 * message of a decision is added to the body. Run after the change committed: the queue has its
 * own transaction, and a guest who cannot be mailed (no valid address) is simply left out.
 * @example await mailOutcome(ctx, { bookingID: 'b1', spaceID: 's1' }, 'offered', ['r7']);
 */
export async function mailOutcome(
  ctx: GuestFlowContext,
  booking: { bookingID: string; spaceID: string },
  status: MailedStatus,
  registrationIDs: readonly string[],
  message?: string,
): Promise<void> {
  if (registrationIDs.length === 0) return;
  const row = await guestFlowTemplateOf(ctx.db, booking.bookingID, status, ctx.config, ctx.clock.now().getTime());
  const template = withProducerMessage(templateFromRow(row), message);
  await queueTemplateSend(ctx, template, { bookingID: booking.bookingID, spaceID: booking.spaceID, toSend: [...registrationIDs] });
}
