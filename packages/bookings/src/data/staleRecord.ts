import { useStaleRecordAlert } from '@greenroom/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * What a save of a versioned record (a guest, a presenter, an email template) does with a 412
 * (someone else saved the record after it was read; issue 25): tells the producer with core's one
 * text ('This record was changed by someone else. Reload it and try again.', translated) and reads
 * the record's query again, so the screen shows the other person's version. Answers whether the
 * error was such a refusal (the caller then closes its dialog instead of showing its error text).
 * @example
 * const onStale = useStaleRecord();
 * useMutation({ mutationFn, onError: (error) => onStale(error, queryKeys.registrations.list(bookingID)) });
 */
export function useStaleRecord(): (error: unknown, reread: QueryKey) => boolean {
  const staleAlert = useStaleRecordAlert();
  const client = useQueryClient();
  return useCallback(
    (error, reread) => {
      if (!staleAlert(error)) return false;
      void client.invalidateQueries({ queryKey: reread });
      return true;
    },
    [staleAlert, client],
  );
}
