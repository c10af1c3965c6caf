import { useCallback } from 'react';
import { isStaleWrite } from '../api/HttpError';
import { REFUSAL_TEXTS } from '../rules/refusals';
import { useMessageText } from '../texts/messageText';
import { useAlert } from './hooks';

/**
 * Tells the producer, in core's one translated text, that a save was refused because someone else
 * changed the record after it was read (412); true when it did, so the caller reads the record
 * again and shows no error of its own.
 * @example
 * const staleAlert = useStaleRecordAlert();
 * onError: (error) => { if (staleAlert(error)) void client.invalidateQueries({ queryKey }); }
 */
export function useStaleRecordAlert(): (error: unknown) => boolean {
  const alert = useAlert();
  const messageText = useMessageText();
  return useCallback(
    (error: unknown) => {
      if (!isStaleWrite(error)) return false;
      alert(messageText(REFUSAL_TEXTS.staleRecord));
      return true;
    },
    [alert, messageText],
  );
}
