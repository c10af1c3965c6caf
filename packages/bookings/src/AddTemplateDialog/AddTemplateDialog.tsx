import { HttpError, validateRequired, type PortalApi } from '@greenroom/core';
import { Button, Dialog, TextField } from '@greenroom/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useCreateEmailTemplate } from '../data/useCreateEmailTemplate';
import { emailTexts } from '../textsEmail';

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
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateEmailTemplate(bookingID, api);
  const serverFieldError = create.error instanceof HttpError ? create.error.fieldErrors?.emailTemplateName : undefined;
  const failure = create.isError && !serverFieldError ? emailTexts.createError : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
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
    <Dialog
      open
      onClose={onClose}
      title={emailTexts.addTitle}
      busy={create.isPending}
      error={failure}
      initialFocus={inputRef}
      size="sm"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {emailTexts.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {emailTexts.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          ref={inputRef}
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
      </form>
    </Dialog>
  );
}
