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
  it('flags subject, from and reply-to separately, no format check', () => {
    expect(validateEmailTemplate({ subject: '', from: ' ', replyTo: '' })).toEqual({
      subject: 'Required',
      from: 'Required',
      replyTo: 'Required',
    });
    expect(validateEmailTemplate({ subject: 'Hi', from: 'Team', replyTo: 'not-an-email' })).toEqual({});
  });
});
