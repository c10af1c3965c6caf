import { EmptyState } from '@greenroom/ui';
import { bookingTexts } from '../texts';

/**
 * What a tab shows until its issue lands: says so plainly.
 * @example <PlaceholderPanel label="Guest List" />
 */
export function PlaceholderPanel({ label }: { label: string }) {
  return <EmptyState title={label} message={bookingTexts.placeholder(label)} />;
}
