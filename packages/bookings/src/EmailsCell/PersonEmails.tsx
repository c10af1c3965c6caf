import { isOffered, useTexts, type EmailDelivery, type PortalApi, type Registration } from '@greenroom/core';
import { useId, useMemo } from 'react';
import { useBookingsApi } from '../data/bookingsApi';
import { personName, type GuestListBooking } from '../data/guestSlices';
import { lastDeliveryOf } from '../data/personDeliveries';
import { useDeliveriesByPerson } from '../data/useDeliveriesByPerson';
import { useDeliveryTime } from '../data/useDeliveryTime';
import { useEmailDeliveryList } from '../data/useEmailDeliveryList';
import { guestsTextTable } from '../textTables/guests';
import { sendingTextTable } from '../textTables/sending';
import { EmailLine, EmailLines, PersonEmailsRoot, Reason, SectionTitle } from './personEmailsStyles';
import { Muted } from './styles';

export interface PersonEmailsProps {
  booking: GuestListBooking;
  person: Registration;
  api?: Partial<Pick<PortalApi, 'emailTemplates'>>;
}

const NO_DELIVERIES: EmailDelivery[] = [];

/**
 * The manage dialogs' Emails section: every template that reached the person, failed or waits,
 * each on a line of its own with when, and a failure with its reason written out (readable on a
 * touch screen and at 390 px, where it wraps). Left out when the backend does not offer the
 * deliveries call.
 * @example <PersonEmails booking={booking} person={registration} />
 */
export function PersonEmails({ booking, person, api }: PersonEmailsProps) {
  const states = useTexts(guestsTextTable).deliveries;
  const sendingTexts = useTexts(sendingTextTable);
  const titleID = useId();
  const people = useMemo(() => [person], [person]);
  const emails = useDeliveriesByPerson(booking, people, api as Pick<PortalApi, 'emailTemplates'> | undefined);
  const deliveries = useEmailDeliveryList({ bookingID: booking.bookingID }, api as Pick<PortalApi, 'emailTemplates'> | undefined).data ?? NO_DELIVERIES;
  const when = useDeliveryTime(booking);
  const offered = isOffered(useBookingsApi(api).emailTemplates?.deliveries);
  if (!offered) return null;

  const mine = emails.byPerson.get(person.registrationID);
  // 'Sent on …' only with a delivery in that state (a template in `emails` may have no delivery, or a later failed resend).
  const stateOn = (state: EmailDelivery['state'], emailTemplateID: string) => {
    const latest = lastDeliveryOf(deliveries, person.registrationID, emailTemplateID);
    return latest?.state === state ? sendingTexts.stateOn(states[state], when(latest.updatedAt)) : states[state];
  };
  const empty = !mine || mine.sent.length + mine.failed.length + mine.queued.length === 0;

  return (
    <PersonEmailsRoot aria-labelledby={titleID} data-ui="PersonEmails">
      <SectionTitle id={titleID}>{states.column}</SectionTitle>
      {empty ? (
        <Muted>{emails.isError ? states.loadError : states.none}</Muted>
      ) : (
        <EmailLines aria-label={sendingTexts.personEmails(personName(person))}>
          {mine.failed.map(({ emailTemplateID, name, reason }) => (
            <EmailLine key={`failed-${emailTemplateID}`} $state="failed">
              <span aria-hidden>✕ </span>
              <strong>{name}</strong> {stateOn('failed', emailTemplateID)}
              <Reason>{sendingTexts.reason(reason || states.unknownReason)}</Reason>
            </EmailLine>
          ))}
          {mine.queued.map(({ emailTemplateID, name }) => (
            <EmailLine key={`queued-${emailTemplateID}`} $state="queued">
              <span aria-hidden>… </span>
              <strong>{name}</strong> {stateOn('queued', emailTemplateID)}
            </EmailLine>
          ))}
          {mine.sent.map(({ emailTemplateID, name }) => (
            <EmailLine key={`sent-${emailTemplateID}`} $state="sent">
              <span aria-hidden>✓ </span>
              <strong>{name}</strong> {stateOn('sent', emailTemplateID)}
            </EmailLine>
          ))}
        </EmailLines>
      )}
    </PersonEmailsRoot>
  );
}
