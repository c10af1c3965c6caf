import type { PortalApi } from './PortalApi';

/** The method names of every PortalApi domain, checked by the compiler against the interface. @example const names: PortalApiMethodNames['calendars'] = ['list']; */
export type PortalApiMethodNames = { readonly [D in keyof PortalApi]: readonly (keyof PortalApi[D] & string)[] };

/**
 * Every domain of PortalApi with its method names, for code that walks the whole contract at run
 * time (test doubles, adapters built from tables). The compiler refuses a missing or unknown name.
 * @example
 * for (const [domain, names] of Object.entries(portalApiMethods)) console.log(domain, names.length);
 */
export const portalApiMethods = {
  producers: ['getRole', 'list', 'create', 'updateProjects'],
  projects: ['create', 'get', 'list', 'listWithSpaces'],
  worlds: ['list'],
  spaces: ['list', 'create', 'get', 'usage', 'checkWorlds', 'repairWorldSkin', 'updateEndTimes'],
  bookings: [
    'listForSpace',
    'get',
    'create',
    'update',
    'delete',
    'usage',
    'questions',
    'regenerateSignUpCode',
    'regeneratePublicCode',
    'regenerateMobileHybridCode',
  ],
  attendance: ['list', 'repairUsage'],
  registrations: ['listAttendees', 'create', 'update', 'delete', 'regenerateLogin', 'bulkCreate', 'decide', 'promote'],
  presenters: ['list', 'create', 'update', 'delete', 'regenerateLogin'],
  emailTemplates: ['get', 'create', 'update', 'delete', 'send', 'deliveries'],
  calendars: ['create', 'get', 'update', 'delete', 'regenerateLogin', 'list'],
  presentations: ['create', 'get', 'update', 'delete'],
  uploads: ['requestSlideUploads', 'requestAssetUploads', 'put'],
  skins: ['updateUi', 'updateWorld', 'updateAvatar', 'updateEmail'],
  maintenance: ['systemChecks', 'lookupLoginCode', 'getCache', 'deleteCache', 'auditLog', 'outbox', 'mailDeliveries', 'retryMailDelivery', 'mailTransport'],
  apiKeys: ['list', 'create', 'revoke'],
  webhooks: ['list', 'create', 'update', 'delete', 'rotateSecret', 'deliveries', 'resend'],
} as const satisfies PortalApiMethodNames;

// Compile-time completeness: a method added to PortalApi but not listed above fails here.
type Unlisted = {
  [D in keyof PortalApi]: Exclude<keyof PortalApi[D], (typeof portalApiMethods)[D][number]>;
}[keyof PortalApi];
type MustBeNever<T extends never> = T;
// eslint-disable-next-line @typescript-eslint/no-unused-vars
type PortalApiMethodsAreComplete = MustBeNever<Unlisted>;

/** The domains of PortalApi, in contract order. @example portalApiDomains.includes('calendars') // true */
export const portalApiDomains = Object.keys(portalApiMethods) as (keyof PortalApi)[];
