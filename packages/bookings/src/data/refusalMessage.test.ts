import { HttpError } from '@greenroom/core';
import { describe, expect, it } from 'vitest';
import { refusalMessage } from './refusalMessage';

describe('refusalMessage', () => {
  it("says a 409's own text, anything else the fallback", () => {
    expect(refusalMessage(new HttpError(409, 'Fix the reply-to first'), 'Failed')).toBe('Fix the reply-to first');
    expect(refusalMessage(new HttpError(500, 'Internal error'), 'Failed')).toBe('Failed');
    expect(refusalMessage(new Error('offline'), 'Failed')).toBe('Failed');
  });
});
