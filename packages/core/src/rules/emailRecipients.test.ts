import type { EmailDelivery } from '../api/PortalApi';
import { bodyAfterHtmlToggle, CUSTOM_HTML_BODY, recipientGroup, sendProgress, toggleSelection } from './emailRecipients';
import { defaultTemplateBody } from './systemTemplates';

const person = (registrationID: string, firstName: string, lastName: string, extra: { emails?: string[]; brand?: boolean } = {}) => ({
  registrationID,
  emails: extra.emails ?? [],
  brand: extra.brand ?? false,
  registrationData: { firstName, lastName, company: '', emailAddress: '', phone: '', address: {} },
});
const delivery = (registrationID: string, state: EmailDelivery['state'], sendID = 's1', emailTemplateID = 't1'): EmailDelivery => ({
  deliveryID: `${sendID}-${registrationID}`,
  sendID,
  registrationID,
  emailTemplateID,
  state,
  attempts: 1,
  reason: state === 'failed' ? 'refused' : '',
  updatedAt: 0,
});

describe('email recipients', () => {
  const ada = person('r1', 'Ada', 'Lovelace', { emails: ['t1'], brand: true });
  const bo = person('r2', 'Bo', 'Ek');
  const cy = person('r3', 'Cy', 'Adams');

  it("groups brand, sent (emails has the template), unsent, and failed (latest delivery failed, never received)", () => {
    const deliveries = [delivery('r2', 'failed'), delivery('r3', 'failed'), delivery('r3', 'sent', 's2'), delivery('r1', 'failed', 's3')];
    const ids = (group: Parameters<typeof recipientGroup>[1]) => recipientGroup([ada, bo, cy], group, 't1', deliveries).map((p) => p.registrationID);
    expect(ids('brand')).toEqual(['r1']);
    expect(ids('sent')).toEqual(['r1']);
    expect(ids('unsent')).toEqual(['r2', 'r3']);
    expect(ids('failed')).toEqual(['r2']);
  });

  it('adds and removes a group from the selection', () => {
    expect([...toggleSelection(new Set(['r1']), [bo, cy], true)]).toEqual(['r1', 'r2', 'r3']);
    expect([...toggleSelection(new Set(['r1', 'r2']), [ada], false)]).toEqual(['r2']);
  });

  it('loads the default body per system template name, clears or seeds a custom one', () => {
    expect(bodyAfterHtmlToggle('Presenter Invite Link', false)).toBe(defaultTemplateBody('Presenter Invite Link', false));
    expect(bodyAfterHtmlToggle('Registration Confirmation', true)).toBe(defaultTemplateBody('Registration Confirmation', true));
    expect(bodyAfterHtmlToggle('Reminder', false)).toBe('');
    expect(bodyAfterHtmlToggle('Reminder', true)).toBe(CUSTOM_HTML_BODY);
  });

  it('counts the deliveries of one send by state', () => {
    expect(sendProgress([delivery('r1', 'sent'), delivery('r2', 'queued'), delivery('r3', 'failed'), delivery('r1', 'sent', 's2')], 's1')).toEqual({
      queued: 1,
      sent: 1,
      failed: 1,
      total: 3,
    });
  });
});
