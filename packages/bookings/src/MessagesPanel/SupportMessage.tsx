import { validateSupportMessage, useTexts, type Booking } from '@greenroom/core';
import { Switch } from '@greenroom/ui';
import { useState } from 'react';
import { rmaTextTable } from '../textTables/rma';
import { SettingField } from './SettingField';

export interface SupportMessageProps {
  booking: Booking;
  onSave: (change: Pick<Booking, 'supportMessage' | 'enableSupport'>) => Promise<boolean>;
}

/**
 * Support Message with its active toggle: the message is required only while active, and a
 * blank message while active blocks the save.
 * @example <SupportMessage booking={booking} onSave={(change) => save(() => change)} />
 */
export function SupportMessage({ booking, onSave }: SupportMessageProps) {
  const texts = useTexts(rmaTextTable).messages;
  const [active, setActive] = useState(booking.enableSupport);
  return (
    <SettingField
      label={texts.supportTitle}
      value={booking.supportMessage}
      multiline
      dirty={active !== booking.enableSupport}
      before={<Switch label={texts.supportActive} checked={active} onChange={setActive} />}
      validate={(message) => validateSupportMessage(message, { active })}
      onSave={(message) => onSave({ supportMessage: message, enableSupport: active })}
      errorText={texts.supportError}
    />
  );
}
