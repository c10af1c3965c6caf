/** The five texts Create a Producer requires (docs/reference/portal.md §5), in the order the form shows them. */
export const PRODUCER_TEXT_FIELDS = ['username', 'email', 'temporaryPassword', 'first', 'last'] as const;

/** Letters, digits and . _ @ + - (at most 128): a username the sign-in look-up can match exactly. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@+-]{1,128}$/;

/** Ours (the spec has none): a username with other characters. */
export const USERNAME_INVALID = 'Usernames may only hold letters, digits and . _ @ + -';
/** Ours (the spec has none): the 409 for a username another producer has (compared without case). */
export const USERNAME_TAKEN = 'This username is already taken';

/** A Create a Producer payload's texts. */
export type NewProducerInput = Record<(typeof PRODUCER_TEXT_FIELDS)[number], string>;

/** The checked payload: the texts trimmed (the password as typed), or the field errors (nothing is stored then). */
export type CheckedProducer = { ok: true; fields: NewProducerInput } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Create a Producer (docs/reference/portal.md §5): every text non-empty after trimming ('Required'; no e-mail
 * format check) and a username of {@link USERNAME_PATTERN}.
 * @example checkNewProducer({ username: 'ada lovelace', email: 'a@x', temporaryPassword: 'pw', first: 'Ada', last: 'L' }).ok // false
 */
export function checkNewProducer(input: NewProducerInput): CheckedProducer {
  const fieldErrors: Record<string, string> = {};
  const fields = {} as NewProducerInput;
  for (const field of PRODUCER_TEXT_FIELDS) {
    const trimmed = input[field].trim();
    if (trimmed === '') fieldErrors[field] = 'Required';
    fields[field] = field === 'temporaryPassword' ? input[field] : trimmed;
  }
  if (!fieldErrors.username && !USERNAME_PATTERN.test(fields.username)) fieldErrors.username = USERNAME_INVALID;
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, fields };
}

/**
 * The key two usernames are compared by (a taken username ignores case and surrounding spaces).
 * @example usernameKey(' Ada ') === usernameKey('ada') // true
 */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
