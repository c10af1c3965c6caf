import { buildLink, usageHours, useAlert, useLinks, useTexts, useLocale, type Booking } from '@greenroom/core';
import { CopyButton, IconButton, Switch } from '@greenroom/ui';
import { Download, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useBookingUsage, useFetchQuestions } from '../data/bookingQueries';
import { codeOnDemand } from '../data/codeOnDemand';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { useSaveBooking } from '../data/useSaveBooking';
import { mainTextTable } from '../textTables/main';
import type { OverviewSlice } from '../types';
import { CalendarSetting } from './CalendarSetting';
import { CapacityRow } from './CapacityRow';
import { ServerSettings } from './ServerSettings';
import { Divider, Row, RowActions, RowLabel, RowValue, Section, SectionTitle } from './styles';

export interface MiscellaneousProps {
  booking: Booking;
  superAdmin: boolean;
  onCopied: () => void;
  api?: OverviewSlice;
}

// The CSV writer (core's, with papaparse) loads on the first Q&A download, ahead when its button is
// pointed at or focused: it is not part of the Overview's first bytes (issue 31).
const questionsCsvFile = codeOnDemand(() => import('./downloadQuestions'));

/** User hours as the locale writes them, two decimals and no grouping ('12.50', '12,50'). */
function hoursText(hours: string, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(Number(hours));
}

/**
 * Miscellaneous: Event Capacity, Q&A toggle with its CSV, Q&A Display link, User Hours with
 * refresh, Add to Calendar, and the super-admin settings under a divider. A Q&A CSV whose writer
 * cannot be loaded alerts 'An error occurred.'.
 * @example <Miscellaneous booking={booking} superAdmin={false} onCopied={showSnackbar} />
 */
export function Miscellaneous({ booking, superAdmin, onCopied, api }: MiscellaneousProps) {
  const texts = useTexts(mainTextTable);
  const locale = useLocale();
  const titleId = useId();
  const links = useLinks();
  const alert = useAlert();
  const qa = useSaveBooking(booking.bookingID, api);
  const usage = useBookingUsage(booking.bookingID, api);
  const fetchQuestions = useFetchQuestions(booking.bookingID, api);
  const qaDisplay = buildLink(links.qaDisplay, booking.publicAppLoginCode);

  const downloadQuestions = async () => {
    const writer = questionsCsvFile.load(); // beside the questions' fetch; null when it failed to load
    const questions = await fetchQuestions();
    const csv = await writer;
    // The panel's generic 'An error occurred.' (as for clearing the calendar).
    if (!csv) return alert(texts.clearCalendarError);
    csv.downloadQuestions(booking, questions);
  };

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{texts.miscellaneous}</SectionTitle>
      <CapacityRow booking={booking} api={api} />
      <Row>
        <Switch
          label={texts.qa}
          checked={booking.enableQA}
          busy={qa.isPending}
          onChange={(enableQA) => qa.save(() => ({ enableQA })).catch((error: unknown) => console.error(error))}
        />
        <span />
        <RowActions>
          <IconButton
            label={texts.downloadQa}
            size="sm"
            onClick={() => void downloadQuestions().catch((error: unknown) => console.error(error))}
            {...preloadOnIntent(questionsCsvFile.preload)}
          >
            <Download />
          </IconButton>
        </RowActions>
      </Row>
      <Row>
        <RowLabel>{texts.qaDisplay}</RowLabel>
        <RowValue>{qaDisplay}</RowValue>
        <RowActions>
          <CopyButton text={qaDisplay} label={texts.copyLink(texts.qaDisplay)} size="sm" onCopied={onCopied} />
        </RowActions>
      </Row>
      <Row>
        <RowLabel>{texts.userHours}</RowLabel>
        <RowValue>{hoursText(usageHours(usage.data ?? 0), locale)}</RowValue>
        <RowActions>
          <IconButton label={texts.refreshUserHours} size="sm" busy={usage.isFetching} onClick={() => void usage.refetch()}>
            <RefreshCw />
          </IconButton>
        </RowActions>
      </Row>
      <CalendarSetting booking={booking} api={api} />
      {superAdmin ? (
        <>
          <Divider />
          <ServerSettings booking={booking} api={api} />
        </>
      ) : null}
    </Section>
  );
}
