import type { AddressType, Booking, IntakeField, IntakeFieldName } from '../entities';

/**
 * Sets one intake field's visibility; hiding a field also clears its mandatory flag
 * (docs/reference/bookings.md §4). Returns a new list.
 * @example setIntakeVisible(fields, 'Company', false).find((f) => f.name === 'Company') // { visible: false, mandatory: false, ... }
 */
export function setIntakeVisible(fields: readonly IntakeField[], name: IntakeFieldName, visible: boolean): IntakeField[] {
  return fields.map((field) =>
    field.name === name ? { ...field, visible, mandatory: visible ? field.mandatory : false } : field,
  );
}

/**
 * Sets one intake field's mandatory flag; a hidden field cannot be made mandatory (its checkbox is
 * disabled), so the list comes back unchanged then. Returns a new list.
 * @example setIntakeMandatory(fields, 'Email', true)
 */
export function setIntakeMandatory(fields: readonly IntakeField[], name: IntakeFieldName, mandatory: boolean): IntakeField[] {
  return fields.map((field) => (field.name === name && (field.visible || !mandatory) ? { ...field, mandatory } : { ...field }));
}

/**
 * Sets the Address field's type ('US' or 'international'). Returns a new list.
 * @example setAddressType(fields, 'international')
 */
export function setAddressType(fields: readonly IntakeField[], type: AddressType): IntakeField[] {
  return fields.map((field) => (field.name === 'Address' ? { ...field, type } : field));
}

/**
 * The booking change of the 'Specify Registration Number' toggle (docs/reference/bookings.md §4): on sets
 * useRegistrationCapacity; off clears it and resets registrationCapacity to the event capacity.
 * @example registrationNumberToggle({ capacity: 200 }, false) // { useRegistrationCapacity: false, registrationCapacity: 200 }
 */
export function registrationNumberToggle(
  booking: Pick<Booking, 'capacity'>,
  on: boolean,
): Pick<Booking, 'useRegistrationCapacity'> & Partial<Pick<Booking, 'registrationCapacity'>> {
  return on ? { useRegistrationCapacity: true } : { useRegistrationCapacity: false, registrationCapacity: booking.capacity };
}

/**
 * Whether two intake field lists say the same (so leaving the tab has nothing to save).
 * @example sameIntakeFields(a, a) // true
 */
export function sameIntakeFields(a: readonly IntakeField[], b: readonly IntakeField[]): boolean {
  return (
    a.length === b.length &&
    a.every((field, index) => {
      const other = b[index];
      return (
        field.name === other.name &&
        field.visible === other.visible &&
        field.mandatory === other.mandatory &&
        (field.type ?? 'US') === (other.type ?? 'US')
      );
    })
  );
}
