import { checkVersion, STALE_RECORD_REFUSAL, type Versioned } from '@greenroom/core/rules';
import { apiErrorOf, type ApiError } from './errors';

/**
 * Refuse an update whose `sent` version is not the stored record's (core's checkVersion: 412, or
 * 400 once versions are required), before anything is written.
 * @example assertVersion(storedTemplate, request.body.version);
 */
export function assertVersion(stored: Versioned, sent: number | undefined): void {
  const refusal = checkVersion(stored, sent);
  if (refusal) throw apiErrorOf(refusal);
}

/**
 * The 412 of a write at a version that matched no row: someone else saved the record between the
 * check and the write (core's stale-record refusal, word for word).
 * @example if (!(await updateTemplate(trx, of, edit))) throw staleWrite();
 */
export function staleWrite(): ApiError {
  return apiErrorOf(STALE_RECORD_REFUSAL);
}
