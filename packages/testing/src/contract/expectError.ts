import { expect } from 'vitest';
import { HttpError } from '@greenroom/core';

/**
 * Asserts that `call` rejects with an HttpError of `status` (and exactly these field errors, when given).
 * @example await expectHttpError(api.projects.create({ name: ' ' }), 400, { name: 'Required' });
 */
export async function expectHttpError(call: Promise<unknown>, status: number, fieldErrors?: Record<string, string>): Promise<HttpError> {
  const error = await call.then(
    (value) => {
      throw new Error(`Expected HttpError ${status}, but the call resolved ${JSON.stringify(value).slice(0, 160)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  const httpError = error as HttpError;
  expect({ status: httpError.status, message: httpError.message }).toMatchObject({ status });
  if (fieldErrors) expect(httpError.fieldErrors).toEqual(fieldErrors);
  return httpError;
}
