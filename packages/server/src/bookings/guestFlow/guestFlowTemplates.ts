import type { GuestFlow } from '@greenroom/core';
import { reminderTemplateKind, type MailedStatus } from '@greenroom/core/rules';
import { guestFlowTemplateOf, reminderTemplateOf } from '../../mail/store/templates';
import type { GuestFlowContext } from './outcomeMail';

/**
 * Create the system templates a saved guest flow will send (the outcomes of approval and the
 * waitlist when they are on, each enabled reminder without a template of its own), so that the
 * producer finds them in the Email tab to edit before the first one goes out. Existing ones are
 * kept; a booking that never turns these on keeps its three templates.
 * @example await ensureGuestFlowTemplates(ctx, 'b1', booking.guestFlow);
 */
export async function ensureGuestFlowTemplates(ctx: GuestFlowContext, bookingID: string, flow: GuestFlow): Promise<void> {
  const now = ctx.clock.now().getTime();
  const outcomes: MailedStatus[] = [...(flow.requireApproval ? (['approved', 'denied'] as const) : []), ...(flow.waitlist ? (['waitlisted', 'offered'] as const) : [])];
  for (const status of outcomes) await guestFlowTemplateOf(ctx.db, bookingID, status, ctx.config, now);
  const kinds = new Set(flow.reminders.filter((rule) => rule.enabled && rule.emailTemplateID === '').map(reminderTemplateKind));
  for (const kind of kinds) await reminderTemplateOf(ctx.db, bookingID, kind, ctx.config, now);
}
