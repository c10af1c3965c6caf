import { useTexts, type AdminMailDelivery } from '@greenroom/core';
import { useId } from 'react';
import { adminTextTable } from '../texts';
import { ReasonPanel } from './styles';

export interface DeliveryReasonProps {
  /** The element id the row's reason button controls. */
  id: string;
  delivery: AdminMailDelivery;
}

/**
 * A delivery's whole failure reason, opened from its row (the row shows one line of it): readable
 * on touch screens and by screen readers, wrapping instead of cut.
 * @example <DeliveryReason id="reason" delivery={failedDelivery} />
 */
export function DeliveryReason({ id, delivery }: DeliveryReasonProps) {
  const texts = useTexts(adminTextTable);
  const headingID = useId();
  return (
    <ReasonPanel id={id} aria-labelledby={headingID} data-ui="DeliveryReason">
      <h3 id={headingID}>{texts.deliveryReasonOf(delivery.recipient, delivery.subject)}</h3>
      <p>{delivery.reason}</p>
    </ReasonPanel>
  );
}
