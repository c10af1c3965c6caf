import { sortDeliveriesNewestFirst, useLocale, useTexts, type AdminMailDelivery, type EmailDeliveryState } from '@greenroom/core';
import { MAIL_DELIVERY_STATES } from '@greenroom/core/rules';
import { Button, Select, Table, TruncatedText, VisuallyHidden } from '@greenroom/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useMailDeliveries } from '../data/useMailDeliveries';
import { useRetryMailDelivery } from '../data/useRetryMailDelivery';
import { DATE_TIME_COLUMN_WIDTH, DATE_TIME_ROW_HEIGHT, DateTimeCell, DisclosureButton, ScreenError, Section } from '../shared';
import { DeliveryReason } from './DeliveryReason';
import { adminTextTable, type AdminTexts } from '../texts';
import type { AdminSlice } from '../types';
import { Filter, StateText } from './styles';

export interface MailDeliveriesProps {
  /** The zone times are shown in. */
  timezone: string;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

const ALL = 'all';
/** The state filter's options in menu order, in the given texts. */
const filterOptions = (texts: AdminTexts) => [
  { value: ALL, label: texts.deliveryFilterAll },
  ...MAIL_DELIVERY_STATES.map((state) => ({ value: state, label: texts.deliveryStates[state] })),
];

/**
 * The delivery queue (issue 17): every template delivery across bookings, newest first, filtered
 * by state (All / Queued / Sent / Failed), with RETRY on each failed one (busy while it runs; an
 * error text when refused). A row shows one line of its failure reason; pressing it opens the
 * whole reason under the table.
 * @example <MailDeliveries timezone="America/Chicago" />
 */
export function MailDeliveries({ timezone, api }: MailDeliveriesProps) {
  const texts = useTexts(adminTextTable);
  const locale = useLocale();
  // Counts shown to people follow the locale (Intl), as dates follow its patterns.
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const [filter, setFilter] = useState<EmailDeliveryState | typeof ALL>(ALL);
  const deliveries = useMailDeliveries(filter === ALL ? undefined : filter, api);
  const retry = useRetryMailDelivery(api);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(() => new Set());
  // The row whose failure reason is open under the table (a row shows one line of it).
  const [reasonOf, setReasonOf] = useState<string | null>(null);
  const reasonPanelID = useId();
  const rows = sortDeliveriesNewestFirst(deliveries.data ?? []);
  const openReason = rows.find((d) => d.deliveryID === reasonOf && d.reason !== '');

  const retryRow = (delivery: AdminMailDelivery) => {
    setRetrying((current) => new Set(current).add(delivery.deliveryID));
    retry.mutate(delivery.deliveryID, {
      onSettled: () =>
        setRetrying((current) => {
          const next = new Set(current);
          next.delete(delivery.deliveryID);
          return next;
        }),
    });
  };

  return (
    <Section aria-labelledby="mail-deliveries-heading" data-ui="MailDeliveries">
      <h2 id="mail-deliveries-heading">{texts.deliveries}</h2>
      <Filter>
        <Select
          label={texts.deliveryStateFilter}
          options={filterOptions(texts)}
          value={filter}
          onValueChange={(value) => setFilter(value as EmailDeliveryState | typeof ALL)}
        />
      </Filter>
      <ScreenError message={retry.isError ? texts.retryError : null} />
      <Table<AdminMailDelivery>
        label={texts.deliveries}
        rows={rows}
        getRowId={(d) => d.deliveryID}
        loading={deliveries.isPending}
        error={deliveries.isError ? texts.deliveriesError : undefined}
        emptyText={texts.noDeliveries}
        height={420}
        rowHeight={DATE_TIME_ROW_HEIGHT}
        // Fixed widths and the flexible columns' minimum add up to less than the page's 910 px at
        // 1280 wide, so the queue scrolls sideways on a phone only.
        columns={[
          {
            id: 'created',
            header: texts.deliveryCreated,
            width: DATE_TIME_COLUMN_WIDTH,
            cell: (d) => <DateTimeCell instant={d.createdAt} timezone={timezone} />,
          },
          { id: 'to', header: texts.deliveryTo, width: '1.5fr', cell: (d) => <TruncatedText>{d.recipient}</TruncatedText> },
          { id: 'subject', header: texts.deliverySubject, width: '1.5fr', cell: (d) => <TruncatedText>{d.subject}</TruncatedText> },
          { id: 'booking', header: texts.deliveryBooking, width: '1.2fr', cell: (d) => <TruncatedText>{d.bookingName}</TruncatedText> },
          { id: 'template', header: texts.deliveryTemplate, width: '1.3fr', cell: (d) => <TruncatedText>{d.emailTemplateName}</TruncatedText> },
          {
            id: 'state',
            header: texts.deliveryState,
            width: 88,
            cell: (d) => <StateText $failed={d.state === 'failed'}>{texts.deliveryStates[d.state]}</StateText>,
          },
          { id: 'attempts', header: texts.deliveryAttempts, width: 72, align: 'end', cell: (d) => count.format(d.attempts) },
          {
            id: 'reason',
            header: texts.deliveryReason,
            width: '1.5fr',
            cell: (d) => {
              if (d.reason === '') return null;
              const expanded = d.deliveryID === openReason?.deliveryID;
              return (
                <DisclosureButton
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={expanded ? reasonPanelID : undefined}
                  onClick={() => setReasonOf(expanded ? null : d.deliveryID)}
                >
                  {expanded ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
                  <span>{d.reason}</span>
                </DisclosureButton>
              );
            },
          },
          {
            id: 'actions',
            // The kit Table is positioned, so the hidden label stays inside its sideways scroll.
            header: <VisuallyHidden>{texts.deliveryActions}</VisuallyHidden>,
            width: 120,
            cell: (d) =>
              d.state === 'failed' ? (
                <Button
                  variant="secondary"
                  aria-label={texts.retryDelivery(d.recipient)}
                  busy={retrying.has(d.deliveryID)}
                  onClick={() => retryRow(d)}
                >
                  {texts.retry}
                </Button>
              ) : null,
          },
        ]}
      />
      {openReason && <DeliveryReason id={reasonPanelID} delivery={openReason} />}
    </Section>
  );
}
