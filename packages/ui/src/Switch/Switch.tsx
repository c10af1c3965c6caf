import { forwardRef, useId, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { useTexts } from '@greenroom/core';
import { Spinner } from '../Spinner/Spinner';
import { uiTextTable } from '../texts';
import { SwitchLabel, SwitchRoot, Thumb, Track } from './styles';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'children' | 'role' | 'value'> {
  checked: boolean;
  /** Called with the requested state; the switch moves only when `checked` changes. */
  onChange: (checked: boolean) => void;
  /** Visible label, also the accessible name. */
  label: string;
  hideLabel?: boolean;
  /** Put the label before the switch. */
  labelPlacement?: 'start' | 'end';
  /** While saving: shows a Spinner in the thumb, sets aria-busy and ignores presses (keeps focus). */
  busy?: boolean;
}

// forwardRef, not `ref` as a prop: React 18.3 hosts are supported and drop a plain `ref` prop.
/**
 * An on/off switch (role="switch"). Space and Enter toggle it. Controlled: pass `checked` and
 * update it in `onChange` (after the save succeeds, with `busy` meanwhile, for pessimistic saves).
 *
 * @example
 * <Switch label="Hidden" checked={item.hidden} busy={saving} onChange={(next) => save(next)} />
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  labelPlacement = 'end',
  busy = false,
  disabled = false,
  id: idProp,
  onClick,
  className,
  style,
  ...rest
}, ref) {
  const texts = useTexts(uiTextTable);
  const autoId = useId();
  const id = idProp ?? `${autoId}-switch`;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || busy) return;
    onChange(!checked);
  };

  return (
    <SwitchRoot
      data-ui="Switch"
      data-disabled={disabled || undefined}
      className={className}
      style={style}
      $labelFirst={labelPlacement === 'start'}
    >
      <Track
        {...rest}
        ref={ref}
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={busy || undefined}
        // Busy keeps focus on the switch (a disabled button would drop it), so it is aria-disabled.
        aria-disabled={busy || undefined}
        disabled={disabled}
        onClick={handleClick}
      >
        <Thumb>{busy && <Spinner size={12} label={texts.switch.saving} />}</Thumb>
      </Track>
      <SwitchLabel htmlFor={id} $hidden={hideLabel}>
        {label}
      </SwitchLabel>
    </SwitchRoot>
  );
});
