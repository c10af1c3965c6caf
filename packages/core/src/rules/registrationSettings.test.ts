import { describe, expect, it } from 'vitest';
import { defaultIntakeFields } from './intakeFields';
import { registrationNumberToggle, sameIntakeFields, setAddressType, setIntakeMandatory, setIntakeVisible } from './registrationSettings';

const field = (fields: ReturnType<typeof defaultIntakeFields>, name: string) => fields.find((f) => f.name === name);

describe('intake field edits', () => {
  it('hiding a field clears its mandatory flag; showing it again keeps it optional', () => {
    const hidden = setIntakeVisible(defaultIntakeFields(), 'First Name', false);
    expect(field(hidden, 'First Name')).toMatchObject({ visible: false, mandatory: false });
    expect(field(setIntakeVisible(hidden, 'First Name', true), 'First Name')).toMatchObject({ visible: true, mandatory: false });
  });

  it('a hidden field cannot be made mandatory; a visible one can', () => {
    const hidden = setIntakeVisible(defaultIntakeFields(), 'Email', false);
    expect(field(setIntakeMandatory(hidden, 'Email', true), 'Email')?.mandatory).toBe(false);
    expect(field(setIntakeMandatory(defaultIntakeFields(), 'Email', true), 'Email')?.mandatory).toBe(true);
  });

  it('sets the address type on the Address field only', () => {
    const fields = setAddressType(defaultIntakeFields(), 'international');
    expect(field(fields, 'Address')?.type).toBe('international');
    expect(sameIntakeFields(fields, defaultIntakeFields())).toBe(false);
    expect(sameIntakeFields(defaultIntakeFields(), defaultIntakeFields())).toBe(true);
  });
});

describe('registrationNumberToggle', () => {
  it('off resets the registration capacity to the event capacity; on only sets the flag', () => {
    expect(registrationNumberToggle({ capacity: 250 }, false)).toEqual({ useRegistrationCapacity: false, registrationCapacity: 250 });
    expect(registrationNumberToggle({ capacity: 250 }, true)).toEqual({ useRegistrationCapacity: true });
  });
});
