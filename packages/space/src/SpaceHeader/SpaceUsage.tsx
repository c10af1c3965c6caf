import { usageHours } from '@greenroom/core';
import { IconButton } from '@greenroom/ui';
import { RefreshCw } from 'lucide-react';
import { useSpaceUsage, type SpaceWindowApi } from '../data/queries';
import { spaceTexts } from '../texts';
import { FieldLabel, HeaderField } from './styles';

interface SpaceUsageProps {
  api: SpaceWindowApi;
  spaceID: string;
  maximumUserHours: number;
}

/**
 * 'Usage: <hours used> / <maximumUserHours> hours' with a refresh button. The hours used are blank
 * while loading and 0 when the call fails (spec/portal.md §4, §8).
 */
export function SpaceUsage({ api, spaceID, maximumUserHours }: SpaceUsageProps) {
  const usage = useSpaceUsage(api, spaceID);
  const used = usage.isFetching ? '' : usageHours(usage.isError ? 0 : usage.data?.usageSeconds);
  return (
    <HeaderField data-ui="SpaceUsage">
      <FieldLabel>{spaceTexts.usage}</FieldLabel>
      <span aria-busy={usage.isFetching || undefined}>
        {used} / {maximumUserHours} {spaceTexts.hours}
      </span>
      <IconButton size="sm" label={spaceTexts.refreshUsage} busy={usage.isFetching} onClick={() => void usage.refetch()}>
        <RefreshCw />
      </IconButton>
    </HeaderField>
  );
}
