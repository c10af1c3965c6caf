import { canSendInvite, inviteTemplateID } from './guestInvite';

describe('canSendInvite', () => {
  it('needs a valid email', () => {
    expect(canSendInvite(' ada@example.com ')).toBe(true);
    expect(canSendInvite('')).toBe(false);
    expect(canSendInvite('ada@')).toBe(false);
  });
});

describe('inviteTemplateID', () => {
  const emailTemplates = {
    t1: { id: 't1', name: 'Registration Confirmation', system: true, HTML: false },
    t2: { id: 't2', name: 'Attendee Invite Link', system: true, HTML: false },
    t3: { id: 't3', name: 'Presenter Invite Link', system: true, HTML: false },
    t4: { id: 't4', name: 'Attendee Invite Link', system: false, HTML: false },
  };
  it('finds the system invite template of each kind', () => {
    expect(inviteTemplateID({ emailTemplates }, 'attendee')).toBe('t2');
    expect(inviteTemplateID({ emailTemplates }, 'presenter')).toBe('t3');
    expect(inviteTemplateID({ emailTemplates: {} }, 'attendee')).toBeNull();
  });
});
