import type { ApiKeyAccess, ApiKeyCreatePayload } from '../entities';

/** Every API key starts with this, so a key pasted into the wrong place is recognisable. */
export const API_KEY_PREFIX = 'grk_';

/** How many characters of a key are stored and listed to tell keys apart: the prefix and eight more. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** The access levels a key may have, in menu order. */
export const API_KEY_ACCESS_LEVELS = ['read', 'readWrite'] as const satisfies readonly ApiKeyAccess[];

/** Requests per minute one key may make (shared by every server instance, counted in the database). */
export const API_KEY_RATE_LIMIT = { requests: 120, windowMs: 60_000 } as const;

/** The longest key name. */
export const API_KEY_NAME_MAX = 80;

/**
 * The texts of API keys as both backends and the screens use them (ours: the spec has no keys).
 * `rateLimited` takes the seconds to wait.
 * @example API_KEY_TEXTS.invalidKey // 'This API key is not valid or has been revoked.'
 */
export const API_KEY_TEXTS = {
  nameRequired: 'Enter a name for the key.',
  nameTooLong: `A key name can have at most ${API_KEY_NAME_MAX} characters.`,
  projectsRequired: 'Choose at least one project.',
  accessInvalid: 'Choose read or read and write.',
  installWideAdminOnly: 'Only a super-admin can create a key for every project.',
  invalidKey: 'This API key is not valid or has been revoked.',
  readOnly: 'This API key may only read.',
  keysCannotManage: 'API keys and webhooks are managed by a signed-in producer, not with an API key.',
  outOfScope: 'This API key does not reach this project.',
  rateLimited: (seconds: number) => `Too many requests with this API key. Try again in ${seconds} seconds.`,
} as const;

/** What checkApiKeyInput answers: the cleaned input, or the field errors. */
export type CheckedApiKeyInput = { ok: true; input: ApiKeyCreatePayload } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks a new key: a name (trimmed, 1–80 characters), at least one project (or null for every
 * project, super-admins only), and an access level. Whether the caller reaches the projects is the
 * access guard's job, not this rule's.
 * @example checkApiKeyInput({ name: ' CRM ', projectIDs: ['p1'], access: 'read' }, { superAdmin: false }) // { ok: true, input: { name: 'CRM', … } }
 * @example checkApiKeyInput({ name: '', projectIDs: [], access: 'read' }, { superAdmin: false }).ok // false
 */
export function checkApiKeyInput(input: ApiKeyCreatePayload, caller: { superAdmin: boolean }): CheckedApiKeyInput {
  const fieldErrors: Record<string, string> = {};
  const name = input.name.trim();
  if (name === '') fieldErrors.name = API_KEY_TEXTS.nameRequired;
  else if (name.length > API_KEY_NAME_MAX) fieldErrors.name = API_KEY_TEXTS.nameTooLong;
  if (input.projectIDs === null) {
    if (!caller.superAdmin) fieldErrors.projectIDs = API_KEY_TEXTS.installWideAdminOnly;
  } else if (input.projectIDs.length === 0) fieldErrors.projectIDs = API_KEY_TEXTS.projectsRequired;
  if (!(API_KEY_ACCESS_LEVELS as readonly string[]).includes(input.access)) fieldErrors.access = API_KEY_TEXTS.accessInvalid;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const projectIDs = input.projectIDs === null ? null : [...new Set(input.projectIDs)];
  return { ok: true, input: { name, projectIDs, access: input.access } };
}

/**
 * Whether a key with `access` may make a request with this HTTP method (read keys: GET and HEAD only).
 * @example keyAllowsMethod('read', 'POST') // false
 */
export function keyAllowsMethod(access: ApiKeyAccess, method: string): boolean {
  return access === 'readWrite' || method === 'GET' || method === 'HEAD';
}

/**
 * Whether a key limited to `keyProjects` (null: all of its owner's) reaches `projectID`.
 * @example keyReachesProject(['p1'], 'p2') // false
 */
export function keyReachesProject(keyProjects: readonly string[] | null, projectID: string): boolean {
  return keyProjects === null || keyProjects.includes(projectID);
}
