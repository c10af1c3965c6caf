import { useId, useMemo, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTexts } from '@greenroom/core';
import { Button } from '../Button/Button';
import { Dialog, type DialogSize } from '../Dialog/Dialog';
import { Form } from './styles';
import { uiTextTable } from '../texts';

export interface FormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Short text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** The fields. They sit in the dialog's `<form>`; disable them yourself while `pending`. */
  children: ReactNode;
  /** The submit button's label, e.g. 'SAVE' or 'CREATE'. */
  submitLabel: string;
  /** The cancel button's label. Default 'CANCEL'. */
  cancelLabel?: string;
  /** SAVE or Enter in a field, never while `pending`. Validate and send here. */
  onSubmit: () => void;
  /** CANCEL, the close button or Escape, never while `pending`. */
  onCancel: () => void;
  /** The save is in progress: a spinner shows and nothing can submit or close the dialog. */
  pending?: boolean;
  /** Why the save failed, shown in an alert above the buttons. */
  error?: string | null;
  /** Element to focus on open. Default: the form's first enabled field. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Maximum width: sm 400px (default), md 560px, lg 800px. */
  size?: DialogSize;
  /** Stable hook for styling and tests. Default 'FormDialog'. */
  'data-ui'?: string;
}

const FIELD = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The first enabled field of `form`, if any. */
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  const fields = form ? Array.from(form.querySelectorAll<HTMLElement>(FIELD)) : [];
  return fields.find((field) => !field.matches(':disabled')) ?? null;
}

/**
 * A Dialog whose body is a form, with a cancel and a submit button: Enter in a field submits, Escape
 * cancels, the first field has the focus on open. While `pending` the dialog shows a spinner
 * labelled 'In progress' and cannot be submitted or closed; `error` shows in an alert
 * (role="alert"). The form is `noValidate`: validate in `onSubmit` with the rules of
 * `@greenroom/core/rules` and show their messages on the fields.
 *
 * @example
 * <FormDialog
 *   open={naming}
 *   title="Name Calendar"
 *   submitLabel="SAVE"
 *   pending={create.isPending}
 *   error={create.isError ? 'An error occurred creating this calendar' : null}
 *   onCancel={() => setNaming(false)}
 *   onSubmit={() => {
 *     const problem = validateCalendarName(name);
 *     setNameError(problem);
 *     if (!problem) create.mutate(name);
 *   }}
 * >
 *   <TextField label="Calendar Name" value={name} error={nameError} disabled={create.isPending} onValueChange={setName} />
 * </FormDialog>
 */
export function FormDialog({
  open,
  title,
  description,
  children,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  pending = false,
  error,
  initialFocus,
  size = 'sm',
  'data-ui': dataUi = 'FormDialog',
}: FormDialogProps) {
  const texts = useTexts(uiTextTable);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The fields are the caller's, so the first one is looked up when the dialog moves focus in.
  const firstFieldRef = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return firstField(formRef.current);
      },
    }),
    [],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      busy={pending}
      error={error}
      initialFocus={initialFocus ?? firstFieldRef}
      size={size}
      data-ui={dataUi}
      actions={
        <>
          <Button variant="text" onClick={onCancel}>
            {cancelLabel ?? texts.formDialog.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form ref={formRef} id={formId} noValidate onSubmit={submit}>
        {children}
      </Form>
    </Dialog>
  );
}
