import { TimezoneSelect, type TimezoneSelectProps } from '@greenroom/ui';
import type { FormEvent } from 'react';
import { ZoneField } from './styles';

/**
 * The kit's TimezoneSelect where emptying the box clears the zone: `onChange('')` as soon as the
 * typed text is gone (the kit restores the previous zone when its list closes), so 'Please select
 * a timezone' can be reached. The kit only reports a chosen zone, so the emptied input is read as
 * its input event passes by.
 * @example <ClearableTimezoneSelect label="Timezone" value={zone} onChange={setZone} error={zoneError} />
 */
export function ClearableTimezoneSelect({ onChange, value, ...props }: TimezoneSelectProps) {
  const cleared = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.value.trim() === '' && value) onChange('');
  };
  return (
    <ZoneField onInput={cleared}>
      <TimezoneSelect {...props} value={value} onChange={onChange} />
    </ZoneField>
  );
}
