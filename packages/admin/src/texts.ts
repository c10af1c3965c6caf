// The admin text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { adminTexts, type AdminTexts } from './texts.en';

export { adminTexts, type AdminTexts };

/**
 * The admin screens' text table ('admin'): English, German, and what a host overrides through
 * `texts={{ admin: { … } }}`.
 * @example
 * const texts = useTexts(adminTextTable);
 * texts.success // 'Success', or 'Erfolgreich' in German
 */
export const adminTextTable = defineTexts<AdminTexts>('admin', adminTexts, {
  de: () => import('./texts.de').then((module) => module.adminTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    admin: AdminTexts;
  }
}
