import { ERROR_CODES } from './errorCodes';
import { RULE_TEXTS } from './ruleTexts';
import { checkVersion, FIRST_VERSION, nextVersion, STALE_RECORD_REFUSAL, VERSION_REQUIRED } from './staleWrite';

describe('checkVersion', () => {
  it('lets a write at the stored version go ahead', () => {
    expect(checkVersion({ version: 3 }, 3)).toBeNull();
    expect(checkVersion({}, FIRST_VERSION)).toBeNull();
  });

  it('refuses an older (or any other) version with the one stale-record refusal: 412, StaleVersion', () => {
    expect(checkVersion({ version: 3 }, 2)).toEqual({ status: 412, message: 'This record was changed by someone else. Reload it and try again.', code: ERROR_CODES.staleVersion });
    expect(checkVersion({ version: 3 }, 4)).toBe(STALE_RECORD_REFUSAL);
    // A skin item the space does not hold yet is at version 0.
    expect(checkVersion({ version: 0 }, 1)).toBe(STALE_RECORD_REFUSAL);
    expect(RULE_TEXTS['REFUSAL_TEXTS.staleRecord']).toBe(STALE_RECORD_REFUSAL.message);
  });

  it('takes an update that names no version while versions are optional, and asks for it once they are required', () => {
    expect(checkVersion({ version: 3 }, undefined)).toEqual(VERSION_REQUIRED ? { status: 400, message: 'Invalid request', code: ERROR_CODES.badRequest, fieldErrors: { version: 'Required' } } : null);
  });
});

describe('nextVersion', () => {
  it('moves a version by one; a record held without one is at the first', () => {
    expect(nextVersion({ version: 3 })).toBe(4);
    expect(nextVersion({})).toBe(FIRST_VERSION + 1);
    expect(nextVersion({ version: 0 })).toBe(1);
  });
});
