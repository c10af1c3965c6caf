import { useLocale, useTexts } from '@greenroom/core';
import { useId, useMemo, useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { uiTextTable } from '../texts';
import { calendarLocale } from './calendarLocale';
import { dayButtonLabel } from './dayLabel';
import { CalendarRoot, CalendarTitle } from './styles';

export interface StaticCalendarProps {
  /** The chosen day, or null for none. */
  value: Date | null;
  /** Called with the chosen day (local midnight). Clicking the chosen day again keeps it. */
  onChange: (date: Date) => void;
  /** Title above the calendar, e.g. 'Select Date'; also its accessible name. */
  label?: string;
  /** Marks this day as today (default: the current date); inject it in tests and stories. */
  today?: Date;
  /** Days that cannot be chosen, in react-day-picker's matcher format. */
  disabledDays?: Matcher | Matcher[];
  /** Focus the chosen day (or today) when mounted. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A month calendar shown inline (react-day-picker, single choice), as on the 'Select Date' admin
 * screens. The shown month follows `value` when it changes from outside. Month and weekday names
 * follow the provider's locale (German from 'de'), the day and month buttons' names the kit's texts.
 *
 * @example
 * <StaticCalendar label="Select Date" value={day} onChange={setDay} />
 */
export function StaticCalendar({ value, onChange, label, today, disabledDays, autoFocus, className }: StaticCalendarProps) {
  const titleId = useId();
  const texts = useTexts(uiTextTable).calendar;
  const { tag, dayPicker } = calendarLocale(useLocale());
  const labels = useMemo(
    () => ({
      labelDayButton: (date: Date, modifiers: { today?: boolean; selected?: boolean }) => dayButtonLabel(date, modifiers, { locale: tag, texts }),
      labelPrevious: () => texts.previousMonth,
      labelNext: () => texts.nextMonth,
    }),
    [tag, texts],
  );
  const [month, setMonth] = useState<Date>(() => value ?? today ?? new Date());
  const [followed, setFollowed] = useState<Date | null>(value);
  // Show the month of a value set from outside (e.g. by a TODAY button).
  if (value !== followed) {
    setFollowed(value);
    if (value) setMonth(value);
  }

  return (
    <CalendarRoot data-ui="StaticCalendar" className={className}>
      {label ? <CalendarTitle id={titleId}>{label}</CalendarTitle> : null}
      <DayPicker
        mode="single"
        required
        selected={value ?? undefined}
        onSelect={(date) => onChange(date)}
        month={month}
        onMonthChange={setMonth}
        today={today}
        disabled={disabledDays}
        autoFocus={autoFocus}
        locale={dayPicker}
        labels={labels}
        aria-labelledby={label ? titleId : undefined}
      />
    </CalendarRoot>
  );
}
