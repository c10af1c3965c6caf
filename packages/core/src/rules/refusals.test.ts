import { ERROR_CODES } from './errorCodes';
import { badRequestRefusal, notFoundRefusal, STALE_BOOKING_REFUSAL, SYSTEM_TEMPLATE_REFUSAL, UPLOAD_ADDRESS_REFUSAL, USERNAME_TAKEN_REFUSAL } from './refusals';
import { RULE_TEXTS } from './ruleTexts';

describe('refusals', () => {
  it('words 404 and 400 as the server does', () => {
    expect(notFoundRefusal('Booking')).toEqual({ status: 404, message: 'Booking not found', code: 'NotFound' });
    expect(badRequestRefusal({ name: 'Required' })).toEqual({ status: 400, message: 'Invalid request', code: 'BadRequest', fieldErrors: { name: 'Required' } });
  });

  it('keeps the status, text and code of each fixed refusal', () => {
    expect(STALE_BOOKING_REFUSAL).toEqual({ status: 412, message: 'This booking was changed by someone else. Reload it and try again.', code: 'StaleVersion' });
    expect(SYSTEM_TEMPLATE_REFUSAL).toEqual({ status: 409, message: 'System email templates cannot be deleted.', code: 'SystemTemplate' });
    expect(UPLOAD_ADDRESS_REFUSAL).toEqual({ status: 403, message: 'This upload address is not valid.', code: 'InvalidSignature' });
    expect(USERNAME_TAKEN_REFUSAL).toMatchObject({ status: 409, code: 'UsernameExists', fieldErrors: { username: USERNAME_TAKEN_REFUSAL.message } });
  });

  it('gives every error code once, and lists codes and texts in RULE_TEXTS', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    const registered = Object.values(RULE_TEXTS);
    for (const code of codes) expect(registered).toContain(code);
    expect(RULE_TEXTS['SEND_REFUSALS.noValidAddress']).toBe('This registration has no valid email address');
    expect(RULE_TEXTS['messages.required']).toBe('Required');
    expect(Object.keys(RULE_TEXTS)).not.toContain('messages.maxLength');
  });
});
