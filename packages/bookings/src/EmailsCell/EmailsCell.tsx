import { useTexts } from '@greenroom/core';
import { VisuallyHidden } from '@greenroom/ui';
import type { PersonDeliveries } from '../data/personDeliveries';
import { guestListTextTable } from '../textTables/guestList';
import { Muted, Tag, Tags } from './styles';

export interface EmailsCellProps {
  /** Whose emails these are, for the list's accessible name and the reasons' ids. */
  personID: string;
  personName: string;
  deliveries: PersonDeliveries | undefined;
  /** The deliveries call failed: the cell says so instead of 'None yet'. */
  unavailable?: boolean;
}

/**
 * The compact Emails cell of the guest and presenter lists: a tag per template that reached the
 * person, failed (with its reason written after the name, so touch users read it too: cut with an
 * ellipsis and a tooltip in a desktop row, wrapped on a phone-width card) or is still waiting.
 * @example <EmailsCell personID="r1" personName="Ada Lovelace" deliveries={{ sent: [t], failed: [], queued: [] }} />
 */
export function EmailsCell({ personID, personName, deliveries, unavailable }: EmailsCellProps) {
  const texts = useTexts(guestListTextTable).deliveries;
  const empty = !deliveries || deliveries.sent.length + deliveries.failed.length + deliveries.queued.length === 0;
  if (empty) return <Muted>{unavailable ? texts.loadError : texts.none}</Muted>;
  return (
    <Tags aria-label={texts.label(personName)}>
      {deliveries.failed.map(({ emailTemplateID, name, reason }) => {
        const reasonID = `delivery-reason-${personID}-${emailTemplateID}`;
        return (
          <Tag key={`failed-${emailTemplateID}`} $state="failed" title={reason || texts.unknownReason} aria-describedby={reasonID}>
            <VisuallyHidden>{texts.failed}: </VisuallyHidden><span aria-hidden>✕ </span>{name}
            <span aria-hidden>: </span>
            <span id={reasonID}>{reason || texts.unknownReason}</span>
          </Tag>
        );
      })}
      {deliveries.queued.map(({ emailTemplateID, name }) => (
        <Tag key={`queued-${emailTemplateID}`} $state="queued" title={texts.queued}>
          <VisuallyHidden>{texts.queued}: </VisuallyHidden><span aria-hidden>… </span>{name}
        </Tag>
      ))}
      {deliveries.sent.map(({ emailTemplateID, name }) => (
        <Tag key={`sent-${emailTemplateID}`} $state="sent" title={texts.sent}>
          <VisuallyHidden>{texts.sent}: </VisuallyHidden><span aria-hidden>✓ </span>{name}
        </Tag>
      ))}
    </Tags>
  );
}
