// The space text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { spaceTexts, type SpaceTexts } from './texts.en';

export { spaceTexts, type SpaceTexts };

/**
 * The space window's text table: English, German, and a host's overrides under `space`.
 * @example
 * const texts = useTexts(spaceTextTable);
 * return <Button onClick={onSignOut}>{texts.signOut}</Button>;
 * // a host: <PortalProvider locale="de" texts={{ space: { signOut: 'Tschüss' } }} …>
 */
export const spaceTextTable = defineTexts<SpaceTexts>('space', spaceTexts, {
  de: () => import('./texts.de').then((module) => module.spaceTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    space: SpaceTexts;
  }
}
