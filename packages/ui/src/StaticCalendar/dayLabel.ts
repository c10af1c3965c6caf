import { dayjs } from '@greenroom/core/rules';

/**
 * Accessible name of a calendar day button. It holds the day number as its own word
 * ('Sunday, November 1, 2026', not react-day-picker's '…November 1st…'), so the name contains the
 * visible text '1' (WCAG 2.5.3 Label in Name; axe label-content-name-mismatch).
 * 'Today' and 'selected' are our texts.
 * @example dayButtonLabel(new Date(2026, 10, 1), { today: true }) // 'Today, Sunday, November 1, 2026'
 */
export function dayButtonLabel(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const label = dayjs(date).format('dddd, MMMM D, YYYY');
  const withToday = modifiers.today ? `Today, ${label}` : label;
  return modifiers.selected ? `${withToday}, selected` : withToday;
}
