import { matchLocale } from '@greenroom/core';
import type { DayPickerLocale } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';

/**
 * The date locales (react-day-picker's, built on date-fns) of the languages the kit's text table
 * speaks besides English; English is react-day-picker's own default.
 */
const DAY_PICKER_LOCALES: Readonly<Record<string, DayPickerLocale>> = { de };

/** The languages a calendar writes month and weekday names in, English first. */
const CALENDAR_LANGUAGES = ['en', ...Object.keys(DAY_PICKER_LOCALES)];

/** How a calendar writes dates for a requested locale. */
export interface CalendarLocale {
  /** The language the calendar speaks ('en' or 'de'), for `Intl` formats beside it. */
  tag: string;
  /** react-day-picker's locale for it (month and weekday names, first day of the week); none for English. */
  dayPicker: DayPickerLocale | undefined;
}

/**
 * The calendar's language for a BCP 47 locale: its exact language if the kit speaks it
 * ('de-AT' → German), otherwise English, so month names never disagree with the kit's texts.
 * @example calendarLocale('de-CH').tag // 'de'
 */
export function calendarLocale(locale: string | undefined): CalendarLocale {
  const tag = matchLocale(locale, CALENDAR_LANGUAGES);
  return { tag, dayPicker: DAY_PICKER_LOCALES[tag] };
}
