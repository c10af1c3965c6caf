import { sameIntakeFields, useAlert, useTexts, type Booking, type IntakeField, type PortalApi } from '@greenroom/core';
import { Snackbar } from '@greenroom/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useBooking } from '../data/bookingQueries';
import { useSaveBooking } from '../data/useSaveBooking';
import { PanelRoot, Section, SectionTitle } from '../OverviewPanel/styles';
import { guestFlowSettingsTextTable } from '../textTables/guestFlowSettings';
import { rmaTextTable } from '../textTables/rma';
import { ApprovalSettings } from './ApprovalSettings';
import { intakeDrafts } from './intakeDrafts';
import { IntakeFieldsTable } from './IntakeFieldsTable';
import { RegistrationCapacity } from './RegistrationCapacity';
import { ReminderSettings } from './ReminderSettings';
import { SignUpLink } from './SignUpLink';

/** The api slice the Registration tab uses. */
export type RegistrationSlice = Pick<PortalApi, 'bookings'>;

export interface RegistrationPanelProps {
  /** The booking as read (its version travels with every save). */
  booking: Booking;
  /** Unused here; the editor hands it to every tab. */
  superAdmin?: boolean;
  /** Overrides the PortalProvider's api. */
  api?: RegistrationSlice;
}

/**
 * Saves the intake fields once when the tab is left, only when they changed. A failed save is
 * silent in the tab (docs/reference/bookings.md §8) but nothing is lost: the settings are kept for the next
 * visit and the producer is told.
 */
function useSaveFieldsOnLeave(booking: Booking, fields: IntakeField[], api?: RegistrationSlice) {
  const { save } = useSaveBooking(booking.bookingID, api);
  const alert = useAlert();
  const notSaved = useTexts(rmaTextTable).registration.fieldsNotSaved;
  const latest = useRef({ fields, stored: booking.intakeFields, save, alert, notSaved });
  latest.current = { fields, stored: booking.intakeFields, save, alert, notSaved };
  useEffect(() => {
    const bookingID = booking.bookingID;
    return () => {
      const { fields: edited, stored, save: put, alert: tell, notSaved: message } = latest.current;
      if (sameIntakeFields(edited, stored)) {
        intakeDrafts.delete(bookingID);
        return;
      }
      intakeDrafts.set(bookingID, edited);
      put(() => ({ intakeFields: edited })).then(
        () => intakeDrafts.delete(bookingID),
        (error: unknown) => {
          console.error(error);
          tell(message);
        },
      );
    };
  }, [booking.bookingID]);
}

/**
 * The Registration tab (docs/reference/bookings.md §2.7): the Sign-up URL with copy and regenerate, the six
 * intake fields with visible/mandatory and the address type (saved once when the tab is left), and
 * the registration capacity, then the guest flow of issue 27: 'Approval and waitlist' and
 * 'Reminders and follow-ups', each with its own SAVE. Embeddable on its own through `@greenroom/bookings/registration`.
 * @example <RegistrationPanel booking={booking} />
 */
export function RegistrationPanel({ booking: given, api }: RegistrationPanelProps) {
  const texts = useTexts(rmaTextTable).registration;
  const flowTexts = useTexts(guestFlowSettingsTextTable);
  const booking = useBooking(given.bookingID, api, given).data ?? given;
  const [fields, setFields] = useState<IntakeField[]>(() => intakeDrafts.get(given.bookingID) ?? booking.intakeFields);
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null);
  useSaveFieldsOnLeave(booking, fields, api);
  const fieldsTitle = useId();
  const capacityTitle = useId();
  const show = (text: string) => setNotice((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));

  return (
    <PanelRoot data-ui="RegistrationPanel">
      <SignUpLink booking={booking} api={api} onCopied={() => show(texts.signUpCopied)} onRegenerated={() => show(texts.signUpRegenerated)} />
      <Section aria-labelledby={fieldsTitle}>
        <SectionTitle id={fieldsTitle}>{texts.fieldsTitle}</SectionTitle>
        <IntakeFieldsTable fields={fields} onChange={setFields} />
      </Section>
      <Section aria-labelledby={capacityTitle}>
        <SectionTitle id={capacityTitle}>{texts.capacityTitle}</SectionTitle>
        <RegistrationCapacity booking={booking} api={api} />
      </Section>
      <ApprovalSettings booking={booking} api={api} onSaved={() => show(flowTexts.settings.saved)} />
      <ReminderSettings booking={booking} api={api} onSaved={() => show(flowTexts.reminders.saved)} />
      <Snackbar open={notice !== null} resetKey={notice?.key} message={notice?.text ?? ''} onClose={() => setNotice(null)} />
    </PanelRoot>
  );
}
