import type { ReactNode } from 'react';
import { EmptyState } from '@greenroom/ui';

/**
 * What a tab or admin screen shows until its feature ships: says so plainly, never fake data.
 * @example
 * <ComingSoonPanel feature="Branding" />
 */
export function ComingSoonPanel({ feature, children }: { feature: string; children?: ReactNode }) {
  return (
    <div data-ui="ComingSoonPanel" role="region" aria-label={`${feature} (coming soon)`}>
      <EmptyState
        title={`${feature}: coming soon`}
        message={children ?? `${feature} is not available in this version of the portal yet.`}
      />
    </div>
  );
}
