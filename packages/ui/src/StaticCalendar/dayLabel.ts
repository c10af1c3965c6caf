import { uiTexts, type UiTexts } from '../texts';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale (a month view names some 40 days per render). */
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, DAY_FORMAT)));
  return format;
}

/** What a day label is written with: the locale of the date and the kit's calendar texts. */
export interface DayLabelOptions {
  /** BCP 47 locale of the date ('en' by default: 'Sunday, November 1, 2026'). */
  locale?: string;
  /** The 'Today, …' and '…, selected' texts (ours); English by default. */
  texts?: UiTexts['calendar'];
}

/**
 * Accessible name of a calendar day button. It holds the day number as its own word
 * ('Sunday, November 1, 2026', 'Sonntag, 1. November 2026'; not react-day-picker's
 * '…November 1st…'), so the name contains the visible text '1' (WCAG 2.5.3 Label in Name; axe
 * label-content-name-mismatch). 'Today' and 'selected' are our texts.
 * @example dayButtonLabel(new Date(2026, 10, 1), { today: true }) // 'Today, Sunday, November 1, 2026'
 * @example dayButtonLabel(new Date(2026, 10, 1), {}, { locale: 'de', texts: uiTextsDe.calendar }) // 'Sonntag, 1. November 2026'
 */
export function dayButtonLabel(
  date: Date,
  modifiers: { today?: boolean; selected?: boolean },
  { locale = 'en', texts = uiTexts.calendar }: DayLabelOptions = {},
): string {
  const label = dayFormat(locale).format(date);
  const withToday = modifiers.today ? texts.today(label) : label;
  return modifiers.selected ? texts.selected(withToday) : withToday;
}
