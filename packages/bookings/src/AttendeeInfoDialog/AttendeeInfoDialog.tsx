import { useTexts, type AttendeeSummary } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { rmaTextTable } from '../textTables/rma';
import { Facts } from './styles';

export interface AttendeeInfoDialogProps {
  /** The person shown; null keeps the dialog closed. */
  attendee: AttendeeSummary | null;
  onClose: () => void;
}

function addressLines(address: NonNullable<AttendeeSummary['intakeData']['address']>): string {
  const region = [address.city, address.state ?? address.stateProvinceRegion, address.zipCode ?? address.zipPostalCode, address.country];
  return [address.addressLine1, address.addressLine2, region.filter(Boolean).join(', ')].filter(Boolean).join('\n');
}

/**
 * Attendee Information: the intake data a person entered with, their login code and registration.
 * @example <AttendeeInfoDialog attendee={row} onClose={close} />
 */
export function AttendeeInfoDialog({ attendee, onClose }: AttendeeInfoDialogProps) {
  const texts = useTexts(rmaTextTable).attendees;
  const intake = attendee?.intakeData;
  const latest = attendee?.records[attendee.records.length - 1];
  const facts: [string, string][] = intake
    ? [
        [texts.fields.firstName, intake.firstName],
        [texts.fields.lastName, intake.lastName],
        [texts.fields.company, intake.company ?? ''],
        [texts.fields.emailAddress, intake.emailAddress ?? ''],
        [texts.fields.phone, intake.phone ?? ''],
        [texts.fields.address, intake.address ? addressLines(intake.address) : ''],
        [texts.fields.brand, attendee.brand ? texts.yes : texts.no],
        [texts.fields.loginCode, latest?.loginCode ?? ''],
        [texts.fields.registrationID, attendee.registrationID],
      ]
    : [];
  return (
    <Dialog
      open={attendee !== null}
      onClose={onClose}
      title={texts.infoTitle}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </Facts>
    </Dialog>
  );
}
