import type { InputHTMLAttributes } from 'react';
import { FieldFrame, describedBy, useFieldIds } from '../FieldFrame/FieldFrame';
import { TimeBox, TimeInput } from './styles';

type NativeTimeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'defaultValue'>;

export interface TimePickerProps extends NativeTimeProps {
  /** Visible label. */
  label: string;
  /** 24-hour 'HH:mm' time, or '' for none. */
  value: string;
  /** Called with the new 'HH:mm' value ('' while the time is incomplete or cleared). */
  onChange: (value: string) => void;
  /** Error text shown under the field; marks the field invalid. */
  error?: string;
  helperText?: string;
}

/**
 * A labelled time field built on the native `<input type="time">`: the browser shows its own
 * 12-hour (h:mm A) or 24-hour choices by locale while the value stays a 24-hour 'HH:mm' string.
 *
 * @example
 * const [time, setTime] = useState('14:30');
 * <TimePicker label="Start Time" value={time} onChange={setTime} error={time ? undefined : 'Required'} />
 */
export function TimePicker({ label, value, onChange, error, helperText, id, disabled, className, ...rest }: TimePickerProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ui="TimePicker" ids={ids} label={label} error={error} helperText={helperText} className={className}>
      <TimeBox $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <TimeInput
          {...rest}
          {...describedBy(ids, error, helperText)}
          id={ids.inputId}
          type="time"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </TimeBox>
    </FieldFrame>
  );
}
