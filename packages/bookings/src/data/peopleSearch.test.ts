import type { Registration } from '@greenroom/core';
import { describe, expect, it } from 'vitest';
import { matchesPeopleSearch } from './peopleSearch';

const ada = { registrationData: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines', emailAddress: 'ada@example.com' } } as Registration;

describe('matchesPeopleSearch', () => {
  it("finds by a part of 'first last', the email or the company, in any case", () => {
    expect(matchesPeopleSearch('a lov', ada)).toBe(true);
    expect(matchesPeopleSearch('ADA@EXAMPLE', ada)).toBe(true);
    expect(matchesPeopleSearch(' engines ', ada)).toBe(true);
    expect(matchesPeopleSearch('', ada)).toBe(true);
  });

  it('leaves out who matches none of them', () => {
    expect(matchesPeopleSearch('turing', ada)).toBe(false);
  });
});
