import { guessTimezone, useTexts, type Webhook } from '@greenroom/core';
import { Button, ConfirmDialog, focusIfLost, Spinner } from '@greenroom/ui';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeleteWebhook } from '../data/useDeleteWebhook';
import { useRotateWebhookSecret } from '../data/useRotateWebhookSecret';
import { useWebhookList } from '../data/useWebhookList';
import { LoadError, PanelHeader, PanelIntro, PanelRoot, PanelTitle, SecretDialog } from '../shared';
import { integrationTextTable } from '../texts';
import type { WebhooksSlice } from '../types';
import { CardList } from './styles';
import { WebhookCard } from './WebhookCard';
import { WebhookDialog } from './WebhookDialog';

export interface WebhooksPanelProps {
  /** The project whose webhooks are shown. */
  projectID: string;
  /** The zone times are shown in. Default: the browser's. */
  timezone?: string;
  /** Overrides the PortalProvider's api. */
  api?: WebhooksSlice;
}

/**
 * WEBHOOKS (issue 28): a project's webhook subscriptions, oldest first, each a card with its
 * address, events and state (on, off, or turned off by Greenroom after repeated failures, and
 * why), a switch to turn it on or off, EDIT, ROTATE SECRET (asks first), DELETE (asks first) and
 * its delivery log with RESEND. ADD WEBHOOK opens 'Add Webhook'; a new webhook's signing secret,
 * like a rotated one, is shown once with a copy button.
 * @example <WebhooksPanel projectID="project-1" />
 */
export function WebhooksPanel({ projectID, timezone = guessTimezone(), api }: WebhooksPanelProps) {
  const texts = useTexts(integrationTextTable);
  const list = useWebhookList({ projectID }, api);
  const remove = useDeleteWebhook(api);
  const rotate = useRotateWebhookSecret(api);
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const titleID = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // A deleted webhook's card (and its DELETE button) is gone: once the dialog is closed, a focus
  // it could not give back goes to the title.
  const deleted = useRef(false);
  useEffect(() => {
    if (!deleted.current || deleting !== null) return;
    deleted.current = false;
    focusIfLost(title.current);
  }, [deleting, list.data]);

  const webhooks = list.data ?? [];
  return (
    <PanelRoot aria-labelledby={titleID} data-ui="WebhooksPanel">
      <PanelHeader>
        <PanelTitle id={titleID} ref={title} tabIndex={-1}>
          {texts.webhooksTitle}
        </PanelTitle>
        <Button startIcon={<Plus />} onClick={() => setEditing('new')}>
          {texts.addWebhook}
        </Button>
      </PanelHeader>
      <PanelIntro>{texts.webhooksIntro}</PanelIntro>
      {list.isPending ? <Spinner label={texts.webhooksLoading} /> : null}
      {list.isError ? <LoadError message={texts.webhooksError} onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {list.isSuccess && webhooks.length === 0 ? <p role="status">{texts.webhooksEmpty}</p> : null}
      {webhooks.length > 0 ? (
        <CardList>
          {webhooks.map((webhook) => (
            <li key={webhook.webhookID}>
              <WebhookCard webhook={webhook} timezone={timezone} api={api} onEdit={setEditing} onDelete={setDeleting} onRotate={setRotating} />
            </li>
          ))}
        </CardList>
      ) : null}
      <WebhookDialog
        open={editing !== null}
        projectID={projectID}
        webhook={editing === 'new' || editing === null ? undefined : editing}
        api={api}
        onClose={() => setEditing(null)}
        onCreated={(created) => setSecret(created.secret)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        message={texts.deleteMessage}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        confirmVariant="danger"
        errorMessage={texts.deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting);
          deleted.current = true;
          setDeleting(null);
        }}
      />
      <ConfirmDialog
        open={rotating !== null}
        title={texts.rotateTitle}
        message={texts.rotateMessage}
        confirmLabel={texts.rotate}
        cancelLabel={texts.cancel}
        errorMessage={texts.rotateError}
        onCancel={() => setRotating(null)}
        onConfirm={async () => {
          if (!rotating) return;
          const rotated = await rotate.mutateAsync(rotating);
          setRotating(null);
          setSecret(rotated.secret);
        }}
      />
      <SecretDialog
        secret={secret}
        title={texts.webhookSecretTitle}
        label={texts.webhookSecretLabel}
        warning={texts.webhookSecretWarning}
        copyLabel={texts.copySecret}
        onClose={() => setSecret(null)}
      />
    </PanelRoot>
  );
}
