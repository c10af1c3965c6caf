import { HttpError } from '@greenroom/core';

/** What a form shows of a refused save. */
export interface PlacedServerErrors<F extends string> {
  /** The server's message per field the form has. */
  fields: Partial<Record<F, string>>;
  /** The save failed and no message could be put at a field: show the dialog's own error text. */
  generic: boolean;
}

/**
 * The server's field errors (`HttpError.fieldErrors`, any status) for the fields a form shows,
 * so each message lands under its field; the form's generic error text is for a failure with
 * none of them.
 * @example
 * placeServerErrors(new HttpError(400, 'Bad', undefined, { replyTo: 'Reply-To must be an email address' }), ['from', 'replyTo'])
 * // { fields: { replyTo: 'Reply-To must be an email address' }, generic: false }
 */
export function placeServerErrors<F extends string>(error: unknown, fields: readonly F[]): PlacedServerErrors<F> {
  if (!error) return { fields: {}, generic: false };
  const given = error instanceof HttpError ? (error.fieldErrors ?? {}) : {};
  const placed: Partial<Record<F, string>> = {};
  for (const field of fields) if (typeof given[field] === 'string') placed[field] = given[field];
  return { fields: placed, generic: Object.keys(placed).length === 0 };
}
