import { useMessageText } from '@greenroom/core';
import { useCallback, type ReactNode } from 'react';

/**
 * What a field shows under itself: a text (an error, or a hint such as 'Required' / 'Optional')
 * goes through core's message table, so the rule book's English messages, the server's included,
 * show in the locale in effect (packages/core/src/texts/messageText.ts); an element passes as it is.
 * @example
 * const fieldMessage = useFieldMessage();
 * const helper = invalid ? fieldMessage(error) : fieldMessage(helperText);
 */
export function useFieldMessage(): (message: ReactNode) => ReactNode {
  const messageText = useMessageText();
  return useCallback((message: ReactNode) => (typeof message === 'string' ? messageText(message) : message), [messageText]);
}
