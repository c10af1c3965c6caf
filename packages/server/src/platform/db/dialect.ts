/** The two supported databases. */
export type DialectName = 'sqlite' | 'postgres';

/** Column types that differ between the dialects; everything else is spelled the same. @example columnTypes('postgres').bytes // 'bytea' */
export function columnTypes(dialect: DialectName): { bytes: 'blob' | 'bytea' } {
  return { bytes: dialect === 'postgres' ? 'bytea' : 'blob' };
}
