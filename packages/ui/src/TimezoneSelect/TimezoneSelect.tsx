import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useTexts } from '@greenroom/core';
import { ChevronDown } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame';
import { AdornmentButton, ControlBox } from '../FieldFrame/styles';
import { ComboInput, Listbox, NoMatch, Option } from './styles';
import { filterTimeZones, guessTimeZone, listTimeZones } from './timeZones';
import { ThemeScope } from '../theme/ThemeScope';
import { uiTextTable } from '../texts';

export interface TimezoneSelectProps {
  label: string;
  /** Selected IANA timezone, or '' / null for none. */
  value: string | null;
  onChange: (timeZone: string) => void;
  /** Error text, e.g. 'Please select a timezone'. */
  error?: string;
  helperText?: string;
  /** Listed first; defaults to the browser's timezone. */
  guess?: string;
  /** The zones to offer; defaults to every zone the runtime knows. */
  timeZones?: string[];
  /** Default 'Select a timezone' (the kit's text table). */
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A filter-as-you-type combobox of IANA timezones with the browser's own timezone listed first.
 * Type to filter ('new york' finds America/New_York), ArrowUp/ArrowDown to move, Enter or a click
 * to choose, Escape to close and restore the chosen value. Emptying the box calls `onChange('')`.
 *
 * @example
 * <TimezoneSelect label="Timezone" value={timezone} onChange={setTimezone}
 *   error={timezone ? undefined : 'Please select a timezone'} />
 */
export function TimezoneSelect({
  label,
  value,
  onChange,
  error,
  helperText,
  guess,
  timeZones,
  placeholder,
  disabled = false,
  id,
  className,
}: TimezoneSelectProps) {
  const texts = useTexts(uiTextTable);
  const ids = useFieldIds(id);
  const [open, setOpen] = useState(false);
  // null while the input shows the chosen value; the typed text while filtering.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);

  const ordered = useMemo(() => {
    const first = guess ?? guessTimeZone();
    if (!timeZones) return listTimeZones(first);
    return timeZones.includes(first) ? [first, ...timeZones.filter((zone) => zone !== first)] : timeZones;
  }, [guess, timeZones]);
  const shown = useMemo(() => (query === null ? ordered : filterTimeZones(ordered, query)), [ordered, query]);
  const selectedIndex = value ? shown.indexOf(value) : -1;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery(null);
      setActiveIndex(null);
    }
  };

  const { refs, floatingStyles, context } = useFloating<HTMLInputElement>({
    open,
    onOpenChange,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            width: `${rects.reference.width}px`,
            maxHeight: `${Math.min(availableHeight, 320)}px`,
          });
        },
      }),
    ],
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useRole(context, { role: 'combobox' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      onNavigate: setActiveIndex,
      virtual: true,
      loop: true,
    }),
  ]);

  const choose = (zone: string) => {
    onOpenChange(false);
    if (zone !== value) onChange(zone);
    refs.domReference.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !open) return;
    event.preventDefault();
    const zone = activeIndex !== null ? shown[activeIndex] : shown.length === 1 ? shown[0] : undefined;
    if (zone) choose(zone);
  };

  return (
    <FieldFrame ui="TimezoneSelect" ids={ids} label={label} error={error} helperText={helperText} className={className}>
      <ControlBox ref={refs.setPositionReference} $invalid={Boolean(error)} $disabled={disabled}>
        <ComboInput
          {...getReferenceProps({ ref: refs.setReference, onKeyDown })}
          onClick={() => onOpenChange(true)}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setQuery(typed);
            // An emptied box clears the zone at once, so a required-zone message can be reached.
            if (typed.trim() === '' && value) onChange('');
            setActiveIndex(null);
            setOpen(true);
          }}
          {...describedBy(ids, error, helperText)}
          id={ids.inputId}
          value={query ?? value ?? ''}
          placeholder={placeholder ?? texts.timezoneSelect.placeholder}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
        />
        <AdornmentButton
          type="button"
          tabIndex={-1}
          aria-hidden
          disabled={disabled}
          onClick={() => {
            onOpenChange(!open);
            refs.domReference.current?.focus();
          }}
        >
          <ChevronDown />
        </AdornmentButton>
      </ControlBox>
      {open ? (
        <FloatingPortal>
          <ThemeScope>
            <Listbox
              {...getFloatingProps({ ref: refs.setFloating, style: floatingStyles })}
              data-ui="TimezoneSelect-listbox"
              aria-label={label}
            >
              {shown.length === 0 ? <NoMatch>{texts.timezoneSelect.noMatch}</NoMatch> : null}
              {shown.map((zone, index) => (
                <Option
                  key={zone}
                  {...getItemProps({
                    ref: (node) => {
                      listRef.current[index] = node;
                    },
                    active: index === activeIndex,
                    selected: zone === value,
                    onMouseDown: (event) => event.preventDefault(),
                    onClick: () => choose(zone),
                  })}
                  $active={index === activeIndex}
                  $selected={zone === value}
                >
                  {zone}
                </Option>
              ))}
            </Listbox>
          </ThemeScope>
        </FloatingPortal>
      ) : null}
    </FieldFrame>
  );
}
