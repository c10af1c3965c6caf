// The English texts of every package's table that German says differently: on a page in German,
// none of them may be seen. A text the page shows in English while the table has it in German
// was copied out of the table (a module-level constant) or never came from it.
import type { TextTable } from '@greenroom/core';
import { formatTexts, textLeaves } from '@greenroom/core';

const packages = ['ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest'] as const;

function isTable(value: unknown): value is TextTable<object> {
  return typeof value === 'object' && value !== null && 'english' in value && 'locales' in value && 'load' in value;
}

/**
 * English texts with a different German translation, at least two words long (a single word such
 * as 'Name' may be the same in both, or part of the data), and not also a German text somewhere.
 * @example const englishOnly = await englishOnlyTexts(); englishOnly.has('Add Guest') // true
 */
export async function englishOnlyTexts(): Promise<Set<string>> {
  const tables: TextTable<object>[] = [formatTexts];
  for (const name of packages) {
    const module = (await import(`../packages/${name}/src/texts.ts`)) as Record<string, unknown>;
    tables.push(...Object.values(module).filter(isTable));
  }
  const english = new Set<string>();
  const german = new Set<string>();
  for (const table of tables) {
    if (!table.locales.includes('de')) continue;
    await table.load('de');
    const translated = textLeaves(table.resolve('de'));
    for (const [path, text] of textLeaves(table.english)) {
      if (translated.get(path) !== text && /\p{L}+\s+\p{L}+/u.test(text)) english.add(text.trim());
    }
    for (const text of translated.values()) german.add(text.trim());
  }
  for (const text of german) english.delete(text);
  return english;
}
