import { describe, expect, it } from 'vitest';
import { API_KEY_NAME_MAX, API_KEY_PREFIX, API_KEY_TEXTS, FIRST_VERSION, STALE_RECORD_REFUSAL, WEBHOOK_TEXTS } from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import { bookingPayload, uniqueName } from './fixture';
import { BLANK, UNKNOWN_ID } from './names';
import { only } from './only';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/** How a webhook's signing secret starts (issue 28's contract). */
const WEBHOOK_SECRET = /^whsec_./;

/**
 * Whether ISO times are in order. Records made in the same instant (the server tests' clock stands
 * still) may come in either order, so the contract pins the order of the times, not of the ids.
 */
function isOrdered(times: string[], order: 'newest first' | 'oldest first'): boolean {
  return times.every((time, i) => i === 0 || (order === 'newest first' ? times[i - 1] >= time : times[i - 1] <= time));
}

/**
 * API keys and webhooks (issue 28), as the super-admin calls them: a key's secret is answered once
 * (`grk_…`, its listed prefix a start of it), keys are listed newest first and reach their projects
 * (null: every project), a revoked key stays listed with its revokedAt; a webhook's secret
 * (`whsec_…`) is answered by create and rotate only, webhooks are listed oldest first and saved at
 * the version read (412 when stale); a booking's event queues a pending delivery, which cannot be
 * sent again until it is finished (409). Refusals carry the rule book's field errors.
 * @example describeIntegrationsContract(() => memoryContractBackend());
 */
export function describeIntegrationsContract(makeBackend: MakeBackend): void {
  describe('API keys and webhooks contract', () => {
    const backend = useBackend(makeBackend);
    const keyIDs = async (projectID?: string) => (await backend.api.apiKeys.list(projectID === undefined ? {} : { projectID })).map((k) => k.apiKeyID);

    it('creates keys with a secret shown once, lists them newest first where they reach, and revokes one', async () => {
      const { projectID } = await backend.setup();
      const other = await backend.api.projects.create({ name: uniqueName('Contract Project') });
      const first = await backend.api.apiKeys.create({ name: '  CRM sync ', projectIDs: [projectID], access: 'read' });
      expect(first.key).toMatchObject({ name: 'CRM sync', projectIDs: [projectID], access: 'read', ownerID: backend.superAdminID, lastUsedAt: null, revokedAt: null });
      expect(first.secret.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(first.key.prefix.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(first.key.prefix.length).toBeLessThan(first.secret.length);
      expect(first.secret.startsWith(first.key.prefix)).toBe(true);
      const second = await backend.api.apiKeys.create({ name: 'Writer', projectIDs: [projectID, other.projectID], access: 'readWrite' });
      expect(second.secret).not.toBe(first.secret);

      const listed = await backend.api.apiKeys.list({ projectID });
      const mine = only(listed, (k) => k.apiKeyID, [first.key.apiKeyID, second.key.apiKeyID]);
      expect(mine.map((k) => k.name).sort()).toEqual(['CRM sync', 'Writer']);
      expect(isOrdered(listed.map((k) => k.createdAt), 'newest first')).toBe(true);
      expect(JSON.stringify(listed)).not.toContain(first.secret);
      expect(await keyIDs(other.projectID)).toContain(second.key.apiKeyID);
      expect(await keyIDs(other.projectID)).not.toContain(first.key.apiKeyID);
      expect(await keyIDs()).toEqual(expect.arrayContaining([first.key.apiKeyID, second.key.apiKeyID]));

      await backend.api.apiKeys.revoke({ apiKeyID: first.key.apiKeyID });
      const after = await backend.api.apiKeys.list({ projectID });
      const revoked = after.find((k) => k.apiKeyID === first.key.apiKeyID);
      expect(revoked).toMatchObject({ name: 'CRM sync', revokedAt: expect.any(String) });
      expect(after.find((k) => k.apiKeyID === second.key.apiKeyID)?.revokedAt).toBeNull();
      await expectHttpError(backend.api.apiKeys.revoke({ apiKeyID: UNKNOWN_ID }), 404);
    });

    it('refuses a blank or long name and no projects with the rule book field errors, and an unknown project with 404, storing nothing', async () => {
      const { projectID } = await backend.setup();
      const before = await keyIDs(projectID);
      await expectHttpError(backend.api.apiKeys.create({ name: BLANK, projectIDs: [], access: 'read' }), 400, {
        name: API_KEY_TEXTS.nameRequired,
        projectIDs: API_KEY_TEXTS.projectsRequired,
      });
      await expectHttpError(backend.api.apiKeys.create({ name: 'x'.repeat(API_KEY_NAME_MAX + 1), projectIDs: [projectID], access: 'read' }), 400, {
        name: API_KEY_TEXTS.nameTooLong,
      });
      await expectHttpError(backend.api.apiKeys.create({ name: 'Lost', projectIDs: [projectID, UNKNOWN_ID], access: 'read' }), 404);
      expect(await keyIDs(projectID)).toEqual(before);
    });

    it('lets a super-admin create an install-wide key (every project), which reaches a project made later', async () => {
      const created = await backend.api.apiKeys.create({ name: uniqueName('Install key'), projectIDs: null, access: 'read' });
      expect(created.key.projectIDs).toBeNull();
      const { projectID } = await backend.setup();
      expect(await keyIDs(projectID)).toContain(created.key.apiKeyID);
    });

    it('creates webhooks with a secret shown once, lists them oldest first, saves at the version read and deletes', async () => {
      const { projectID } = await backend.setup();
      const created = await backend.api.webhooks.create({
        projectID,
        url: ' https://crm.example.com/hooks ',
        events: ['booking.updated', 'booking.created', 'booking.created'],
      });
      expect(created.webhook).toMatchObject({
        projectID,
        url: 'https://crm.example.com/hooks',
        events: ['booking.created', 'booking.updated'],
        enabled: true,
        disabledReason: null,
        secretRotatedAt: null,
        version: FIRST_VERSION,
      });
      expect(created.secret).toMatch(WEBHOOK_SECRET);
      const second = await backend.api.webhooks.create({ projectID, url: 'https://erp.example.com/in', events: ['mail.failed'] });
      const listed = await backend.api.webhooks.list({ projectID });
      expect(listed.map((w) => w.webhookID).sort()).toEqual([created.webhook.webhookID, second.webhook.webhookID].sort());
      expect(isOrdered(listed.map((w) => w.createdAt), 'oldest first')).toBe(true);
      expect(JSON.stringify(listed)).not.toContain(created.secret);

      const { webhookID, version } = created.webhook;
      const moved = await backend.api.webhooks.update({ webhookID, url: 'https://crm.example.com/v2', version });
      expect(moved).toMatchObject({ url: 'https://crm.example.com/v2', events: ['booking.created', 'booking.updated'], enabled: true, version: version + 1 });
      const off = await backend.api.webhooks.update({ webhookID, enabled: false, version: moved.version });
      expect(off).toMatchObject({ enabled: false, disabledReason: null, version: version + 2 });

      const stale = await expectHttpError(backend.api.webhooks.update({ webhookID, events: ['booking.deleted'], version }), 412);
      expect(stale.message).toBe(STALE_RECORD_REFUSAL.message);
      expect((await backend.api.webhooks.list({ projectID })).find((w) => w.webhookID === webhookID)).toEqual(off);

      await backend.api.webhooks.delete({ webhookID });
      expect((await backend.api.webhooks.list({ projectID })).map((w) => w.webhookID)).toEqual([second.webhook.webhookID]);
      await expectHttpError(backend.api.webhooks.delete({ webhookID }), 404);
      await expectHttpError(backend.api.webhooks.update({ webhookID, enabled: true }), 404);
    });

    it('refuses a bad address and no events with the rule book field errors, changing nothing', async () => {
      const { projectID } = await backend.setup();
      await expectHttpError(backend.api.webhooks.create({ projectID, url: 'ftp://crm.example.com', events: [] }), 400, {
        url: WEBHOOK_TEXTS.urlInvalid,
        events: WEBHOOK_TEXTS.eventsRequired,
      });
      await expectHttpError(backend.api.webhooks.create({ projectID, url: 'http://crm.example.com/hooks', events: ['booking.created'] }), 400, {
        url: WEBHOOK_TEXTS.urlInvalid,
      });
      expect(await backend.api.webhooks.list({ projectID })).toEqual([]);
      const { webhook } = await backend.api.webhooks.create({ projectID, url: 'https://crm.example.com/hooks', events: ['booking.created'] });
      await expectHttpError(backend.api.webhooks.update({ webhookID: webhook.webhookID, events: [], version: webhook.version }), 400, {
        events: WEBHOOK_TEXTS.eventsRequired,
      });
      expect(await backend.api.webhooks.list({ projectID })).toEqual([webhook]);
    });

    it('rotates a secret: a new one, shown once, and the time it was rotated', async () => {
      const { projectID } = await backend.setup();
      const created = await backend.api.webhooks.create({ projectID, url: 'https://crm.example.com/hooks', events: ['booking.created'] });
      const rotated = await backend.api.webhooks.rotateSecret({ webhookID: created.webhook.webhookID });
      expect(rotated.secret).toMatch(WEBHOOK_SECRET);
      expect(rotated.secret).not.toBe(created.secret);
      expect(rotated.webhook).toMatchObject({ webhookID: created.webhook.webhookID, url: created.webhook.url, version: created.webhook.version + 1 });
      expect(rotated.webhook.secretRotatedAt).not.toBeNull();
      await expectHttpError(backend.api.webhooks.rotateSecret({ webhookID: UNKNOWN_ID }), 404);
    });

    it("queues a booking's event for the webhooks subscribed to it, and refuses to send a pending delivery again (409)", async () => {
      const { projectID, spaceID } = await backend.setup();
      const subscribed = await backend.api.webhooks.create({ projectID, url: 'https://crm.example.com/hooks', events: ['booking.created'] });
      const elsewhere = await backend.api.webhooks.create({ projectID, url: 'https://erp.example.com/in', events: ['booking.deleted'] });
      await backend.api.bookings.create(bookingPayload(spaceID));

      const [delivery, ...more] = await backend.api.webhooks.deliveries({ webhookID: subscribed.webhook.webhookID });
      expect(more).toEqual([]);
      expect(delivery).toMatchObject({ webhookID: subscribed.webhook.webhookID, eventType: 'booking.created', state: 'pending' });
      expect(await backend.api.webhooks.deliveries({ webhookID: elsewhere.webhook.webhookID })).toEqual([]);

      const refused = await expectHttpError(backend.api.webhooks.resend({ deliveryID: delivery.deliveryID }), 409);
      expect(refused.message).toBe(WEBHOOK_TEXTS.resendNotFinished);
      expect(await backend.api.webhooks.deliveries({ webhookID: subscribed.webhook.webhookID })).toHaveLength(1);
      await expectHttpError(backend.api.webhooks.resend({ deliveryID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.webhooks.deliveries({ webhookID: UNKNOWN_ID }), 404);
    });
  });
}
