import { createContext } from 'react';

/**
 * The text tables of every package, by name. Each package adds its own table to this interface
 * (module augmentation), so a host's `texts` overrides are type-checked key by key.
 * @example
 * declare module '@greenroom/core' {
 *   interface GreenroomTexts { bookings: typeof bookingTexts }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each package
export interface GreenroomTexts {}

/** What the texts context carries: the locale in effect and the host's overrides, by table name. */
export interface TextsContextValue {
  /** BCP 47 tag the host asked for ('en' unless told). */
  locale: string;
  /** The host's overrides, keyed by table name. */
  overrides: Record<string, object | undefined>;
}

/** @internal Read it through useTexts and useLocale. */
export const TextsContext = createContext<TextsContextValue>({ locale: 'en', overrides: {} });
