import type { ResourceKind } from './store/resources';

/** Where a route carries a record id. */
export type RefSource = 'query' | 'body';

/** One record id a route names, checked by the guard before the handler runs. */
export interface ResourceRef {
  kind: ResourceKind;
  source: RefSource;
  field: string;
  /** The field holds a list of ids. */
  many?: boolean;
  /** The field may be absent. */
  optional?: boolean;
}

/** Who may call a route and which records it names. `apiKeys: 'refused'`: a person only (403 with an API key). */
export type Access =
  | { level: 'public' }
  | { level: 'signedIn'; refs: ResourceRef[]; apiKeys?: 'refused' }
  | { level: 'admin'; refs: ResourceRef[]; apiKeys?: 'refused' };

/**
 * Access rules for the `config.access` route option; every /api route must have one.
 * @example
 * app.get('/calendar', { config: { access: access.signedIn(inQuery('calendar', 'calendarID')) } }, handler);
 */
export const access = {
  /** No sign-in. */
  public: (): Access => ({ level: 'public' }),
  /** Any signed-in producer, limited to records under its assigned projects. */
  signedIn: (...refs: ResourceRef[]): Access => ({ level: 'signedIn', refs }),
  /** Super-admins (role 0) only; others get 403. */
  admin: (...refs: ResourceRef[]): Access => ({ level: 'admin', refs }),
  /** Like signedIn, but for a signed-in person only: a request with an API key gets 403 (managing keys and webhooks). */
  personOnly: (...refs: ResourceRef[]): Access => ({ level: 'signedIn', refs, apiKeys: 'refused' }),
};

/** A record id in the query string. @example inQuery('space', 'spaceID') */
export function inQuery(kind: ResourceKind, field: string, options: Pick<ResourceRef, 'many' | 'optional'> = {}): ResourceRef {
  return { kind, source: 'query', field, ...options };
}

/** A record id in the JSON body. @example inBody('space', 'spaceIDArr', { many: true }) */
export function inBody(kind: ResourceKind, field: string, options: Pick<ResourceRef, 'many' | 'optional'> = {}): ResourceRef {
  return { kind, source: 'body', field, ...options };
}
