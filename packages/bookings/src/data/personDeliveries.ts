import { latestDeliveryStates, recipientGroup, type Booking, type EmailDelivery, type Registration } from '@greenroom/core';

/** A template as the Emails cell names it. */
export interface DeliveredTemplate {
  emailTemplateID: string;
  name: string;
}

/** What the templates of a booking did for one person so far. */
export interface PersonDeliveries {
  /** Templates that reached the person (their `emails` has them, or the latest delivery is sent). */
  sent: DeliveredTemplate[];
  /** Templates whose latest delivery failed and that never reached the person, with why. */
  failed: (DeliveredTemplate & { reason: string })[];
  /** Templates whose latest delivery is still waiting for the mail server. */
  queued: DeliveredTemplate[];
}

/**
 * The Emails cell of every person of a list, keyed by registrationID, from ONE deliveries answer
 * of the booking: core's rules decide sent (`recipientGroup` 'sent'), failed ('failed') and the
 * latest state (`latestDeliveryStates`); this only groups them per person. People without any
 * template are absent.
 * @example deliveriesByPerson(guests, booking.emailTemplates, deliveries).get('r1')?.failed[0].reason // 'Mailbox full'
 */
export function deliveriesByPerson(
  people: readonly Registration[],
  templates: Booking['emailTemplates'],
  deliveries: readonly EmailDelivery[],
): Map<string, PersonDeliveries> {
  const byPerson = new Map<string, PersonDeliveries>();
  const entry = (registrationID: string) => {
    let found = byPerson.get(registrationID);
    if (!found) byPerson.set(registrationID, (found = { sent: [], failed: [], queued: [] }));
    return found;
  };
  for (const { id, name } of Object.values(templates)) {
    const template = { emailTemplateID: id, name };
    const latest = latestDeliveryStates(deliveries, id);
    // A delivery the server marked sent counts before the person's `emails` list is read again.
    const sent = recipientGroup(people, 'sent', id, deliveries);
    const reached = new Set(sent.map((p) => p.registrationID));
    for (const person of people) if (latest.get(person.registrationID)?.state === 'sent') reached.add(person.registrationID);
    for (const registrationID of reached) entry(registrationID).sent.push(template);
    for (const person of recipientGroup(people, 'failed', id, deliveries)) {
      entry(person.registrationID).failed.push({ ...template, reason: latest.get(person.registrationID)?.reason ?? '' });
    }
    for (const [registrationID, delivery] of latest) {
      if (delivery.state === 'queued' && !reached.has(registrationID)) entry(registrationID).queued.push(template);
    }
  }
  return byPerson;
}

/**
 * The latest delivery of one template to one person (deliveries come oldest first), for when it
 * was last sent or tried; undefined when the booking's deliveries hold none.
 * @example lastDeliveryOf(deliveries, 'r1', 't1')?.updatedAt // 1763737200000
 */
export function lastDeliveryOf(deliveries: readonly EmailDelivery[], registrationID: string, emailTemplateID: string): EmailDelivery | undefined {
  return latestDeliveryStates(deliveries, emailTemplateID).get(registrationID);
}
