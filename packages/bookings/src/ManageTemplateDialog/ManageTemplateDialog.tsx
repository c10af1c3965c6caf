import {
  bodyAfterHtmlToggle,
  checkTemplateHeaders,
  checkTemplatePlaceholders,
  isStaleWrite,
  placeholder,
  PLACEHOLDERS,
  useTexts,
  type EmailTemplate,
  type PlaceholderName,
  type PortalApi,
} from '@greenroom/core';
import { Button, ConfirmDialog, Dialog, IconButton, Select, Spinner, Switch, TextField } from '@greenroom/ui';
import { Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { placeServerErrors } from '../data/serverFieldErrors';
import { useDeleteEmailTemplate } from '../data/useDeleteEmailTemplate';
import { useEmailTemplate } from '../data/useEmailTemplate';
import { useSaveEmailTemplate, type TemplateDraft } from '../data/useSaveEmailTemplate';
import { emailTextTable } from '../textTables/email';
import { BodyTools, TemplateForm } from './styles';

/** The fields of the form a server's field error can name. */
const TEMPLATE_FIELDS = ['from', 'replyTo', 'subject', 'body'] as const;

export interface ManageTemplateDialogProps {
  emailTemplateID: string;
  bookingID: string;
  /** CANCEL, close, Escape, after a save and after a delete. */
  onClose: () => void;
  api?: Pick<PortalApi, 'emailTemplates'>;
}

/**
 * 'Manage Template' (docs/reference/bookings.md §2.6, §4, §5): from name, reply-to, subject, body, the HTML
 * toggle (loads the default body), a dropdown inserting a placeholder at the cursor, and a delete
 * icon (not for system templates) asking 'Delete {name}?'. Subject, from and reply-to are each
 * required and flagged on their own, and the reply-to must be an address mail can carry (core's
 * checkTemplateHeaders, the server's rule too); a placeholder the renderer does not know is named;
 * nothing is sent then. A server's field error shows under its field, 'An error occurred updating
 * this email template' only for a failure with none. The save sends the template's version as the
 * form read it; when someone else saved the template since (412) the producer is told so (core's
 * stale-record text), the template is read again and the dialog closes. A template that fails to
 * load only logs (the dialog waits).
 * @example <ManageTemplateDialog emailTemplateID="t1" bookingID="b1" onClose={close} />
 */
export function ManageTemplateDialog({ emailTemplateID, bookingID, onClose, api }: ManageTemplateDialogProps) {
  const emailTexts = useTexts(emailTextTable);
  const template = useEmailTemplate(emailTemplateID, api);
  if (!template.data) {
    return (
      <Dialog open onClose={onClose} title={emailTexts.manageTitle} size="md">
        <Spinner />
      </Dialog>
    );
  }
  return <ManageTemplateForm template={template.data} bookingID={bookingID} onClose={onClose} api={api} />;
}

function ManageTemplateForm({ template, bookingID, onClose, api }: { template: EmailTemplate } & Omit<ManageTemplateDialogProps, 'emailTemplateID'>) {
  const emailTexts = useTexts(emailTextTable);
  const formId = useId();
  const bodyRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<TemplateDraft>({ subject: template.subject, from: template.from, replyTo: template.replyTo, body: template.body, html: template.HTML });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The template as the draft read it: a re-read while open must not move the version sent.
  const [read] = useState(template);
  const save = useSaveEmailTemplate(read, bookingID, api);
  const remove = useDeleteEmailTemplate(bookingID, api);
  const server = placeServerErrors(save.error, TEMPLATE_FIELDS);
  const shownErrors: Partial<Record<string, string>> = { ...server.fields, ...errors };
  // A 412 is told by the save's alert (the dialog closes): never the generic text for it.
  const failure = server.generic && !isStaleWrite(save.error) ? emailTexts.updateError : null;

  const change = (field: keyof TemplateDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    save.reset();
  };

  const insert = (name: PlaceholderName) => {
    const area = bodyRef.current;
    const at = area?.selectionStart ?? draft.body.length;
    const end = area?.selectionEnd ?? at;
    const text = placeholder(name);
    change('body')(draft.body.slice(0, at) + text + draft.body.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const problems = {
      ...checkTemplateHeaders({ subject: draft.subject, from: draft.from, replyTo: draft.replyTo }),
      ...checkTemplatePlaceholders({ subject: draft.subject, body: draft.body }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(draft, { onSuccess: onClose, onError: (error) => isStaleWrite(error) && onClose() });
  };

  return (
    <>
      <Dialog
        open={!confirmingDelete}
        onClose={onClose}
        title={emailTexts.manageTitle}
        description={template.emailTemplateName}
        busy={save.isPending}
        error={failure}
        size="md"
        actions={
          <>
            {!template.system && (
              <IconButton label={emailTexts.deleteTemplate} variant="danger" onClick={() => setConfirmingDelete(true)}>
                <Trash2 size={18} aria-hidden />
              </IconButton>
            )}
            <Button variant="text" onClick={onClose}>
              {emailTexts.cancel}
            </Button>
            <Button type="submit" form={formId}>
              {emailTexts.save}
            </Button>
          </>
        }
      >
        <TemplateForm id={formId} noValidate onSubmit={submit}>
          <TextField label={emailTexts.fromName} value={draft.from} required fullWidth error={shownErrors.from} onValueChange={change('from')} />
          <TextField label={emailTexts.replyTo} type="email" value={draft.replyTo} required fullWidth error={shownErrors.replyTo} onValueChange={change('replyTo')} />
          <TextField label={emailTexts.subject} value={draft.subject} required fullWidth error={shownErrors.subject} onValueChange={change('subject')} />
          <BodyTools>
            <Switch
              label={emailTexts.html}
              checked={draft.html}
              onChange={(html) => {
                setDraft((current) => ({ ...current, html, body: bodyAfterHtmlToggle(template.emailTemplateName, html) }));
                setErrors(({ body: _gone, ...rest }) => rest);
              }}
            />
            <Select
              label={emailTexts.insertElement}
              value=""
              placeholder={emailTexts.insertPlaceholder}
              options={PLACEHOLDERS.map((p) => ({ value: p.name, label: emailTexts.placeholders[p.name] }))}
              onValueChange={(name) => name && insert(name as PlaceholderName)}
            />
          </BodyTools>
          <TextField
            ref={bodyRef}
            label={emailTexts.body}
            value={draft.body}
            multiline
            rows={12}
            fullWidth
            error={shownErrors.body}
            onValueChange={change('body')}
          />
        </TemplateForm>
      </Dialog>
      <ConfirmDialog
        open={confirmingDelete}
        title={emailTexts.deleteTitle(template.emailTemplateName)}
        message={emailTexts.deleteMessage}
        confirmLabel={emailTexts.delete}
        cancelLabel={emailTexts.cancel}
        confirmVariant="danger"
        busy={remove.isPending}
        errorMessage={emailTexts.deleteError}
        onCancel={() => {
          remove.reset();
          setConfirmingDelete(false);
        }}
        onConfirm={() => remove.mutateAsync(template.emailTemplateID).then(onClose)}
      />
    </>
  );
}
