import { ComingSoonPanel } from '../pages/ComingSoonPanel';

/**
 * The Presentations tab of the space window (wired to @greenroom/presentations).
 * @example
 * presentations: ({ space }) => <PresentationsTabPanel spaceID={space.spaceID} />
 */
export function PresentationsTabPanel(_props: { spaceID: string }) {
  return <ComingSoonPanel feature="Presentations" />;
}
