import { AUTH_MESSAGES } from '@greenroom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTexts, authTextTable } from './texts';
import { authTextsDe } from './texts.de';

describe('the auth text table', () => {
  beforeAll(() => authTextTable.load('de'));

  it('has a German text for every English one, and all of them differ', () => {
    expect(Object.keys(authTextsDe).sort()).toEqual(Object.keys(authTexts).sort());
    const same = Object.entries(authTexts).filter(([key, text]) => authTextsDe[key as keyof typeof authTexts] === text);
    expect(same).toEqual([]);
  });

  it('keeps the English of core messages and resolves German for de', () => {
    expect(authTexts.sessionExpired).toBe(AUTH_MESSAGES.sessionExpired);
    expect(authTextTable.resolve('de').sessionExpired).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    expect(authTextTable.resolve('fr').login).toBe('LOGIN');
    expect(authTextTable.resolve('de', { login: 'EINLOGGEN' }).login).toBe('EINLOGGEN');
  });
});
