import { addressTypeOf, defaultIntakeFields, normalizeIntakeFields } from './intakeFields';

describe('defaultIntakeFields', () => {
  it('lists the six fields in order, all visible, First Name mandatory, Address US', () => {
    expect(defaultIntakeFields()).toEqual([
      { name: 'First Name', visible: true, mandatory: true },
      { name: 'Last Name', visible: true, mandatory: false },
      { name: 'Company', visible: true, mandatory: false },
      { name: 'Email', visible: true, mandatory: false },
      { name: 'Phone', visible: true, mandatory: false },
      { name: 'Address', visible: true, mandatory: false, type: 'US' },
    ]);
  });

  it('answers a new array each call', () => {
    const first = defaultIntakeFields();
    first[0].mandatory = false;
    expect(defaultIntakeFields()[0].mandatory).toBe(true);
  });
});

describe('addressTypeOf', () => {
  it('reads the Address field type', () => {
    const fields = defaultIntakeFields();
    expect(addressTypeOf(fields)).toBe('US');
    fields[5].type = 'international';
    expect(addressTypeOf(fields)).toBe('international');
    expect(addressTypeOf([])).toBe('US');
  });
});

describe('normalizeIntakeFields', () => {
  it('puts the fields in order and clears mandatory on hidden ones', () => {
    const fields = defaultIntakeFields().reverse();
    const email = fields.find((f) => f.name === 'Email')!;
    email.visible = false;
    email.mandatory = true;
    const result = normalizeIntakeFields(fields)!;
    expect(result.map((f) => f.name)).toEqual(['First Name', 'Last Name', 'Company', 'Email', 'Phone', 'Address']);
    expect(result[3]).toEqual({ name: 'Email', visible: false, mandatory: false });
  });

  it('refuses a list that misses or repeats a field', () => {
    const fields = defaultIntakeFields();
    expect(normalizeIntakeFields(fields.slice(1))).toBeNull();
    expect(normalizeIntakeFields([...fields.slice(1), fields[1]])).toBeNull();
  });
});
