// The integrations text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { integrationTexts, type IntegrationTexts } from './texts.en';

export { integrationTexts, type IntegrationTexts };

/**
 * The API keys and webhooks panels' text table: English, German, and a host's overrides under `integrations`.
 * @example
 * const texts = useTexts(integrationTextTable);
 * return <Button>{texts.createKey}</Button>;
 * // a host: <PortalProvider locale="de" texts={{ integrations: { createKey: 'NEUER SCHLÜSSEL' } }} …>
 */
export const integrationTextTable = defineTexts<IntegrationTexts>('integrations', integrationTexts, {
  de: () => import('./texts.de').then((module) => module.integrationTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    integrations: IntegrationTexts;
  }
}
