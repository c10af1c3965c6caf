import { checkRecipient, checkRecipientList, MAX_SEND_RECIPIENTS, recipientIDs } from './sendRefusal';

const guest = (emailAddress: string, bookingID = 'b1') => ({ bookingID, registrationData: { emailAddress } });

describe('send refusals', () => {
  it('refuses an empty recipient list (Required) and one past the limit', () => {
    expect(checkRecipientList([])).toEqual({ toSend: 'Required' });
    expect(checkRecipientList(Array.from({ length: MAX_SEND_RECIPIENTS }, (_, i) => `r${i}`))).toEqual({});
    expect(checkRecipientList(Array.from({ length: MAX_SEND_RECIPIENTS + 1 }, (_, i) => `r${i}`))).toEqual({ toSend: 'A send may have at most 10000 recipients' });
  });

  it('takes each recipient once, in order, by id or object', () => {
    expect(recipientIDs(['a', { registrationID: 'b' }, 'a'])).toEqual(['a', 'b']);
  });

  it('refuses an unknown recipient or one of another booking as not found, and a blank or invalid address, with the server texts', () => {
    expect(checkRecipient(undefined, 'b1')).toEqual({ ok: false, message: 'Registration not found' });
    expect(checkRecipient(guest('ada@example.com', 'b2'), 'b1')).toEqual({ ok: false, message: 'Registration not found' });
    expect(checkRecipient(guest('  '), 'b1')).toEqual({ ok: false, message: 'This registration has no valid email address' });
    expect(checkRecipient(guest('ada@example'), 'b1')).toEqual({ ok: false, message: 'This registration has no valid email address' });
  });

  it('sends to the trimmed address of a recipient of the booking', () => {
    const ada = guest(' ada@example.com ');
    expect(checkRecipient(ada, 'b1')).toEqual({ ok: true, recipient: ada, to: 'ada@example.com' });
  });
});
