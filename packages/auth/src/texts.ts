// The auth text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { authTexts, type AuthTexts } from './texts.en';

export { authTexts, type AuthTexts };

/**
 * The text table of the sign-in screens, the session keeper and the admin gate: English, German,
 * and a host's overrides under `auth`.
 * @example
 * const texts = useTexts(authTextTable);
 * return <TextField label={texts.username} … />;
 * // a host: <PortalProvider locale="de" texts={{ auth: { login: 'EINLOGGEN' } }} …>
 */
export const authTextTable = defineTexts<AuthTexts>('auth', authTexts, {
  de: () => import('./texts.de').then((module) => module.authTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    auth: AuthTexts;
  }
}
