import { validateLeaveMeetingUrl, validateRequired, useTexts, type Booking, type LinkErrorMessages, type PortalApi } from '@greenroom/core';
import { useId } from 'react';
import { useBooking } from '../data/bookingQueries';
import { useSaveBooking } from '../data/useSaveBooking';
import { PanelRoot, Section, SectionTitle } from '../OverviewPanel/styles';
import { rmaTextTable } from '../textTables/rma';
import { SettingField } from './SettingField';
import { SupportMessage } from './SupportMessage';

const LINKS: (keyof LinkErrorMessages)[] = ['public', 'signUp', 'attendee', 'presenter'];

/** The api slice the Messages tab uses. */
export type MessagesSlice = Pick<PortalApi, 'bookings'>;

export interface MessagesPanelProps {
  /** The booking as read (its version travels with every save). */
  booking: Booking;
  /** Unused here; the editor hands it to every tab. */
  superAdmin?: boolean;
  /** Overrides the PortalProvider's api. */
  api?: MessagesSlice;
}

/**
 * The Messages tab (docs/reference/bookings.md §2.8): Support Message with its active toggle, the Web Page
 * Error Messages of the four links, the In-App leave-meeting destination URL and the Registration
 * Notification Email Address, each saved on its own with its §8 error text. Embeddable on its own
 * through `@greenroom/bookings/messages`.
 * @example <MessagesPanel booking={booking} />
 */
export function MessagesPanel({ booking: given, api }: MessagesPanelProps) {
  const texts = useTexts(rmaTextTable).messages;
  const booking = useBooking(given.bookingID, api, given).data ?? given;
  const { save } = useSaveBooking(booking.bookingID, api);
  const ids = { support: useId(), errors: useId(), leave: useId(), notification: useId() };

  return (
    <PanelRoot data-ui="MessagesPanel">
      <Section aria-labelledby={ids.support}>
        <SectionTitle id={ids.support}>{texts.supportTitle}</SectionTitle>
        <SupportMessage booking={booking} onSave={(change) => save(() => change)} />
      </Section>
      <Section aria-labelledby={ids.errors}>
        <SectionTitle id={ids.errors}>{texts.errorMessagesTitle}</SectionTitle>
        {LINKS.map((link) => (
          <SettingField
            key={link}
            label={texts.links[link]}
            value={booking.errorMessages[link]}
            validate={validateRequired}
            onSave={(message) => save((current) => ({ errorMessages: { ...current.errorMessages, [link]: message } }))}
            errorText={texts.errorMessageError}
          />
        ))}
      </Section>
      <Section aria-labelledby={ids.leave}>
        <SectionTitle id={ids.leave}>{texts.leaveTitle}</SectionTitle>
        <SettingField
          label={texts.leaveUrl}
          value={booking.hangUpURL}
          validate={validateLeaveMeetingUrl}
          onSave={(url) => save(() => ({ hangUpURL: url.trim() }))}
          errorText={texts.leaveError}
        />
      </Section>
      <Section aria-labelledby={ids.notification}>
        <SectionTitle id={ids.notification}>{texts.notificationTitle}</SectionTitle>
        <SettingField
          label={texts.notificationEmail}
          value={booking.registrationNotificationEmailAddress}
          onSave={(address) => save(() => ({ registrationNotificationEmailAddress: address.trim() }))}
          errorText={texts.notificationError}
        />
      </Section>
    </PanelRoot>
  );
}
