import { useAlert, useLinks, useTexts } from '@greenroom/core';
import { Button, CopyButton, IconButton, Spinner, useSnackbar } from '@greenroom/ui';
import { ArrowLeft, CalendarPlus, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useCalendar } from '../data/useCalendar';
import { useRegenerateCalendarUrl } from '../data/useRegenerateCalendarUrl';
import { useFocusOnMount, useRefocusAfter } from '../focus/useFocusOnMount';
import { calendarUrl, webcalUrl } from '../data/calendarUrl';
import { DeleteCalendarDialog } from '../DeleteCalendarDialog/DeleteCalendarDialog';
import { NameCalendarDialog } from '../NameCalendarDialog/NameCalendarDialog';
import { calendarTextTable } from '../texts';
import type { CalendarsSlice } from '../types';
import { DetailRoot, NameRow, CalendarName, SubscribeLink, UrlActions, UrlBlock, UrlLabel, UrlText } from './styles';

export interface CalendarDetailProps {
  /** The space the calendar belongs to. */
  spaceID: string;
  /** The calendar shown. */
  calendarID: string;
  /** Leaves the detail view: BACK, a successful delete, or a calendar that cannot be found. */
  onBack: () => void;
  /** Moves the focus to the calendar's name once shown (the user just opened or created it). */
  focusOnMount?: boolean;
  /** Overrides the PortalProvider's api. */
  api?: CalendarsSlice;
}

/**
 * One calendar: its name with edit and delete buttons, its URL (the calendar host plus its
 * loginCode) with copy ('Calendar Link Copied to Clipboard'), regenerate ('Calendar URL
 * Regenerated'; a failure only stops the spinner) and a webcal:// 'Subscribe' link, and BACK.
 * A calendar that cannot be fetched alerts 'An error occurred finding this calendar. Please try
 * again.' and leaves the view.
 *
 * @example
 * <CalendarDetail spaceID="s1" calendarID="c1" onBack={() => select(null)} />
 */
export function CalendarDetail({ spaceID, calendarID, onBack, focusOnMount = false, api }: CalendarDetailProps) {
  const texts = useTexts(calendarTextTable);
  const query = useCalendar(calendarID, api);
  const regenerate = useRegenerateCalendarUrl(api);
  const nameRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount, query.data !== undefined);
  const regenerateRef = useRefocusAfter<HTMLButtonElement>(regenerate.isPending);
  const links = useLinks();
  const alert = useAlert();
  const snackbar = useSnackbar();
  const urlLabelId = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const notFound = query.isError;
  useEffect(() => {
    if (!notFound) return;
    alert(texts.findError);
    onBack();
    // Runs when the fetch fails, not whenever the parent passes a new onBack or alert.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notFound]);

  const calendar = query.data;
  if (!calendar) {
    return (
      <DetailRoot data-ui="CalendarDetail" aria-busy="true">
        <BackButton onBack={onBack} />
        {query.isPending ? <Spinner label={texts.loadingCalendar} /> : null}
      </DetailRoot>
    );
  }

  const url = calendarUrl(links.calendar, calendar.loginCode);

  return (
    <DetailRoot data-ui="CalendarDetail">
      <BackButton onBack={onBack} />
      <NameRow>
        <CalendarName ref={nameRef} tabIndex={-1}>
          {calendar.calendarName}
        </CalendarName>
        <IconButton label={texts.editName} onClick={() => setEditing(true)}>
          <Pencil />
        </IconButton>
        <IconButton label={texts.deleteCalendar} onClick={() => setDeleting(true)}>
          <Trash2 />
        </IconButton>
      </NameRow>
      <UrlBlock>
        <UrlLabel id={urlLabelId}>{texts.urlLabel}</UrlLabel>
        <UrlText aria-labelledby={urlLabelId}>{url}</UrlText>
        <UrlActions>
          <CopyButton text={url} label={texts.copyLink} onCopied={() => snackbar.show(texts.linkCopied)} />
          <IconButton
            ref={regenerateRef}
            label={texts.regenerateUrl}
            busy={regenerate.isPending}
            onClick={() =>
              regenerate.mutate(calendar, { onSuccess: () => snackbar.show(texts.urlRegenerated) })
            }
          >
            <RefreshCw />
          </IconButton>
          <SubscribeLink href={webcalUrl(url)}>
            <CalendarPlus aria-hidden="true" />
            {texts.subscribe}
          </SubscribeLink>
        </UrlActions>
      </UrlBlock>
      <NameCalendarDialog
        open={editing}
        spaceID={spaceID}
        calendar={calendar}
        api={api}
        onClose={() => setEditing(false)}
      />
      <DeleteCalendarDialog
        open={deleting}
        spaceID={spaceID}
        calendar={calendar}
        api={api}
        onClose={() => setDeleting(false)}
        onDeleted={onBack}
      />
      {snackbar.element}
    </DetailRoot>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const texts = useTexts(calendarTextTable);
  return (
    <div>
      <Button variant="text" startIcon={<ArrowLeft />} onClick={onBack}>
        {texts.back}
      </Button>
    </div>
  );
}
