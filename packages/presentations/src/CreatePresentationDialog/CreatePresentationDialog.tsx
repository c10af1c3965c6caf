import { useTexts, validateRequired } from '@greenroom/core';
import { FormDialog, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { useCreatePresentation } from '../data/useCreatePresentation';
import { presentationsTextTable } from '../texts';
import type { PresentationsSlice } from '../types';

export interface CreatePresentationDialogProps {
  open: boolean;
  /** The space the presentation is created in. */
  spaceID: string;
  /** CANCEL, the close button or Escape; never while saving. Also called after a save. */
  onClose: () => void;
  /** The new presentation, as the server answered it. */
  onCreated?: (created: { presentationID: string; name: string }) => void;
  /** Overrides the PortalProvider's api. */
  api?: PresentationsSlice;
}

/**
 * 'Create Presentation': a name, required after trimming ('Required', nothing sent); SAVE sends
 * POST /presentation with no slides. A failure shows 'An error occurred creating this
 * presentation' and SAVE tries again.
 *
 * @example
 * <CreatePresentationDialog open={creating} spaceID="s1" onClose={() => setCreating(false)} />
 */
export function CreatePresentationDialog({ open, ...rest }: CreatePresentationDialogProps) {
  // Mounted only while open, so every opening starts empty.
  return open ? <CreateForm {...rest} /> : null;
}

function CreateForm({ spaceID, onClose, onCreated, api }: Omit<CreatePresentationDialogProps, 'open'>) {
  const texts = useTexts(presentationsTextTable);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreatePresentation({ spaceID }, api);

  const submit = () => {
    create.reset();
    const problem = validateRequired(name);
    setNameError(problem);
    if (problem) return;
    create.mutate(name, {
      onSuccess: (created) => {
        onCreated?.(created);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={texts.createTitle}
      submitLabel={texts.save}
      cancelLabel={texts.cancel}
      pending={create.isPending}
      error={create.isError ? texts.createError : null}
      data-ui="CreatePresentationDialog"
    >
      <TextField
        label={texts.nameLabel}
        value={name}
        required
        fullWidth
        autoComplete="off"
        disabled={create.isPending}
        error={nameError}
        onValueChange={(value) => {
          setName(value);
          setNameError(null);
        }}
      />
    </FormDialog>
  );
}
