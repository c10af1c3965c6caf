import { RULE_TEXTS } from './ruleTexts';
import { DATE_MESSAGE, DATE_TIME_MESSAGE, isIsoDateOrDateTime, isIsoDateTime, isSingleLine, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN, textInputErrors, inputTexts } from './textInput';

const BREAKS = ['Gala\r\nBcc: victim@example.test', 'A\rB', 'A\nB', 'A\u2028B', 'A\u2029B', 'A\u0085B', 'A\tB', 'A\u0000B', 'A\u001bB', 'A\u007fB', 'lone \ud800 surrogate'];

describe('isSingleLine', () => {
  it('refuses line breaks, tabs, control characters and lone surrogates; takes emoji and accents', () => {
    for (const bad of BREAKS) expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Gala 🎭 Night', 'Café Zürich', '', 'a-b_c.d@example.test']) expect(isSingleLine(good), good).toBe(true);
  });

  it('agrees with the schema pattern the server compiles', () => {
    const pattern = new RegExp(SINGLE_LINE_PATTERN, 'u');
    for (const text of [...BREAKS.filter((t) => !t.includes('\ud800')), 'Gala 🎭 Night']) expect(pattern.test(text), JSON.stringify(text)).toBe(isSingleLine(text));
  });
});

describe('isIsoDateTime and isIsoDateOrDateTime', () => {
  it('take real instants with a zone from 1970 to 2199', () => {
    for (const good of ['2026-03-10T15:00:00Z', '2026-03-10T15:00:00.123Z', '2026-03-10T09:00:00-06:00', '2028-02-29T00:00:00Z', '1970-01-01T00:00:00Z', '2199-12-31T23:59:59Z']) {
      expect(isIsoDateTime(good), good).toBe(true);
    }
  });

  it('refuse impossible dates, years out of range and trailing line breaks', () => {
    for (const bad of ['2026-13-45T99:99:99Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '+010000-01-01T00:00:00Z', '2027-02-29T00:00:00Z', '2026-02-30T10:00:00Z', '2026-03-10T24:00:00Z', '2026-03-10T15:00:00', '2026-03-10T15:00:00Z\r\n', '2026-03-10']) {
      expect(isIsoDateTime(bad), bad).toBe(false);
    }
  });

  it('take a real day too, but not year 0000, 9999 or February 30', () => {
    expect(isIsoDateOrDateTime('2026-03-10')).toBe(true);
    expect(isIsoDateOrDateTime('2026-03-10T15:00:00Z')).toBe(true);
    for (const bad of ['0000-01-01', '9999-12-31', '2026-02-30', '2100-02-29', '']) expect(isIsoDateOrDateTime(bad), bad).toBe(false);
  });
});

describe('textInputErrors', () => {
  it('names each bad field with its message and leaves good and missing ones alone', () => {
    expect(
      textInputErrors({
        singleLine: { name: 'A\r\nB', calendarName: 'Fine', missing: undefined },
        instants: { accessTime: '2026-13-45T99:99:99Z', doorsOpen: '2026-03-10T15:00:00Z' },
        optionalInstants: { doorsOpen: '', doorsClosed: '9999-12-31T23:59:59Z' },
        dates: { endTime: '0000-01-01', startTime: '2026-03-10' },
      }),
    ).toEqual({ name: SINGLE_LINE_MESSAGE, accessTime: DATE_TIME_MESSAGE, doorsClosed: DATE_TIME_MESSAGE, endTime: DATE_MESSAGE });
  });

  it('names every string of a call by its dotted path, leaving out the paths asked', () => {
    expect(inputTexts({ name: 'Gala', capacity: 3, start: { time: 't', timezone: 'UTC' }, slides: ['a.png'], signal: undefined }, ['start.time'])).toEqual({
      name: 'Gala',
      'start.timezone': 'UTC',
      'slides.0': 'a.png',
    });
  });

  it('registers its messages in the rule book', () => {
    expect(Object.values(RULE_TEXTS)).toEqual(expect.arrayContaining([SINGLE_LINE_MESSAGE, DATE_TIME_MESSAGE, DATE_MESSAGE]));
  });
});
