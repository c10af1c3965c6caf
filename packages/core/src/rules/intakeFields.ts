import type { AddressType, IntakeField, IntakeFieldName } from '../entities';
import { DEFAULT_INTAKE_FIELDS } from '../validation';

/** The six intake fields in their fixed order (docs/reference/bookings.md §3). */
export const INTAKE_FIELD_NAMES: readonly IntakeFieldName[] = DEFAULT_INTAKE_FIELDS.map((field) => field.name);

/**
 * The intake fields a new booking starts with (core's defaults): all visible, only First Name mandatory, Address
 * of type 'US'. A fresh array each call, so callers may change it.
 * @example
 * defaultIntakeFields()[0] // { name: 'First Name', visible: true, mandatory: true }
 */
export function defaultIntakeFields(): IntakeField[] {
  return DEFAULT_INTAKE_FIELDS.map((field) => ({ ...field }));
}

/**
 * The booking's address type, read from its Address intake field ('US' when absent).
 * @example addressTypeOf(defaultIntakeFields()) // 'US'
 */
export function addressTypeOf(fields: readonly IntakeField[]): AddressType {
  return fields.find((field) => field.name === 'Address')?.type === 'international' ? 'international' : 'US';
}

/**
 * Intake fields as stored: the six in their fixed order, taking visible/mandatory/type from the
 * given list. A hidden field is never mandatory (unchecking visible clears mandatory). Returns
 * null when the list does not name each of the six exactly once.
 * @example
 * normalizeIntakeFields(defaultIntakeFields().reverse())?.[0].name // 'First Name'
 */
export function normalizeIntakeFields(fields: readonly IntakeField[]): IntakeField[] | null {
  if (fields.length !== INTAKE_FIELD_NAMES.length) return null;
  const byName = new Map(fields.map((field) => [field.name, field]));
  if (byName.size !== INTAKE_FIELD_NAMES.length) return null;
  const result: IntakeField[] = [];
  for (const name of INTAKE_FIELD_NAMES) {
    const given = byName.get(name);
    if (!given) return null;
    const field: IntakeField = { name, visible: given.visible, mandatory: given.visible && given.mandatory };
    if (name === 'Address') field.type = given.type === 'international' ? 'international' : 'US';
    result.push(field);
  }
  return result;
}
