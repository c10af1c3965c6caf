import { useTexts } from '@greenroom/core';
import { EyeIcon, EyeOffIcon } from './passwordIcons';
import { forwardRef, useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { useThemeCheck } from '../theme/useThemeCheck';
import { useFieldMessage } from '../internal/useFieldMessage';
import { Adornment, ControlBox, FieldLabel, FieldRoot, HelperText, RequiredMark } from '../internal/fieldStyles';
import { Input, RevealSlot, TextArea } from './styles';
import { uiTextTable } from '../texts';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps extends Omit<InputHTMLAttributes<TextControl>, 'children' | 'size' | 'onChange'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Hint under the field; replaced by `error` when there is one. */
  helperText?: ReactNode;
  /** Error message: shown under the field, sets aria-invalid and is referenced by aria-describedby. */
  error?: string | null;
  /** With type="password": adds a show/hide toggle button. */
  revealable?: boolean;
  /** Renders a textarea. */
  multiline?: boolean;
  /** Rows of the textarea (multiline only). Default 3. */
  rows?: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  onChange?: (event: ChangeEvent<TextControl>) => void;
  /** Convenience: the new value on every change. */
  onValueChange?: (value: string) => void;
}

// forwardRef, not `ref` as a prop: React 18.3 hosts are supported and drop a plain `ref` prop.
/**
 * A labelled text input (or textarea) with helper text, error state, adornments and an optional
 * show/hide toggle for passwords.
 *
 * @example
 * <TextField label="Password" type="password" revealable required
 *   value={password} onValueChange={setPassword} error={errors.password} />
 */
export const TextField = forwardRef<TextControl, TextFieldProps>(function TextField({
  label,
  hideLabel = false,
  helperText,
  error,
  revealable = false,
  multiline = false,
  rows = 3,
  startAdornment,
  endAdornment,
  fullWidth = false,
  onChange,
  onValueChange,
  id: idProp,
  type = 'text',
  disabled = false,
  required,
  className,
  style,
  'aria-describedby': describedByProp,
  ...rest
}, ref) {
  const checkRef = useThemeCheck<HTMLDivElement>('TextField');
  const texts = useTexts(uiTextTable);
  const autoId = useId();
  const id = idProp ?? `${autoId}-input`;
  const helperId = `${id}-helper`;
  const [revealed, setRevealed] = useState(false);

  const invalid = Boolean(error);
  const fieldMessage = useFieldMessage();
  const helper = fieldMessage(invalid ? error : helperText);
  const describedBy = [describedByProp, helper ? helperId : undefined].filter(Boolean).join(' ') || undefined;
  const canReveal = revealable && type === 'password' && !multiline;

  const handleChange = (event: ChangeEvent<TextControl>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  const shared = {
    ...rest,
    id,
    disabled,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onChange: handleChange,
  };

  return (
    <FieldRoot ref={checkRef} data-ui="TextField" className={className} style={style} $fullWidth={fullWidth}>
      <FieldLabel htmlFor={id} $hidden={hideLabel}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <ControlBox $invalid={invalid} $disabled={disabled} $multiline={multiline}>
        {startAdornment != null && <Adornment>{startAdornment}</Adornment>}
        {multiline ? (
          <TextArea {...shared} ref={ref as Ref<HTMLTextAreaElement>} rows={rows} />
        ) : (
          <Input {...shared} ref={ref as Ref<HTMLInputElement>} type={canReveal && revealed ? 'text' : type} />
        )}
        {endAdornment != null && <Adornment>{endAdornment}</Adornment>}
        {canReveal && (
          <RevealSlot>
            <IconButton
              size="sm"
              label={revealed ? texts.textField.hidePassword : texts.textField.showPassword}
              aria-controls={id}
              disabled={disabled}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          </RevealSlot>
        )}
      </ControlBox>
      {helper ? (
        <HelperText id={helperId} $invalid={invalid}>
          {helper}
        </HelperText>
      ) : null}
    </FieldRoot>
  );
});
