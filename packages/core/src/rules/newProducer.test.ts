import { describe, expect, it } from 'vitest';
import { checkNewProducer, USERNAME_INVALID, usernameKey } from './newProducer';

const input = { username: ' ada.l ', email: ' not-an-email ', temporaryPassword: ' pw ', first: ' Ada ', last: ' Lovelace ' };

describe('checkNewProducer', () => {
  it('trims the texts, keeps the password as typed and does not check the e-mail format', () => {
    expect(checkNewProducer(input)).toEqual({
      ok: true,
      fields: { username: 'ada.l', email: 'not-an-email', temporaryPassword: ' pw ', first: 'Ada', last: 'Lovelace' },
    });
  });

  it('flags every text blank after trimming with Required', () => {
    expect(checkNewProducer({ username: ' ', email: '', temporaryPassword: '  ', first: '\t', last: '' })).toEqual({
      ok: false,
      fieldErrors: { username: 'Required', email: 'Required', temporaryPassword: 'Required', first: 'Required', last: 'Required' },
    });
  });

  it('refuses a username with a space or other characters outside letters, digits and . _ @ + -', () => {
    expect(checkNewProducer({ ...input, username: 'ada lovelace' })).toEqual({ ok: false, fieldErrors: { username: USERNAME_INVALID } });
    expect(checkNewProducer({ ...input, username: 'ada/l' })).toMatchObject({ ok: false });
    expect(checkNewProducer({ ...input, username: 'a'.repeat(129) })).toMatchObject({ ok: false });
    expect(checkNewProducer({ ...input, username: 'Ada_L+1@x-y.z' })).toMatchObject({ ok: true });
  });

  it('compares usernames without case or surrounding spaces', () => {
    expect(usernameKey(' Ada.L ')).toBe(usernameKey('ada.l'));
  });
});
