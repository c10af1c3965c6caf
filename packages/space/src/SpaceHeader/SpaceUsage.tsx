import { usageHours } from '@greenroom/core';
import { IconButton } from '@greenroom/ui';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSpaceUsage, type SpaceWindowApi } from '../data/queries';
import { spaceTexts } from '../texts';
import { FieldLabel, HeaderField, HoursPlaceholder, UsageValue } from './styles';

interface SpaceUsageProps {
  api: SpaceWindowApi;
  spaceID: string;
  maximumUserHours: number;
}

/** What holds the place of the hours before any are shown: the width of 'h.hh'. */
const FIRST_PLACEHOLDER = usageHours(0);

/**
 * 'Usage: <hours used> / <maximumUserHours> hours' with a refresh button. The hours used are blank
 * while loading and 0 when the call fails (docs/reference/portal.md §4, §8). Meanwhile the last hours shown
 * hold their place unseen, so the row keeps its size without reserving room after 'Usage:'.
 */
export function SpaceUsage({ api, spaceID, maximumUserHours }: SpaceUsageProps) {
  const usage = useSpaceUsage(api, spaceID);
  const hours = usageHours(usage.isError ? 0 : usage.data?.usageSeconds);
  const [lastShown, setLastShown] = useState(FIRST_PLACEHOLDER);
  if (!usage.isFetching && hours !== lastShown) setLastShown(hours);
  const ofMaximum = ` / ${maximumUserHours} ${spaceTexts.hours}`;
  return (
    <HeaderField data-ui="SpaceUsage">
      <FieldLabel>{spaceTexts.usage}</FieldLabel>
      {usage.isFetching ? (
        <UsageValue aria-busy="true">
          <HoursPlaceholder aria-hidden="true">{lastShown}</HoursPlaceholder>
          {ofMaximum}
        </UsageValue>
      ) : (
        <UsageValue>{`${hours}${ofMaximum}`}</UsageValue>
      )}
      <IconButton size="sm" label={spaceTexts.refreshUsage} busy={usage.isFetching} onClick={() => void usage.refetch()}>
        <RefreshCw />
      </IconButton>
    </HeaderField>
  );
}
