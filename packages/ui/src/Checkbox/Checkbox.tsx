import { Check, Minus } from 'lucide-react';
import { forwardRef, useEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Box, CheckboxRoot, NativeCheckbox } from './styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** Shows a dash ("some selected"), e.g. for a check-all box. */
  indeterminate?: boolean;
  /** Convenience: the new checked state on every change. */
  onCheckedChange?: (checked: boolean) => void;
}

// forwardRef, not `ref` as a prop: React 18.3 hosts are supported and drop a plain `ref` prop.
/**
 * A labelled native checkbox with the kit's look. Space toggles it.
 *
 * @example
 * <Checkbox label={space.spaceName} checked={selected.has(space.spaceID)}
 *   onCheckedChange={(on) => toggle(space.spaceID, on)} />
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({
  label,
  indeterminate = false,
  onCheckedChange,
  onChange,
  disabled = false,
  className,
  style,
  ...rest
}, ref) {
  const inputRef = useRef<HTMLInputElement | null>(null);

  // `indeterminate` is a DOM property only; it has no attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <CheckboxRoot data-ui="Checkbox" className={className} style={style} $disabled={disabled}>
      <NativeCheckbox {...rest} ref={setRefs} type="checkbox" disabled={disabled} onChange={handleChange} />
      <Box aria-hidden="true">
        <Check data-mark="check" />
        <Minus data-mark="minus" />
      </Box>
      <span>{label}</span>
    </CheckboxRoot>
  );
});
