import { describe, expect, it } from 'vitest';
import { API_KEY_TEXTS, checkApiKeyInput, keyAllowsMethod, keyReachesProject } from './apiKeys';
import { WEBHOOK_TEXTS, checkWebhookInput, webhookRetryDelay } from './webhooks';

describe('API key rules', () => {
  it('trims the name, drops repeated projects and keeps the access', () => {
    expect(checkApiKeyInput({ name: '  CRM sync ', projectIDs: ['p1', 'p1', 'p2'], access: 'read' }, { superAdmin: false })).toEqual({
      ok: true,
      input: { name: 'CRM sync', projectIDs: ['p1', 'p2'], access: 'read' },
    });
  });

  it('names every wrong field', () => {
    expect(checkApiKeyInput({ name: ' ', projectIDs: [], access: 'all' as 'read' }, { superAdmin: true })).toEqual({
      ok: false,
      fieldErrors: { name: API_KEY_TEXTS.nameRequired, projectIDs: API_KEY_TEXTS.projectsRequired, access: API_KEY_TEXTS.accessInvalid },
    });
    expect(checkApiKeyInput({ name: 'x'.repeat(81), projectIDs: ['p1'], access: 'read' }, { superAdmin: false })).toEqual({
      ok: false,
      fieldErrors: { name: API_KEY_TEXTS.nameTooLong },
    });
  });

  it('lets only a super-admin make a key for every project', () => {
    expect(checkApiKeyInput({ name: 'All', projectIDs: null, access: 'readWrite' }, { superAdmin: false })).toEqual({
      ok: false,
      fieldErrors: { projectIDs: API_KEY_TEXTS.installWideAdminOnly },
    });
    expect(checkApiKeyInput({ name: 'All', projectIDs: null, access: 'readWrite' }, { superAdmin: true }).ok).toBe(true);
  });

  it('lets read keys read only, and limits keys to their projects', () => {
    expect([keyAllowsMethod('read', 'GET'), keyAllowsMethod('read', 'PUT'), keyAllowsMethod('readWrite', 'DELETE')]).toEqual([true, false, true]);
    expect([keyReachesProject(['p1'], 'p1'), keyReachesProject(['p1'], 'p2'), keyReachesProject(null, 'p2')]).toEqual([true, false, true]);
    expect(API_KEY_TEXTS.rateLimited(42)).toBe('Too many requests with this API key. Try again in 42 seconds.');
  });
});

describe('webhook rules', () => {
  it('takes public https addresses, with events in list order', () => {
    expect(checkWebhookInput({ url: ' https://crm.example.com/h ', events: ['registration.created', 'booking.created', 'booking.created'] })).toEqual({
      ok: true,
      input: { url: 'https://crm.example.com/h', events: ['booking.created', 'registration.created'] },
    });
    expect(checkWebhookInput({ url: 'https://172.32.0.1/h', events: ['mail.failed'] }).ok).toBe(true);
    for (const url of ['http://crm.example.com/h', 'ftp://x/y', 'crm.example.com', 'https://user:pw@x.com/'])
      expect(checkWebhookInput({ url, events: ['mail.failed'] })).toEqual({ ok: false, fieldErrors: { url: WEBHOOK_TEXTS.urlInvalid } });
  });

  it('refuses this machine and private networks unless the operator allows them, then http too', () => {
    const privateOnes = ['https://localhost/h', 'https://api.localhost/h', 'https://127.0.0.1:9000/h', 'https://0x7f.1/h', 'https://10.1.2.3/h', 'https://172.16.0.1/h', 'https://192.168.1.10/h', 'https://169.254.169.254/latest', 'https://[::1]/h', 'https://[fd00::1]/h', 'https://[::ffff:127.0.0.1]/h'];
    for (const url of privateOnes) expect(checkWebhookInput({ url, events: ['mail.failed'] }), url).toEqual({ ok: false, fieldErrors: { url: WEBHOOK_TEXTS.urlPrivate } });
    expect(checkWebhookInput({ url: 'http://127.0.0.1:9000/h', events: ['mail.failed'] })).toEqual({ ok: false, fieldErrors: { url: WEBHOOK_TEXTS.urlInvalid } });
    expect(checkWebhookInput({ url: 'http://127.0.0.1:9000/h', events: ['mail.failed'] }, { privateTargets: true }).ok).toBe(true);
    expect(checkWebhookInput({ url: 'http://hooks.internal/h', events: ['mail.failed'] }, { privateTargets: true }).ok).toBe(true);
  });

  it('refuses no events and unknown ones', () => {
    expect(checkWebhookInput({ url: 'https://x.com', events: [] })).toEqual({ ok: false, fieldErrors: { events: WEBHOOK_TEXTS.eventsRequired } });
    expect(checkWebhookInput({ url: 'https://x.com', events: ['booking.exploded'] })).toEqual({ ok: false, fieldErrors: { events: WEBHOOK_TEXTS.eventUnknown } });
  });

  it('backs off, then gives up after the last delay', () => {
    expect([1, 2, 3, 4, 5, 6].map(webhookRetryDelay)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, null]);
  });
});
