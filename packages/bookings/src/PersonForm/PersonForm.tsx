import {
  addressParts,
  addressTypeOf,
  formatPhone,
  intakeHelperText,
  REGISTRATION_MAX_LENGTHS,
  validateRegistrationRow,
  useTexts,
  type Booking,
  type IntakeField,
  type IntakeFieldName,
} from '@greenroom/core';
import { Switch, TextField } from '@greenroom/ui';
import { guestsTextTable } from '../textTables/guests';
import type { BookingsTexts } from '../texts.en';
import type { PersonDraft } from '../data/guestSlices';
import { FieldGrid, ToggleRow } from './styles';

/** Field errors of the form, keyed like a bulk row (first, last, email, company, phone, zipCode, …). */
export type PersonErrors = Record<string, string>;

/**
 * The attendee/presenter form's errors with core's rules (mandatory visible fields after trim,
 * email, phone mask, max lengths, the booking's address type).
 * @example personErrors(draft, booking) // { first: 'Required' }
 */
export function personErrors(draft: PersonDraft, booking: Pick<Booking, 'intakeFields'>): PersonErrors {
  const rules = { intakeFields: booking.intakeFields, addressType: addressTypeOf(booking.intakeFields) };
  return validateRegistrationRow(draft, rules) as PersonErrors;
}

export interface PersonFormProps {
  booking: Pick<Booking, 'intakeFields'>;
  draft: PersonDraft;
  onChange: (draft: PersonDraft) => void;
  errors: PersonErrors;
  disabled?: boolean;
}

type TextKey = 'first' | 'last' | 'company' | 'email';
type FormTexts = BookingsTexts['guests']['form'];
const PERSON_FIELDS: { key: TextKey; name: IntakeFieldName; label: keyof FormTexts; max: number; type?: string }[] = [
  { key: 'first', name: 'First Name', label: 'firstName', max: REGISTRATION_MAX_LENGTHS.firstName },
  { key: 'last', name: 'Last Name', label: 'lastName', max: REGISTRATION_MAX_LENGTHS.lastName },
  { key: 'company', name: 'Company', label: 'company', max: REGISTRATION_MAX_LENGTHS.company },
  { key: 'email', name: 'Email', label: 'emailAddress', max: REGISTRATION_MAX_LENGTHS.emailAddress, type: 'email' },
];

function setting(fields: readonly IntakeField[], name: IntakeFieldName): IntakeField {
  return fields.find((field) => field.name === name) ?? { name, visible: true, mandatory: false };
}

/**
 * The attendee/presenter form of docs/reference/bookings.md §5, following the booking's intake fields:
 * visible fields only, helper text 'Required' or 'Optional', the phone typed into the
 * (999) 999-9999 mask, the US or international address, and the Brand and Allow Early Access toggles.
 * @example <PersonForm booking={booking} draft={draft} onChange={setDraft} errors={errors} />
 */
export function PersonForm({ booking, draft, onChange, errors, disabled }: PersonFormProps) {
  const texts = useTexts(guestsTextTable).form;
  const fields = booking.intakeFields;
  const address = setting(fields, 'Address');
  const phone = setting(fields, 'Phone');
  const set = (change: Partial<PersonDraft>) => onChange({ ...draft, ...change });
  const addressValue = (part: string) => (draft.address as unknown as Record<string, string | undefined>)[part] ?? '';
  return (
    <>
      <FieldGrid>
        {PERSON_FIELDS.filter((field) => setting(fields, field.name).visible).map((field) => (
          <TextField
            key={field.key}
            label={texts[field.label]}
            type={field.type}
            value={draft[field.key]}
            maxLength={field.max}
            helperText={intakeHelperText(setting(fields, field.name))}
            error={errors[field.key] ?? null}
            disabled={disabled}
            onValueChange={(value) => set({ [field.key]: value })}
          />
        ))}
        {phone.visible && (
          <TextField
            label={texts.phone}
            type="tel"
            inputMode="tel"
            placeholder="(999) 999-9999"
            value={draft.phone}
            helperText={intakeHelperText(phone)}
            error={errors.phone ?? null}
            disabled={disabled}
            onValueChange={(value) => set({ phone: formatPhone(value) })}
          />
        )}
        {address.visible &&
          addressParts(addressTypeOf(fields)).map((part) => (
            <TextField
              key={part}
              label={texts[part as keyof FormTexts]}
              value={addressValue(part)}
              maxLength={REGISTRATION_MAX_LENGTHS[part as keyof typeof REGISTRATION_MAX_LENGTHS]}
              helperText={intakeHelperText({ mandatory: address.mandatory && part !== 'addressLine2' })}
              error={errors[part] ?? null}
              disabled={disabled}
              onValueChange={(value) => set({ address: { ...draft.address, [part]: value } as PersonDraft['address'] })}
            />
          ))}
      </FieldGrid>
      <ToggleRow>
        <Switch label={texts.brand} checked={draft.brand} disabled={disabled} onChange={(brand) => set({ brand })} />
        <Switch
          label={texts.allowEarlyAccess}
          checked={draft.allowEarlyAccess}
          disabled={disabled}
          onChange={(allowEarlyAccess) => set({ allowEarlyAccess })}
        />
      </ToggleRow>
    </>
  );
}

/**
 * The fields of the form a server's field error can name (keyed like a bulk row), for the booking's
 * address type.
 * @example personFieldKeys(booking) // ['first', 'last', 'company', 'email', 'phone', 'addressLine1', …]
 */
export function personFieldKeys(booking: Pick<Booking, 'intakeFields'>): string[] {
  return [...PERSON_FIELDS.map((field) => field.key), 'phone', ...addressParts(addressTypeOf(booking.intakeFields))];
}

/**
 * An empty draft for the Add dialogs.
 * @example useState(emptyDraft())
 */
export function emptyDraft(): PersonDraft {
  return { first: '', last: '', company: '', email: '', phone: '', address: {} as PersonDraft['address'], brand: false, allowEarlyAccess: false };
}
