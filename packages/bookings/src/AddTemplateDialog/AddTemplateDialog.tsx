import { validateRequired, useTexts, type PortalApi } from '@greenroom/core';
import { FormDialog, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { placeServerErrors } from '../data/serverFieldErrors';
import { useCreateEmailTemplate } from '../data/useCreateEmailTemplate';
import { emailTextTable } from '../textTables/email';

export interface AddTemplateDialogProps {
  open: boolean;
  bookingID: string;
  /** CANCEL, close, Escape, and after the template was created. */
  onClose: () => void;
  /** The created template's id. */
  onCreated?: (emailTemplateID: string) => void;
  api?: Pick<PortalApi, 'emailTemplates'>;
}

/**
 * 'Add Template': a name, required after trimming ('Required', nothing sent); the server's field
 * error shows under the name, any other failure 'An error occurred creating this email template'.
 * @example <AddTemplateDialog open={adding} bookingID="b1" onClose={() => setAdding(false)} />
 */
export function AddTemplateDialog({ open, ...rest }: AddTemplateDialogProps) {
  return open ? <AddTemplateForm {...rest} /> : null;
}

function AddTemplateForm({ bookingID, onClose, onCreated, api }: Omit<AddTemplateDialogProps, 'open'>) {
  const emailTexts = useTexts(emailTextTable);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateEmailTemplate(bookingID, api);
  const server = placeServerErrors(create.error, ['emailTemplateName']);
  const serverFieldError = server.fields.emailTemplateName;
  const failure = server.generic ? emailTexts.createError : null;

  const submit = () => {
    create.reset();
    const problem = validateRequired(name) ?? null;
    setNameError(problem);
    if (problem) return;
    create.mutate(name.trim(), {
      onSuccess: (created) => {
        onCreated?.(created.emailTemplateID);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={emailTexts.addTitle}
      submitLabel={emailTexts.save}
      cancelLabel={emailTexts.cancel}
      pending={create.isPending}
      error={failure}
      data-ui="AddTemplateDialog"
    >
      <TextField
        label={emailTexts.templateName}
        value={name}
        required
        fullWidth
        autoComplete="off"
        disabled={create.isPending}
        error={nameError ?? serverFieldError ?? null}
        onValueChange={(value) => {
          setName(value);
          setNameError(null);
        }}
      />
    </FormDialog>
  );
}
