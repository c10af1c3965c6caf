import { useLocale, useTexts, type Webhook, type WebhookDelivery } from '@greenroom/core';
import { Button, Table, TruncatedText, VisuallyHidden, type TableColumn } from '@greenroom/ui';
import { RefreshCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useFormatWhen } from '../data/formatWhen';
import { useResendDelivery } from '../data/useResendDelivery';
import { useWebhookDeliveries } from '../data/useWebhookDeliveries';
import { ErrorText, LoadError } from '../shared';
import { integrationTextTable } from '../texts';
import type { WebhooksSlice } from '../types';
import { DeliveriesHeader, DeliveriesRoot, DeliveryState } from './styles';

export interface WebhookDeliveriesProps {
  webhook: Pick<Webhook, 'webhookID' | 'url'>;
  /** The zone times are shown in. */
  timezone: string;
  /** The element's id (the DELIVERIES button controls it). */
  id?: string;
  /** Overrides the PortalProvider's api. */
  api?: WebhooksSlice;
}

/**
 * A webhook's delivery log, newest first: the event, its state, the attempts, the receiver's last
 * HTTP status and error, and when it was made and last tried (in the viewer's zone); RESEND on a
 * delivered or failed one sends the event again as a new delivery; REFRESH reads the log again.
 * @example <WebhookDeliveries webhook={webhook} timezone="America/Chicago" />
 */
export function WebhookDeliveries({ webhook, timezone, id, api }: WebhookDeliveriesProps) {
  const texts = useTexts(integrationTextTable);
  const locale = useLocale();
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const log = useWebhookDeliveries({ webhookID: webhook.webhookID }, api);
  const resend = useResendDelivery(api);
  const when = useFormatWhen(timezone);
  const titleID = useId();
  const [sending, setSending] = useState<string | null>(null);

  const resendRow = (delivery: WebhookDelivery) => {
    setSending(delivery.deliveryID);
    resend.mutate(delivery, { onSettled: () => setSending(null) });
  };

  const columns: TableColumn<WebhookDelivery>[] = [
    { id: 'event', header: texts.columnEvent, width: '1.3fr', cell: (d) => <TruncatedText>{texts.events[d.eventType]}</TruncatedText> },
    {
      id: 'state',
      header: texts.columnDeliveryState,
      width: 100,
      cell: (d) => <DeliveryState $failed={d.state === 'failed'}>{texts.deliveryStates[d.state]}</DeliveryState>,
    },
    { id: 'attempts', header: texts.columnAttempts, width: 104, align: 'end', cell: (d) => count.format(d.attempts) },
    { id: 'response', header: texts.columnResponse, width: 108, cell: (d) => (d.responseStatus === null ? texts.none : String(d.responseStatus)) },
    { id: 'error', header: texts.columnError, width: '1.2fr', cell: (d) => (d.error === null ? null : <TruncatedText>{d.error}</TruncatedText>) },
    { id: 'created', header: texts.columnCreated, width: '1.5fr', cell: (d) => <TruncatedText>{when(d.createdAt) ?? ''}</TruncatedText> },
    { id: 'lastAttempt', header: texts.columnLastAttempt, width: '1.5fr', cell: (d) => <TruncatedText>{when(d.lastAttemptAt) ?? texts.never}</TruncatedText> },
    {
      id: 'actions',
      header: <VisuallyHidden>{texts.columnActions}</VisuallyHidden>,
      width: 120,
      align: 'end',
      cell: (d) =>
        d.state === 'pending' ? null : (
          <Button
            variant="secondary"
            aria-label={texts.resendDelivery(texts.events[d.eventType], when(d.createdAt) ?? '')}
            busy={sending === d.deliveryID}
            disabled={sending !== null}
            onClick={() => resendRow(d)}
          >
            {texts.resend}
          </Button>
        ),
    },
  ];

  return (
    <DeliveriesRoot id={id} aria-labelledby={titleID} data-ui="WebhookDeliveries">
      <DeliveriesHeader>
        <h4 id={titleID}>{texts.deliveriesTitle(webhook.url)}</h4>
        <Button variant="text" startIcon={<RefreshCw />} busy={log.isFetching && !log.isPending} onClick={() => void log.refetch()}>
          {texts.refresh}
        </Button>
      </DeliveriesHeader>
      {resend.isError ? <ErrorText role="alert">{texts.resendError}</ErrorText> : null}
      {log.isError ? (
        <LoadError message={texts.deliveriesError} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : (
        <Table
          label={texts.deliveriesTitle(webhook.url)}
          columns={columns}
          rows={log.data ?? []}
          getRowId={(d) => d.deliveryID}
          height={320}
          loading={log.isPending}
          loadingText={texts.deliveriesLoading}
          emptyText={texts.deliveriesEmpty}
        />
      )}
    </DeliveriesRoot>
  );
}
