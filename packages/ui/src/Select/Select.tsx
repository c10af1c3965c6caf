import { ChevronDown } from 'lucide-react';
import { forwardRef, useId, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ControlBox, FieldLabel, FieldRoot, HelperText, RequiredMark } from '../internal/fieldStyles';
import { useThemeCheck } from '../theme/useThemeCheck';
import { useFieldMessage } from '../internal/useFieldMessage';
import { Chevron, NativeSelect } from './styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The label is data (a file's column name, a person's name), not a text of the page's language: marks it `translate="no"`. */
  data?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** Visible label, also the accessible name. */
  label: string;
  hideLabel?: boolean;
  options: SelectOption[];
  /** Shown as a first, unselectable option while the value is ''. */
  placeholder?: string;
  helperText?: ReactNode;
  /** Error message: shown under the field, sets aria-invalid and aria-describedby. */
  error?: string | null;
  fullWidth?: boolean;
  /** Convenience: the chosen value on every change. */
  onValueChange?: (value: string) => void;
}

// forwardRef, not `ref` as a prop: React 18.3 hosts are supported and drop a plain `ref` prop.
/**
 * A labelled native select, styled like the kit's fields.
 *
 * @example
 * <Select label="Choose Project" placeholder="Select a project"
 *   options={projects.map((p) => ({ value: p.projectID, label: p.projectName }))}
 *   value={projectID} onValueChange={setProjectID} />
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  helperText,
  error,
  fullWidth = false,
  onValueChange,
  onChange,
  id: idProp,
  disabled = false,
  required,
  className,
  style,
  value,
  defaultValue,
  'aria-describedby': describedByProp,
  ...rest
}, ref) {
  const checkRef = useThemeCheck<HTMLDivElement>('Select');
  const autoId = useId();
  const id = idProp ?? `${autoId}-select`;
  const helperId = `${id}-helper`;
  const invalid = Boolean(error);
  const fieldMessage = useFieldMessage();
  const helper = fieldMessage(invalid ? error : helperText);
  const describedBy = [describedByProp, helper ? helperId : undefined].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  // An uncontrolled select with a placeholder starts on the placeholder, not the first option.
  const initial = value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;

  return (
    <FieldRoot ref={checkRef} data-ui="Select" className={className} style={style} $fullWidth={fullWidth}>
      <FieldLabel htmlFor={id} $hidden={hideLabel}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <ControlBox $invalid={invalid} $disabled={disabled}>
        <NativeSelect
          {...rest}
          ref={ref}
          id={id}
          value={value}
          defaultValue={initial}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} translate={option.data ? 'no' : undefined}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron aria-hidden="true">
          <ChevronDown />
        </Chevron>
      </ControlBox>
      {helper ? (
        <HelperText id={helperId} $invalid={invalid}>
          {helper}
        </HelperText>
      ) : null}
    </FieldRoot>
  );
});
