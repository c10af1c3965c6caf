import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the API keys panel uses; a partner implements only this.
 * @example
 * const api: ApiKeysSlice = { apiKeys: myApiKeysAdapter };
 */
export type ApiKeysSlice = Pick<PortalApi, 'apiKeys'>;

/**
 * The part of the PortalApi the webhooks panel uses; a partner implements only this.
 * @example
 * const api: WebhooksSlice = { webhooks: myWebhooksAdapter };
 */
export type WebhooksSlice = Pick<PortalApi, 'webhooks'>;

/**
 * Both panels' slices.
 * @example
 * const api: IntegrationsSlice = { apiKeys, webhooks };
 */
export type IntegrationsSlice = ApiKeysSlice & WebhooksSlice;
