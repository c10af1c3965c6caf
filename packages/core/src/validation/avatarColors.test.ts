import { avatarColorSlots, validateAvatarColors } from './avatarColors';

describe('validateAvatarColors', () => {
  it('saves complete enabled slots, flags half-filled ones, treats empty ones as disabled', () => {
    const result = validateAvatarColors([
      { enabled: true, primary: '#FF0000', secondary: '#00FF00' },
      { enabled: true, primary: '#0000FF', secondary: '' },
      { enabled: true, primary: null, secondary: '#123' },
      { enabled: true, primary: '', secondary: '' },
      { enabled: false, primary: '#FFFFFF', secondary: '' },
      { enabled: true, primary: '#abcdef', secondary: '#ABC' },
    ]);
    expect(result.slotErrors).toEqual([
      null,
      'Choose both a primary and a secondary color',
      'Choose both a primary and a secondary color',
      null,
      null,
      null,
    ]);
    expect(result.ok).toBe(false);
    expect(result.pairs).toEqual([
      { primary: '#FF0000', secondary: '#00FF00' },
      { primary: '#abcdef', secondary: '#ABC' },
    ]);
  });

  it('is ok when every slot is complete or empty', () => {
    const result = validateAvatarColors([
      { enabled: true, primary: '#111111', secondary: '#222222' },
      { enabled: false, primary: '', secondary: '' },
    ]);
    expect(result).toEqual({ ok: true, slotErrors: [null, null], pairs: [{ primary: '#111111', secondary: '#222222' }] });
  });

  it('refuses colours that are not hex', () => {
    expect(validateAvatarColors([{ enabled: true, primary: 'red', secondary: '#000000' }]).slotErrors).toEqual([
      'Colors must be hex values such as #1A2B3C',
    ]);
  });

  it('takes at most 8 slots', () => {
    const slot = { enabled: false, primary: '', secondary: '' };
    expect(validateAvatarColors(Array(8).fill(slot)).ok).toBe(true);
    expect(() => validateAvatarColors(Array(9).fill(slot))).toThrow(RangeError);
  });

  it('builds 8 editor slots from saved pairs', () => {
    const slots = avatarColorSlots([{ primary: '#111111', secondary: '#222222' }]);
    expect(slots).toHaveLength(8);
    expect(slots[0]).toEqual({ enabled: true, primary: '#111111', secondary: '#222222' });
    expect(slots[1]).toEqual({ enabled: false, primary: '', secondary: '' });
  });
});
