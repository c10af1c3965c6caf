import type { BookingTime, EmailTemplate, ReminderRule } from '@greenroom/core';
import { reminderAudience, remindersDue, reminderTemplateKind } from '@greenroom/core/rules';
import { renderTemplateSend } from '../../mail/sendTemplate';
import { enqueueReminderDeliveries } from '../../mail/store/queue';
import { findTemplate, reminderTemplateOf, templateFromRow } from '../../mail/store/templates';
import { fromJson } from '../../platform/db/json';
import { createRoundLoop, type RoundLoop } from '../../platform/lib/roundLoop';
import { guestFlowOf } from '../store/bookingRows';
import { attendedRegistrationIDs, bookingsInReminderRange, remindedRegistrationIDs, reminderGuests } from '../store/reminders';
import type { GuestFlowContext } from './outcomeMail';

/** What the worker needs; the rest has defaults. */
export interface ReminderWorkerOptions {
  ctx: GuestFlowContext;
  /** Told when a round queued mail (the app kicks its mail worker). */
  onQueued?: () => void;
  /** Polling interval once started (real time). Default 60 s: reminders are minutes apart at the closest. */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

/** The in-process sender of reminders and follow-ups (issue 27): a round queues every reminder due by the server's clock. */
export type ReminderWorker = RoundLoop;

/** The booking as a round reads it. */
type ScannedBooking = Awaited<ReturnType<typeof bookingsInReminderRange>>[number];

/** The template a reminder sends: its own (when it still exists on the booking), else the booking's system template of its kind. */
async function templateOf(ctx: GuestFlowContext, bookingID: string, rule: ReminderRule, now: number): Promise<EmailTemplate> {
  if (rule.emailTemplateID !== '') {
    const own = await findTemplate(ctx.db, rule.emailTemplateID);
    if (own && own.booking_id === bookingID) return templateFromRow(own);
  }
  return templateFromRow(await reminderTemplateOf(ctx.db, bookingID, reminderTemplateKind(rule), ctx.config, now));
}

/**
 * A worker that sends each booking's reminders and follow-ups when due by the server's clock (core's
 * remindersDue, from the booking's CURRENT times, so a moved booking moves its pending reminders),
 * to core's reminderAudience (who holds a place; after the end split by the attendance records),
 * in the guest's language, through the durable mail queue. Exactly once per person: the queue's
 * rows and the (booking, reminder, registration) row of reminder_sends are written in one
 * transaction, the latter only if absent, so a second round, a restarted server or another
 * instance queues nothing again. Rounds in one process never overlap.
 * @example const worker = createReminderWorker({ ctx, onQueued: () => app.mailWorker.kick() }); worker.start();
 */
export function createReminderWorker(options: ReminderWorkerOptions): ReminderWorker {
  const { ctx } = options;
  const onError = options.onError ?? (() => {});

  /** Queue the due reminders of one booking; answers how many mails this call queued. */
  const remind = async (booking: ScannedBooking, now: number): Promise<number> => {
    const times = { start: fromJson<BookingTime>(booking.start_time), end: fromJson<BookingTime>(booking.end_time) };
    const due = remindersDue(guestFlowOf(booking), times, now);
    if (due.length === 0) return 0;
    const guests = await reminderGuests(ctx.db, booking.booking_id);
    const attended = due.some((rule) => rule.audience !== 'registered') ? await attendedRegistrationIDs(ctx.db, booking.booking_id) : new Set<string>();
    let queued = 0;
    for (const rule of due) {
      const done = await remindedRegistrationIDs(ctx.db, booking.booking_id, rule.reminderID);
      const toSend = reminderAudience(rule, guests, attended).filter((id) => !done.has(id));
      if (toSend.length === 0) continue;
      const template = await templateOf(ctx, booking.booking_id, rule, now);
      const send = { bookingID: booking.booking_id, spaceID: booking.space_id, toSend };
      // Reminders before the start carry the invitation; a follow-up after the end invites to nothing.
      const { recipients } = await renderTemplateSend(ctx, template, send, { ics: rule.anchor === 'beforeStart' });
      const request = { bookingID: booking.booking_id, emailTemplateID: template.emailTemplateID, recipients };
      queued += (await enqueueReminderDeliveries(ctx.db, request, rule.reminderID, now)).length;
    }
    return queued;
  };

  const round = async (): Promise<void> => {
    const now = ctx.clock.now().getTime();
    let queued = 0;
    for (const booking of await bookingsInReminderRange(ctx.db, now)) {
      // One booking's trouble (a template that no longer renders) does not hold up the others.
      try {
        queued += await remind(booking, now);
      } catch (error) {
        onError(error);
      }
    }
    if (queued > 0) options.onQueued?.();
  };

  return createRoundLoop({ round, pollMs: options.pollMs ?? 60_000, onError });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's reminder worker (started when the app listens, stopped when it closes). */
    reminderWorker: ReminderWorker;
  }
}
