import { calendarLinks, useTexts, type CalendarLinkEvent } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { guestTextTable } from '../texts';
import { LinkList, Section } from './styles';

/** Props of AddToCalendar. */
export interface AddToCalendarProps {
  event: CalendarLinkEvent;
  /** The guest's .ics download (GuestApi.icsUrl). */
  icsUrl: string;
}

/**
 * 'Add to calendar': a disclosure button (aria-expanded) that shows three plain links: the .ics
 * download, Google Calendar and Outlook on the web (new tabs). Links, not a script-driven menu,
 * so they work with a keyboard, a screen reader and under a strict CSP alike.
 * @example <AddToCalendar event={{ title: page.bookingName, start, end, url: page.intakeUrl }} icsUrl={api.icsUrl(code)} />
 */
export function AddToCalendar({ event, icsUrl }: AddToCalendarProps) {
  const texts = useTexts(guestTextTable).join;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const links = calendarLinks(event);
  return (
    <Section data-ui="GuestAddToCalendar" aria-label={texts.addToCalendar}>
      <Button variant="secondary" startIcon={<CalendarPlus size={18} />} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {texts.addToCalendar}
      </Button>
      <LinkList id={listId} hidden={!open}>
        <li>
          <a href={icsUrl} download>
            {texts.downloadIcs}
          </a>
        </li>
        <li>
          <a href={links.google} target="_blank" rel="noopener noreferrer">
            {texts.google}
          </a>
        </li>
        <li>
          <a href={links.outlook} target="_blank" rel="noopener noreferrer">
            {texts.outlook}
          </a>
        </li>
      </LinkList>
    </Section>
  );
}
