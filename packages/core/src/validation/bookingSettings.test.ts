import { validateEmailTemplate, validateLeaveMeetingUrl, validateSupportMessage } from './bookingSettings';

describe('validateLeaveMeetingUrl', () => {
  it('requires a URL', () => {
    expect(validateLeaveMeetingUrl(' ')).toBe('Required');
  });

  it('needs http:// or https:// at the start, any case', () => {
    expect(validateLeaveMeetingUrl('https://example.com/bye')).toBeNull();
    expect(validateLeaveMeetingUrl('HTTP://example.com')).toBeNull();
    for (const bad of ['www.example.com', 'ftp://example.com', 'javascript:alert(1)', 'httpexample.com', 'https://', 'https://exa mple.com']) {
      expect(validateLeaveMeetingUrl(bad)).toBe('Please ensure that your URL begins with HTTP or HTTPS.');
    }
  });
});

describe('validateSupportMessage', () => {
  it('is required only while support is active', () => {
    expect(validateSupportMessage('  ', { active: true })).toBe('Required');
    expect(validateSupportMessage('  ', { active: false })).toBeNull();
    expect(validateSupportMessage('Call us', { active: true })).toBeNull();
  });
});

describe('validateEmailTemplate', () => {
  it('flags subject, from and reply-to separately', () => {
    expect(validateEmailTemplate({ subject: '', from: ' ', replyTo: '' })).toEqual({
      subject: 'Required',
      from: 'Required',
      replyTo: 'Required',
    });
  });

  it('refuses a reply-to mail could not carry, and takes a single-label domain (issue 25)', () => {
    expect(validateEmailTemplate({ subject: 'Hi', from: 'Team', replyTo: 'not-an-email' })).toEqual({ replyTo: 'Reply-to must be a valid email address' });
    expect(validateEmailTemplate({ subject: 'Hi', from: 'Team', replyTo: 'events@example.com, x@y.z' })).toEqual({ replyTo: 'Reply-to must be a valid email address' });
    expect(validateEmailTemplate({ subject: 'Hi', from: 'Team', replyTo: ' events@example.com ' })).toEqual({});
    expect(validateEmailTemplate({ subject: 'Hi', from: 'Team', replyTo: 'no-reply@localhost' })).toEqual({});
  });
});
