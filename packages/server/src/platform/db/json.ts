/**
 * Nested parts are stored as JSON text in both dialects. These helpers keep the casts in one place.
 * @example
 * const slides = fromJson<string[]>(row.slides);
 */
export function fromJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

/** @example toJson(['a.png']) // '["a.png"]' */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** Stored flags are 0/1. @example flag(true) // 1 */
export function flag(value: boolean): number {
  return value ? 1 : 0;
}

/** @example isSet(1) // true */
export function isSet(value: number | null | undefined): boolean {
  return value === 1;
}
