import { usageHours } from '@greenroom/core';
import { IconButton } from '@greenroom/ui';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSpaceUsage, type SpaceWindowApi } from '../data/queries';
import { spaceTexts } from '../texts';
import { FieldLabel, HeaderField, UsageValue } from './styles';

interface SpaceUsageProps {
  api: SpaceWindowApi;
  spaceID: string;
  maximumUserHours: number;
}

/**
 * 'Usage: <hours used> / <maximumUserHours> hours' with a refresh button. The hours used are blank
 * while loading and 0 when the call fails (spec/portal.md §4, §8); the row keeps its size meanwhile.
 */
export function SpaceUsage({ api, spaceID, maximumUserHours }: SpaceUsageProps) {
  const usage = useSpaceUsage(api, spaceID);
  const used = usage.isFetching ? '' : usageHours(usage.isError ? 0 : usage.data?.usageSeconds);
  const text = `${used} / ${maximumUserHours} ${spaceTexts.hours}`;
  // Before any value, reserve room for 'h.hh'; afterwards, for the widest text shown so far.
  const needed = text.length + (used === '' ? 4 : 0);
  const [widest, setWidest] = useState(needed);
  if (needed > widest) setWidest(needed);
  return (
    <HeaderField data-ui="SpaceUsage">
      <FieldLabel>{spaceTexts.usage}</FieldLabel>
      <UsageValue aria-busy={usage.isFetching || undefined} style={{ minWidth: `${Math.max(widest, needed)}ch` }}>
        {text}
      </UsageValue>
      <IconButton size="sm" label={spaceTexts.refreshUsage} busy={usage.isFetching} onClick={() => void usage.refetch()}>
        <RefreshCw />
      </IconButton>
    </HeaderField>
  );
}
