import { HttpError } from './HttpError';
import { portalApiMethods } from './methods';
import type { PortalApi } from './PortalApi';

/** Marks a function made by notOffered (a registered symbol, so two copies of core agree). */
const NOT_OFFERED = Symbol.for('greenroom.notOffered');

type AnyCall = (...args: never[]) => Promise<unknown>;

/**
 * A call of a panel's slice that the partner's backend does not offer. It rejects (never throws
 * while rendering) with an HttpError 501 naming the call, and it is marked, so a panel asks
 * {@link isOffered} and hides the actions that need it instead of failing on click.
 * @example
 * const api: GuestsSlice = {
 *   registrations: { listAttendees, create, update, delete: remove, regenerateLogin: notOffered('regenerateLogin'), bulkCreate: notOffered('bulkCreate') },
 *   emailTemplates: notOfferedDomain('emailTemplates'),
 * };
 */
export function notOffered<F extends AnyCall = AnyCall>(name = 'this call'): F {
  const refuse = async (): Promise<never> => {
    throw new HttpError(501, `${name} is not offered by this backend`);
  };
  Object.defineProperty(refuse, NOT_OFFERED, { value: true });
  return refuse as unknown as F;
}

/**
 * A whole domain of the PortalApi that the backend does not offer: each of its methods is a
 * {@link notOffered} call named after it.
 * @example const emailTemplates = notOfferedDomain('emailTemplates');
 */
export function notOfferedDomain<K extends keyof PortalApi>(domain: K): PortalApi[K] {
  return Object.fromEntries(portalApiMethods[domain].map((method) => [method, notOffered(`${domain}.${method}`)])) as unknown as PortalApi[K];
}

/**
 * Whether a call is really offered: a function that is not marked by {@link notOffered}.
 * @example {isOffered(api.registrations.bulkCreate) && <Button>UPLOAD</Button>}
 */
export function isOffered(call: unknown): boolean {
  return typeof call === 'function' && !(call as unknown as Record<symbol, unknown>)[NOT_OFFERED];
}
