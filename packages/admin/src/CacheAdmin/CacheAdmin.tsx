import { requireName, useTexts } from '@greenroom/core';
import { Button, ConfirmDialog, Spinner, TextField } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useCache } from '../data/useCache';
import { useDeleteCache } from '../data/useDeleteCache';
import { Actions, FormColumn, ScreenError, Section, SuccessPanel } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { CacheView } from './CacheView';

export interface CacheAdminProps {
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Cache (/cache-admin): Booking ID (non-blank), SUBMIT, the cache rendered as markup (safely), and
 * once loaded DELETE CACHE (confirm 'Delete this cache?'), then 'Success'. Errors: 'An error
 * occurred getting this cache', 'An error occurred deleting this cache'.
 * @example <CacheAdmin />
 */
export function CacheAdmin({ api }: CacheAdminProps) {
  const texts = useTexts(adminTextTable);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [bookingID, setBookingID] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cache = useCache({ bookingID }, api);
  const remove = useDeleteCache(api);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = requireName(input);
    setInputError(checked.ok ? null : checked.error);
    if (!checked.ok) return;
    remove.reset();
    if (checked.name === bookingID) void cache.refetch();
    else setBookingID(checked.name);
  };

  const confirmDelete = async () => {
    if (!bookingID) return;
    await remove.mutateAsync(bookingID);
    setConfirming(false);
    setBookingID(null);
  };

  return (
    <FormColumn as="div" data-ui="CacheAdmin">
      <FormColumn noValidate onSubmit={submit}>
        <TextField
          label={texts.bookingID}
          value={input}
          required
          fullWidth
          autoComplete="off"
          error={inputError}
          onValueChange={(value) => {
            setInput(value);
            setInputError(null);
          }}
        />
        <Actions>
          <Button type="submit" busy={cache.isFetching}>
            {texts.submit}
          </Button>
        </Actions>
      </FormColumn>
      {remove.isSuccess && <SuccessPanel />}
      <ScreenError message={cache.isError ? texts.cacheError : null} />
      {cache.isFetching && !cache.data && <Spinner label={texts.loading} />}
      {cache.data !== undefined && !cache.isError && (
        <Section aria-label={texts.cacheContent}>
          <Actions>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {texts.deleteCache}
            </Button>
          </Actions>
          <CacheView value={cache.data} />
        </Section>
      )}
      <ConfirmDialog
        open={confirming}
        title={texts.deleteCacheConfirm}
        message={texts.deleteCacheMessage}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        confirmVariant="danger"
        errorMessage={texts.deleteCacheError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </FormColumn>
  );
}
