import { messages } from '../validation/messages';
import { coreEnglish, coreTextTable } from './coreTexts';
import { coreTextsDe } from './coreTexts.de';
import { textLeaves } from './textLeaves';
import { translateMessage } from './messageText';

describe("core's message table", () => {
  it('takes its English from the rule book, word for word', () => {
    expect(coreTextTable.english.required).toBe(messages.required);
    expect(coreTextTable.english.maxLength(70)).toBe(messages.maxLength(70));
    expect(coreTextTable.english.optional).toBe('Optional');
  });

  it('has a German text for every English key, and German differs where the English is a sentence', () => {
    const english = textLeaves(coreEnglish);
    const german = textLeaves(coreTextsDe);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    const same = [...english].filter(([key, text]) => german.get(key) === text).map(([key]) => key);
    expect(same).toEqual(['optional']);
  });
});

describe('translateMessage', () => {
  it('maps an exact English message to the target text', () => {
    expect(translateMessage('Required', coreEnglish, coreTextsDe)).toBe('Erforderlich');
    expect(translateMessage(messages.emailInvalid, coreEnglish, coreTextsDe)).toBe(coreTextsDe.emailInvalid);
  });

  it('maps a parameterised message with its arguments', () => {
    expect(translateMessage('Must be at most 70 characters', coreEnglish, coreTextsDe)).toBe('Höchstens 70 Zeichen erlaubt');
    expect(translateMessage(messages.imageDimensions(960, 540), coreEnglish, coreTextsDe)).toBe('Das Bild muss 960px x 540px groß sein');
  });

  it('leaves a text it does not know unchanged', () => {
    expect(translateMessage('Name already taken on our side', coreEnglish, coreTextsDe)).toBe('Name already taken on our side');
    expect(translateMessage('Must be at most many characters', coreEnglish, coreTextsDe)).toBe('Must be at most many characters');
    expect(translateMessage('', coreEnglish, coreTextsDe)).toBe('');
  });
});
