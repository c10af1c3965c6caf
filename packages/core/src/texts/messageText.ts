import { useCallback } from 'react';
import { coreEnglish, coreTextTable, type CoreTexts } from './coreTexts';
import { useTexts } from './defineTexts';

type Texts = Record<string, unknown>;

// Placeholders fed to a parameterised English text to learn its pattern ('Must be at most \uE0000\uE000 characters').
const HOLE = (index: number) => `\uE000${index}\uE000`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A parameterised text as a pattern: the holes become groups, read back as the arguments. */
function patternOf(template: (...args: never[]) => unknown): RegExp {
  const arity = template.length;
  const sample = String((template as (...args: string[]) => unknown)(...Array.from({ length: arity }, (_, i) => HOLE(i))));
  // Every parameter of the rule book's messages is a number, so a hole matches a number only.
  const source = escape(sample).replace(/\uE000(\d+)\uE000/g, '(-?\\d+(?:\\.\\d+)?)');
  return new RegExp(`^${source}$`);
}

/**
 * A message of the rule book in another table of the same shape: an exact English text becomes
 * that key's text; a parameterised one ('Must be at most 70 characters') is matched with its
 * its numbers as arguments; anything else (a server's own words) comes back unchanged.
 * @example translateMessage('Required', coreEnglish, coreTextsDe) // 'Erforderlich'
 * @example translateMessage('Must be at most 70 characters', coreEnglish, coreTextsDe) // 'Höchstens 70 Zeichen erlaubt'
 */
export function translateMessage(text: string, english: object, target: object): string {
  const from = english as Texts;
  const to = target as Texts;
  for (const [key, source] of Object.entries(from)) {
    const translated = to[key];
    if (typeof source === 'string') {
      if (source === text && typeof translated === 'string') return translated;
      continue;
    }
    if (typeof source !== 'function' || typeof translated !== 'function') continue;
    const match = patternOf(source as (...args: never[]) => unknown).exec(text);
    if (!match) continue;
    const args = match.slice(1).map(Number);
    return String((translated as (...args: unknown[]) => unknown)(...args));
  }
  return text;
}

/**
 * The function the kit puts every field error and field hint through before showing it: the rule
 * book's English messages (the client's and the server's, which keep sending English) in the
 * locale in effect, with the host's `texts={{ core: … }}` overrides; unknown texts pass unchanged.
 * @example
 * const messageText = useMessageText();
 * return <HelperText>{messageText(error)}</HelperText>; // 'Erforderlich' under locale="de"
 */
export function useMessageText(): (text: string) => string {
  const texts: CoreTexts = useTexts(coreTextTable);
  return useCallback((text: string) => (texts === coreTextTable.english ? text : translateMessage(text, coreEnglish, texts)), [texts]);
}
