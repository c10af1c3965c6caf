import { HttpError } from '../api/HttpError';
import { WEBHOOK_TEXTS } from '../rules/webhooks';
import { createMemoryApi } from './createMemoryApi';
import { createDemoSeed } from './demoSeed';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('the memory backend: API keys and webhooks', () => {
  const api = createMemoryApi(createDemoSeed({ now: NOW }));

  it('seeds keys newest first, and a webhook log with a delivered, a failed and a pending delivery', async () => {
    expect((await api.apiKeys.list()).map((k) => k.name)).toEqual(['CRM sync', 'Reporting', 'Old export']);
    expect((await api.apiKeys.list({ projectID: 'project-2' })).map((k) => k.name)).toEqual(['Reporting']);
    const webhooks = await api.webhooks.list({ projectID: 'project-1' });
    expect(webhooks.map((w) => [w.webhookID, w.enabled, w.disabledReason])).toEqual([
      ['webhook-1', true, null],
      ['webhook-2', false, WEBHOOK_TEXTS.disabledAfterFailures],
    ]);
    expect(webhooks[0]).not.toHaveProperty('secret');
    const log = await api.webhooks.deliveries({ webhookID: 'webhook-1' });
    expect(log.map((d) => [d.deliveryID, d.state, d.responseStatus])).toEqual([
      ['delivery-3', 'pending', 503],
      ['delivery-2', 'failed', 500],
      ['delivery-1', 'delivered', 200],
    ]);
    expect(await api.webhooks.deliveries({ webhookID: 'webhook-1', limit: 1 })).toEqual([log[0]]);
  });

  it('sends a delivered delivery again as a new pending one of the same event, and refuses the pending one', async () => {
    const again = await api.webhooks.resend({ deliveryID: 'delivery-1' });
    expect(again).toMatchObject({ webhookID: 'webhook-1', eventID: 'event-1', eventType: 'booking.created', state: 'pending', attempts: 0, responseStatus: null });
    expect(again.deliveryID).not.toBe('delivery-1');
    expect((await api.webhooks.deliveries({ webhookID: 'webhook-1' }))[0]).toEqual(again);
    const refused = await api.webhooks.resend({ deliveryID: again.deliveryID }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, message: WEBHOOK_TEXTS.resendNotFinished, body: { code: 'Conflict' } });
  });

  it('turns a webhook the server turned off on again, clearing the reason; deleting it drops its deliveries', async () => {
    const [, off] = await api.webhooks.list({ projectID: 'project-1' });
    expect(await api.webhooks.update({ webhookID: off.webhookID, enabled: true, version: off.version })).toMatchObject({ enabled: true, disabledReason: null, version: off.version + 1 });
    await api.webhooks.delete({ webhookID: 'webhook-1' });
    await expect(api.webhooks.resend({ deliveryID: 'delivery-2' })).rejects.toMatchObject({ status: 404 });
  });
});
