/**
 * True when a database error is a unique-key violation (SQLite or PostgreSQL), i.e. a conflict the
 * client caused rather than a fault.
 * @example
 * try { await insert(); } catch (e) { if (isUniqueViolation(e)) throw conflict(); throw e; }
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
