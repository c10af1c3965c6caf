import { checkWebhookInput, isStaleWrite, useTexts, type Webhook, type WebhookEventType, type WebhookWithSecret } from '@greenroom/core';
import { FormDialog, TextField } from '@greenroom/ui';
import { useId, useState } from 'react';
import { webhookEventGroups } from '../data/eventGroups';
import { hasFieldErrors, serverFieldError } from '../data/serverFieldError';
import { useCreateWebhook } from '../data/useCreateWebhook';
import { useUpdateWebhook } from '../data/useUpdateWebhook';
import { CheckGroup, ErrorText } from '../shared';
import { integrationTextTable } from '../texts';
import type { WebhooksSlice } from '../types';
import { EventGroups } from './styles';

export interface WebhookDialogProps {
  open: boolean;
  /** CANCEL, the close button or Escape; never while saving. Also called after a save. */
  onClose: () => void;
  /** The project a new webhook is for. */
  projectID: string;
  /** The webhook to edit ('Edit Webhook'); without it a new one is added ('Add Webhook'). */
  webhook?: Webhook;
  /** A new webhook and its signing secret, as the server answered them (shown once by the caller). */
  onCreated?: (created: WebhookWithSecret) => void;
  /** Overrides the PortalProvider's api. */
  api?: WebhooksSlice;
}

/**
 * 'Add Webhook' or 'Edit Webhook': the address and the events, grouped by the record they are
 * about. Core's checkWebhookInput refuses bad input before anything is sent, with its texts under
 * the fields; the server's field errors show there too. An edit carries the version it opened
 * with; when someone else saved the webhook since (412) the producer is told so (core's
 * staleRecord text), the dialog closes and the webhooks are read again.
 * @example <WebhookDialog open={adding} projectID="p1" onClose={() => setAdding(false)} onCreated={({ secret }) => show(secret)} />
 */
export function WebhookDialog({ open, ...rest }: WebhookDialogProps) {
  // Mounted only while open, so every opening starts from the webhook as it is now.
  return open ? <WebhookForm {...rest} /> : null;
}

function WebhookForm({ onClose, projectID, webhook: given, onCreated, api }: Omit<WebhookDialogProps, 'open'>) {
  const texts = useTexts(integrationTextTable);
  // The webhook as the dialog opened with it (its version): a later read must not make an older edit look current.
  const [webhook] = useState(given);
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<ReadonlySet<string>>(() => new Set(webhook?.events ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const eventsErrorID = useId();
  const create = useCreateWebhook({ projectID }, api);
  const update = useUpdateWebhook(api);
  const save = webhook ? update : create;
  const saving = save.isPending;
  const fieldError = (field: string) => errors[field] ?? serverFieldError(save.error, field);
  const failure = save.isError && !hasFieldErrors(save.error) && !isStaleWrite(save.error) ? (webhook ? texts.updateWebhookError : texts.createWebhookError) : null;
  const eventsError = fieldError('events');

  const submit = () => {
    save.reset();
    // The form is checked here; whether this server takes private addresses is its own call (400 under the field).
    const checked = checkWebhookInput({ url, events: [...events] }, { privateTargets: true });
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    if (webhook) {
      update.mutate({ webhook, change: checked.input }, { onSuccess: onClose, onError: (error) => isStaleWrite(error) && onClose() });
    } else {
      create.mutate(checked.input, {
        onSuccess: (created) => {
          onCreated?.(created);
          onClose();
        },
      });
    }
  };
  const forget = (field: string) => {
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    if (serverFieldError(save.error, field)) save.reset();
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={webhook ? texts.editWebhookTitle : texts.addWebhookTitle}
      submitLabel={webhook ? texts.save : texts.create}
      cancelLabel={texts.cancel}
      pending={saving}
      error={failure}
      size="md"
      data-ui="WebhookDialog"
    >
      <TextField
        label={texts.urlLabel}
        type="url"
        inputMode="url"
        value={url}
        required
        fullWidth
        autoComplete="off"
        spellCheck={false}
        helperText={texts.urlHint}
        disabled={saving}
        error={fieldError('url')}
        onValueChange={(value) => {
          setUrl(value);
          forget('url');
        }}
      />
      <EventGroups aria-describedby={eventsError ? eventsErrorID : undefined}>
        <legend>{texts.eventsLabel}</legend>
        {webhookEventGroups().map(({ group, events: inGroup }) => (
          <CheckGroup
            key={group}
            legend={texts.eventGroups[group]}
            items={inGroup.map((event) => ({ id: event, label: texts.events[event] }))}
            selected={events}
            disabled={saving}
            onToggle={(id, checked) => {
              setEvents((current) => {
                const next = new Set(current);
                if (checked) next.add(id as WebhookEventType);
                else next.delete(id);
                return next;
              });
              forget('events');
            }}
          />
        ))}
        {eventsError ? <ErrorText id={eventsErrorID}>{eventsError}</ErrorText> : null}
      </EventGroups>
    </FormDialog>
  );
}
