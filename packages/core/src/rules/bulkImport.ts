import type { BulkImportResult } from '../api/guestImportTypes';
import type { Registration } from '../entities';
import { importAudit } from './audit';
import { importAnswer, importRefusalMessage, planGuestImport, type ImportRowFields, type ImportWrite } from './guestImport';
import { capacityRefusal, type RegistrationRoom } from './registrationCapacity';
import type { FormRules } from './registrationInput';
import type { Refusal } from './refusals';

/** What POST /registrations/bulk asks: the rows (with the guest's language and time zone when the file has them), and the preview and update-by-email options. */
export interface BulkImportRequest {
  rows: readonly ImportRowFields[];
  dryRun?: boolean;
  updateByEmail?: boolean;
}

/** What the import decision reads of the booking, as the backend holds it (the server: under its lock). */
export interface BulkImportFacts extends RegistrationRoom {
  rules: FormRules;
  /**
   * The booking's stored attendees, always: a row whose email matches one (any case) updates it
   * with updateByEmail and never makes a second guest without it.
   */
  existing: readonly Registration[];
}

/**
 * What a backend does with a bulk import:
 * - `rows`: answer 400 with `answer` (every bad row named), write nothing;
 * - `refused`: answer the refusal (409 past the registration capacity), write nothing;
 * - `accepted`: when `write`, store `creates` as new attendees (with their language and time zone) and apply `updates` (brand,
 *   registration data, and the language and time zone where given, by registrationID) in one transaction and record `audit` as `guests.import`;
 *   then answer 200 with `answer`.
 */
export type BulkImportDecision =
  | { kind: 'rows'; answer: Extract<BulkImportResult, { ok: false }> }
  | { kind: 'refused'; refusal: Refusal }
  | {
      kind: 'accepted';
      write: boolean;
      creates: ImportWrite[];
      updates: (ImportWrite & { registrationID: string })[];
      audit: { created: number; updated: number };
      answer: Extract<BulkImportResult, { ok: true }>;
    };

/**
 * The whole bulk-import rule, written once for both backends. The rows are always planned against
 * the booking's stored guests by email (trimmed, any case; core's planGuestImport): a bad row
 * refuses the whole import (400 naming every bad row); a new email makes a guest; an email already
 * stored or already earlier in the file never makes a second guest (issue 25: posting the same rows
 * twice used to double the list) — with updateByEmail it updates the stored guest (or leaves it,
 * when equal), without it the row is skipped as a 'duplicate' of that guest. New guests past the registration
 * limit refuse it with 409; a dry run writes nothing.
 * The answer of a plain import (no option) that created every row stays `{ ok: true, created }`;
 * otherwise it counts every status and lists them.
 * @example
 * const decision = decideBulkImport({ rows, dryRun: true }, { rules, existing: stored, registrationCount: 3, limit: 150 });
 * if (decision.kind === 'accepted' && decision.write) store(decision.creates, decision.updates);
 */
export function decideBulkImport(request: BulkImportRequest, facts: BulkImportFacts): BulkImportDecision {
  const dryRun = request.dryRun === true;
  const withOptions = dryRun || request.updateByEmail === true;
  const plan = planGuestImport(request.rows, facts.existing, facts.rules, { updateByEmail: request.updateByEmail === true });
  if (plan.errors.length > 0) {
    const refused = { ok: false as const, message: importRefusalMessage(plan, request.rows.length), errors: plan.errors };
    return { kind: 'rows', answer: withOptions ? { ...refused, statuses: plan.statuses } : refused };
  }
  const refusal = capacityRefusal(facts, plan.creates.length);
  if (refusal) return { kind: 'refused', refusal };
  const everyRowNew = plan.creates.length === request.rows.length;
  const answer = withOptions || !everyRowNew ? importAnswer(plan, dryRun) : { ok: true as const, created: plan.creates.length };
  return { kind: 'accepted', write: !dryRun, creates: plan.creates, updates: plan.updates, audit: importAudit(answer), answer };
}
