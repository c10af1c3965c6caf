import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import { formatTexts, useTexts } from '@greenroom/core';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { Matcher } from 'react-day-picker';
import { Button } from '../Button/Button';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame';
import { useDialogPopover } from '../internal/useDialogPopover';
import { AdornmentButton, ControlBox } from '../FieldFrame/styles';
import { StaticCalendar } from '../StaticCalendar/StaticCalendar';
import { formatDate, parseDate, startOfDay } from './dateText';
import { DateInput, Popover, PopoverFooter } from './styles';
import { ThemeScope } from '../theme/ThemeScope';
import { RequiredMark } from '../internal/fieldStyles';
import { uiTextTable } from '../texts';

export interface DatePickerProps {
  /** e.g. 'Select end time (in CST)'. */
  label: string;
  /** The chosen day (local midnight), or null. */
  value: Date | null;
  /** Called with the new day, or null when the text is cleared. */
  onChange: (date: Date | null) => void;
  /** Error text from the caller; replaces the picker's own format hint. */
  error?: string;
  helperText?: string;
  /** What TODAY picks and the calendar marks as today; defaults to the current date. */
  today?: Date;
  /** Days the calendar refuses. */
  disabledDays?: Matcher | Matcher[];
  /** Label of the button that picks today. Default 'TODAY' (the kit's text table). */
  todayLabel?: string;
  disabled?: boolean;
  /** Marks the field required: a '*' after the label (as TextField and Select show) and `required` on the input. */
  required?: boolean;
  id?: string;
  className?: string;
}

/**
 * A date field shown as MM/DD/YYYY (the date pattern of the provider's locale: DD.MM.YYYY in
 * German): type a date (it commits as soon as it is a real date) or open
 * the calendar popover with the button beside it, where TODAY picks the current day. Escape or a
 * click outside closes the popover and focus returns to the calendar button.
 *
 * @example
 * <DatePicker label="Select end time (in CST)" value={endDate} onChange={setEndDate}
 *   error={submitted && !endDate ? 'Please select an end date' : undefined} />
 */
export function DatePicker({
  label,
  value,
  onChange,
  error,
  helperText,
  today,
  disabledDays,
  todayLabel,
  disabled = false,
  required = false,
  id,
  className,
}: DatePickerProps) {
  const texts = useTexts(uiTextTable).datePicker;
  const pattern = useTexts(formatTexts).date;
  const ids = useFieldIds(id);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => formatDate(value, pattern));
  const [shownValue, setShownValue] = useState(value);
  const [shownPattern, setShownPattern] = useState(pattern);
  const [badText, setBadText] = useState(false);

  // The locale changed: the date is written again in its pattern.
  if (pattern !== shownPattern) {
    setShownPattern(pattern);
    setText(formatDate(value, pattern));
    setBadText(false);
  }

  // A value set from outside (or by the calendar) replaces whatever was typed.
  if (value?.getTime() !== shownValue?.getTime()) {
    setShownValue(value);
    if (value?.getTime() !== parseDate(text, pattern)?.getTime()) setText(formatDate(value, pattern));
    setBadText(false);
  }

  const { refs, floatingStyles, context, getReferenceProps, getFloatingProps } = useDialogPopover({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    disabled,
  });

  const pick = (date: Date) => {
    setText(formatDate(date, pattern));
    setBadText(false);
    setOpen(false);
    if (date.getTime() !== value?.getTime()) onChange(date);
  };

  const onTextChange = (next: string) => {
    setText(next);
    setBadText(false);
    if (!next.trim()) {
      if (value) onChange(null);
      return;
    }
    const date = parseDate(next, pattern);
    if (date && date.getTime() !== value?.getTime()) onChange(date);
  };

  const shownError = error ?? (badText ? texts.formatError(texts.placeholder) : undefined);

  return (
    <FieldFrame
      ui="DatePicker"
      ids={ids}
      label={
        <>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </>
      }
      error={shownError}
      helperText={helperText}
      className={className}
    >
      <ControlBox ref={refs.setPositionReference} $invalid={Boolean(shownError)} $disabled={disabled}>
        <DateInput
          {...describedBy(ids, shownError, helperText)}
          id={ids.inputId}
          value={text}
          placeholder={texts.placeholder}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          required={required}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          onBlur={() => setBadText(Boolean(text.trim()) && !parseDate(text, pattern))}
        />
        <AdornmentButton
          ref={refs.setReference}
          type="button"
          aria-label={texts.chooseDate(label)}
          disabled={disabled}
          {...getReferenceProps()}
        >
          <CalendarDays aria-hidden />
        </AdornmentButton>
      </ControlBox>
      {open ? (
        <FloatingPortal>
          <ThemeScope>
            {/* No focus-guard spans (unnamed buttons in Safari): the page behind is made inert instead. */}
            <FloatingFocusManager context={context} initialFocus={-1} guards={false}>
              <Popover
                ref={refs.setFloating}
                style={floatingStyles}
                aria-label={label}
                data-ui="DatePicker-popover"
                {...getFloatingProps()}
              >
                <StaticCalendar value={value} onChange={pick} today={today} disabledDays={disabledDays} autoFocus />
                <PopoverFooter>
                  <Button variant="text" onClick={() => pick(startOfDay(today ?? new Date()))}>
                    {todayLabel ?? texts.today}
                  </Button>
                </PopoverFooter>
              </Popover>
            </FloatingFocusManager>
          </ThemeScope>
        </FloatingPortal>
      ) : null}
    </FieldFrame>
  );
}
