import type { ReactNode } from 'react';
import { useRadioGroup } from './RadioGroupContext';
import { Dot, NativeRadio, RadioRoot } from './styles';

export interface RadioProps {
  value: string;
  /** Visible label, also the accessible name. */
  label: ReactNode;
  disabled?: boolean;
}

/**
 * One option of a RadioGroup (a native radio input, so arrow keys move the selection).
 *
 * @example
 * <RadioGroup label="Web Theme" value={theme} onChange={setTheme}>
 *   <Radio value="dark" label="Dark" />
 *   <Radio value="light" label="Light" />
 * </RadioGroup>
 */
export function Radio({ value, label, disabled = false }: RadioProps) {
  const group = useRadioGroup();
  const isDisabled = group.disabled || disabled;
  return (
    <RadioRoot data-ui="Radio" $disabled={isDisabled}>
      <NativeRadio
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        disabled={isDisabled}
        aria-invalid={group.invalid || undefined}
        onChange={() => group.select(value)}
      />
      <Dot aria-hidden="true" />
      <span>{label}</span>
    </RadioRoot>
  );
}
