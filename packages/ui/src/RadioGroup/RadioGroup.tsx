import { useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Radio } from './Radio';
import { RadioGroupContext, type RadioGroupState } from './RadioGroupContext';
import { GroupError, GroupLabel, GroupRoot, Options } from './styles';

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Visible group label, also the radiogroup's accessible name. */
  label: string;
  /** The selected value; null or a value with no matching option selects nothing. */
  value: string | null;
  onChange: (value: string) => void;
  /** Shorthand for rendering one <Radio> per option; children are rendered after them. */
  options?: RadioGroupOption[];
  children?: ReactNode;
  /** Native radio name; generated when omitted. */
  name?: string;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  error?: string | null;
  className?: string;
  style?: CSSProperties;
}

/**
 * A labelled group of radios. Controlled. Tab enters the group on the checked radio; arrow keys
 * move and select (native radio behaviour).
 *
 * @example
 * <RadioGroup label="Asset Type" orientation="horizontal" value={kind} onChange={setKind}
 *   options={[{ value: 'image', label: 'Image' }, { value: 'video', label: 'Video' }]} />
 */
export function RadioGroup({
  label,
  value,
  onChange,
  options,
  children,
  name,
  disabled = false,
  orientation = 'vertical',
  error,
  className,
  style,
}: RadioGroupProps) {
  const autoId = useId();
  const labelId = `${autoId}-label`;
  const errorId = `${autoId}-error`;
  const invalid = Boolean(error);

  const state = useMemo<RadioGroupState>(
    () => ({ name: name ?? `${autoId}-radio`, value, disabled, invalid, select: onChange }),
    [name, autoId, value, disabled, invalid, onChange],
  );

  return (
    <GroupRoot data-ui="RadioGroup" className={className} style={style}>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <Options
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={invalid ? errorId : undefined}
        aria-disabled={disabled || undefined}
        aria-orientation={orientation}
        $horizontal={orientation === 'horizontal'}
      >
        <RadioGroupContext.Provider value={state}>
          {options?.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} disabled={option.disabled} />
          ))}
          {children}
        </RadioGroupContext.Provider>
      </Options>
      {invalid && <GroupError id={errorId}>{error}</GroupError>}
    </GroupRoot>
  );
}
