import { isCapacityLocked, useNow, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { IconButton } from '@greenroom/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { mainTextTable } from '../textTables/main';
import { LazyCapacityDialog } from './lazyOverviewDialogs';
import { Row, RowActions, RowLabel, RowValue } from './styles';

/**
 * Event Capacity with its edit dialog: numeric, min 0, at most 500, not below the registration
 * count; locked for a private-cloud booking starting in under 24 hours. A refusal naming the
 * capacity (400 `fieldErrors.capacity`) shows its message at the field; any other failure 'Error
 * updating the selected booking'. The dialog loads on first use (ahead on intent of the button).
 * @example <CapacityRow booking={booking} />
 */
export function CapacityRow({ booking, api }: { booking: Booking; api?: Pick<PortalApi, 'bookings'> }) {
  const texts = useTexts(mainTextTable);
  const now = useNow();
  const [editing, setEditing] = useState(false);
  const locked = isCapacityLocked({ privateCloud: booking.privateCloud, start: booking.start.time }, now());
  return (
    <Row>
      <RowLabel>{texts.eventCapacity}</RowLabel>
      <RowValue>{booking.capacity}</RowValue>
      <RowActions>
        <IconButton
          label={texts.editCapacity}
          size="sm"
          disabled={locked}
          title={locked ? texts.capacityLocked : undefined}
          onClick={() => setEditing(true)}
          {...preloadOnIntent(LazyCapacityDialog.preload)}
        >
          <Pencil />
        </IconButton>
      </RowActions>
      <LazyCapacityDialog open={editing} booking={booking} api={api} onClose={() => setEditing(false)} />
    </Row>
  );
}
