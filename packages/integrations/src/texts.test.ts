import { textLeaves } from '@greenroom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { integrationTexts, integrationTextTable } from './texts';
import { integrationTextsDe } from './texts.de';

const leaves = (table: object) => textLeaves(table, ['CRM sync', '11/21/2026 3:00 PM CST']);

describe('the integrations text table', () => {
  beforeAll(() => integrationTextTable.load('de'));

  it('has a German text for every English one, and most of them differ', () => {
    const english = leaves(integrationTexts);
    const german = leaves(integrationTextsDe);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    const same = [...english].filter(([path, text]) => german.get(path) === text).map(([path]) => path);
    // The same words in German.
    expect(same).toEqual(['webhooksTitle', 'webhookActions']);
  });

  it('resolves German for de, English otherwise, with overrides on top', () => {
    expect(integrationTextTable.resolve('de-AT').createKey).toBe('SCHLÜSSEL ERSTELLEN');
    expect(integrationTextTable.resolve('en-US').createKey).toBe('CREATE KEY');
    expect(integrationTextTable.resolve('de', { revokeKey: (name) => `${name} sperren` }).revokeKey('CRM sync')).toBe('CRM sync sperren');
  });
});
