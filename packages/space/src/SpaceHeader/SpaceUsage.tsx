import { usageHours, useLocale, useTexts } from '@greenroom/core';
import { IconButton } from '@greenroom/ui';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSpaceUsage, type SpaceWindowApi } from '../data/queries';
import { spaceTextTable } from '../texts';
import { FieldLabel, HeaderField, HoursPlaceholder, UsageValue } from './styles';

interface SpaceUsageProps {
  api: SpaceWindowApi;
  spaceID: string;
  maximumUserHours: number;
}

/** What holds the place of the hours before any are shown: the width of 'h.hh'. */
const FIRST_PLACEHOLDER = 0;

/**
 * Numbers as the locale writes them, without grouping (so English keeps the spec's '1234.50'):
 * hours with two decimals ('1.50', German '1,50'), the maximum (whole hours) as given.
 */
function useUsageNumbers() {
  const locale = useLocale();
  return useMemo(
    () => ({
      hours: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
      maximum: new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }),
    }),
    [locale],
  );
}

/**
 * 'Usage: <hours used> / <maximumUserHours> hours' with a refresh button. The hours used are blank
 * while loading and 0 when the call fails (docs/reference/portal.md §4, §8). Meanwhile the last hours shown
 * hold their place unseen, so the row keeps its size without reserving room after 'Usage:'.
 * Numbers follow the provider's locale ('1,50 / 100 Stunden' in German).
 */
export function SpaceUsage({ api, spaceID, maximumUserHours }: SpaceUsageProps) {
  const texts = useTexts(spaceTextTable);
  const numbers = useUsageNumbers();
  const usage = useSpaceUsage(api, spaceID);
  // Rounded by core's rule ('1.50'), then written as the locale writes it.
  const hours = Number(usageHours(usage.isError ? 0 : usage.data?.usageSeconds));
  const [lastShown, setLastShown] = useState(FIRST_PLACEHOLDER);
  if (!usage.isFetching && hours !== lastShown) setLastShown(hours);
  const ofMaximum = ` / ${numbers.maximum.format(maximumUserHours)} ${texts.hours}`;
  return (
    <HeaderField data-ui="SpaceUsage">
      <FieldLabel>{texts.usage}</FieldLabel>
      {usage.isFetching ? (
        <UsageValue aria-busy="true">
          <HoursPlaceholder aria-hidden="true">{numbers.hours.format(lastShown)}</HoursPlaceholder>
          {ofMaximum}
        </UsageValue>
      ) : (
        <UsageValue>{`${numbers.hours.format(hours)}${ofMaximum}`}</UsageValue>
      )}
      <IconButton size="sm" label={texts.refreshUsage} busy={usage.isFetching} onClick={() => void usage.refetch()}>
        <RefreshCw />
      </IconButton>
    </HeaderField>
  );
}
