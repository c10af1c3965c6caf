import { defaultIntakeFields, type FormRules } from '@greenroom/core';

/**
 * The attendee form of a partner event. The partner's backend has no per-event intake settings,
 * so every event uses Greenroom's defaults (all fields shown, First Name required, a US address).
 * @example checkPerson(row, partnerFormRules)
 */
export const partnerFormRules: FormRules = { intakeFields: defaultIntakeFields(), addressType: 'US' };

