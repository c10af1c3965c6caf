import { queryKeys, removeDetail, removeFromList, upsertInList, type Webhook } from '@greenroom/core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Writes a saved webhook into the cached list of its project.
 * @example storeWebhook(client, saved);
 */
export function storeWebhook(client: QueryClient, webhook: Webhook): void {
  upsertInList(client, queryKeys.webhooks.list(webhook.projectID), webhook, 'webhookID');
}

/**
 * Drops a deleted webhook from its project's list and forgets its delivery log.
 * @example forgetWebhook(client, { webhookID: 'w1', projectID: 'p1' });
 */
export function forgetWebhook(client: QueryClient, webhook: Pick<Webhook, 'webhookID' | 'projectID'>): void {
  removeFromList<Webhook, 'webhookID'>(client, queryKeys.webhooks.list(webhook.projectID), webhook.webhookID, 'webhookID');
  removeDetail(client, queryKeys.webhooks.deliveries(webhook.webhookID));
}
