import { HttpError } from '@greenroom/core';
import { describe, expect, it } from 'vitest';
import { placeServerErrors } from './serverFieldErrors';

describe('placeServerErrors', () => {
  it("puts the server's messages at the form's fields, with no generic text then", () => {
    const error = new HttpError(400, 'Invalid request', undefined, { replyTo: 'Bad address', other: 'Not a field here' });
    expect(placeServerErrors(error, ['from', 'replyTo'])).toEqual({ fields: { replyTo: 'Bad address' }, generic: false });
  });

  it('places field errors of any status (a 409 with the capacity text)', () => {
    const error = new HttpError(409, 'Conflict', undefined, { registrationCapacity: 'Too many' });
    expect(placeServerErrors(error, ['registrationCapacity'])).toEqual({ fields: { registrationCapacity: 'Too many' }, generic: false });
  });

  it('asks for the generic text when no message fits a field, and for nothing without an error', () => {
    expect(placeServerErrors(new HttpError(500, 'Internal error'), ['from'])).toEqual({ fields: {}, generic: true });
    expect(placeServerErrors(new HttpError(400, 'Bad', undefined, { html: 'x' }), ['from'])).toEqual({ fields: {}, generic: true });
    expect(placeServerErrors(new Error('offline'), ['from'])).toEqual({ fields: {}, generic: true });
    expect(placeServerErrors(null, ['from'])).toEqual({ fields: {}, generic: false });
  });
});
