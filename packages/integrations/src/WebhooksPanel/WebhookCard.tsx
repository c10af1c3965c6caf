import { isStaleWrite, useTexts, type Webhook } from '@greenroom/core';
import { Button, Switch } from '@greenroom/ui';
import { useId, useState } from 'react';
import { useFormatWhen } from '../data/formatWhen';
import { useUpdateWebhook } from '../data/useUpdateWebhook';
import { ErrorText } from '../shared';
import { integrationTextTable } from '../texts';
import type { WebhooksSlice } from '../types';
import { Actions, Card, CardLine, CardTitle, StateLine } from './styles';
import { WebhookDeliveries } from './WebhookDeliveries';

export interface WebhookCardProps {
  webhook: Webhook;
  /** The zone times are shown in. */
  timezone: string;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  onRotate: (webhook: Webhook) => void;
  /** Overrides the PortalProvider's api. */
  api?: WebhooksSlice;
}

/**
 * One webhook: its address (the card's name), its events, whether it is on, off, or turned off by
 * Greenroom and why; the switch that turns it on or off (saved at once, at the version read), EDIT,
 * ROTATE SECRET, DELETE, and DELIVERIES opening its delivery log under the card.
 * @example <WebhookCard webhook={webhook} timezone="America/Chicago" onEdit={setEditing} onDelete={setDeleting} onRotate={setRotating} />
 */
export function WebhookCard({ webhook, timezone, onEdit, onDelete, onRotate, api }: WebhookCardProps) {
  const texts = useTexts(integrationTextTable);
  const toggle = useUpdateWebhook(api);
  const when = useFormatWhen(timezone);
  const [showLog, setShowLog] = useState(false);
  const titleID = useId();
  const logID = useId();
  const turnedOff = !webhook.enabled && webhook.disabledReason !== null;
  const state = turnedOff ? texts.webhookTurnedOff(webhook.disabledReason ?? '') : webhook.enabled ? texts.webhookOn : texts.webhookOff;
  const rotated = when(webhook.secretRotatedAt);

  return (
    <Card aria-labelledby={titleID} data-ui="WebhookCard">
      <CardTitle id={titleID}>{webhook.url}</CardTitle>
      <CardLine>{webhook.events.map((event) => texts.events[event]).join(', ')}</CardLine>
      <StateLine $turnedOff={turnedOff}>{state}</StateLine>
      {rotated ? <CardLine>{texts.secretRotated(rotated)}</CardLine> : null}
      {toggle.isError && !isStaleWrite(toggle.error) ? <ErrorText role="alert">{texts.toggleError}</ErrorText> : null}
      <Actions>
        <Switch
          label={texts.deliverSwitch}
          checked={webhook.enabled}
          busy={toggle.isPending}
          onChange={(enabled) => toggle.mutate({ webhook, change: { enabled } })}
        />
        <Button variant="secondary" onClick={() => onEdit(webhook)}>
          {texts.edit}
        </Button>
        <Button variant="secondary" onClick={() => onRotate(webhook)}>
          {texts.rotateSecret}
        </Button>
        <Button variant="secondary" onClick={() => onDelete(webhook)}>
          {texts.delete}
        </Button>
        <Button variant="text" aria-expanded={showLog} aria-controls={showLog ? logID : undefined} onClick={() => setShowLog((open) => !open)}>
          {texts.deliveries}
        </Button>
      </Actions>
      {showLog ? <WebhookDeliveries id={logID} webhook={webhook} timezone={timezone} api={api} /> : null}
    </Card>
  );
}
