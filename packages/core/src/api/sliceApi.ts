import { HttpError } from './HttpError';
import { portalApiDomains, portalApiMethods } from './methods';
import type { PortalApi } from './PortalApi';

/**
 * The message a call into a domain the slice lacks rejects with.
 * @example missingDomainMessage('presenters') // "This embed's adapter does not provide api.presenters"
 */
export const missingDomainMessage = (domain: keyof PortalApi) => `This embed's adapter does not provide api.${domain}`;

/**
 * A whole PortalApi made from the slice a panel declares (`Pick<PortalApi, 'registrations' | …>`),
 * for the PortalProvider of an embed. The slice's domains are used as given; every method of a
 * domain the slice lacks rejects (never throws during render) with an HttpError 501 naming the
 * domain, so a panel that reaches beyond its slice shows an error instead of crashing.
 * @example
 * const api = portalApiFromSlice({ registrations, emailTemplates });
 * await api.presenters.list({ bookingID: 'b1' }); // rejects: "This embed's adapter does not provide api.presenters"
 */
export function portalApiFromSlice<K extends keyof PortalApi>(slice: Pick<PortalApi, K>): PortalApi {
  const given = slice as Partial<PortalApi>;
  const entries = portalApiDomains.map((domain) => {
    const provided = given[domain];
    if (provided) return [domain, provided];
    const refuse = async (): Promise<never> => {
      throw new HttpError(501, missingDomainMessage(domain));
    };
    return [domain, Object.fromEntries(portalApiMethods[domain].map((method) => [method, refuse]))];
  });
  return Object.fromEntries(entries) as PortalApi;
}
