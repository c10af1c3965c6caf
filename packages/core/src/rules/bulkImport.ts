import type { BulkImportResult } from '../api/guestImportTypes';
import type { Registration } from '../entities';
import { importAudit } from './audit';
import { importAnswer, importRefusalMessage, planGuestImport, type ImportWrite } from './guestImport';
import { capacityRefusal, type RegistrationRoom } from './registrationCapacity';
import { checkBulkRows, type FormRules, type RowFields } from './registrationInput';
import type { Refusal } from './refusals';

/** What POST /registrations/bulk asks: the rows, and the preview and update-by-email options. */
export interface BulkImportRequest {
  rows: readonly RowFields[];
  dryRun?: boolean;
  updateByEmail?: boolean;
}

/** What the import decision reads of the booking, as the backend holds it (the server: under its lock). */
export interface BulkImportFacts extends RegistrationRoom {
  rules: FormRules;
  /** The booking's stored attendees; only read with updateByEmail (pass [] otherwise). */
  existing: readonly Registration[];
}

/**
 * What a backend does with a bulk import:
 * - `rows`: answer 400 with `answer` (every bad row named), write nothing;
 * - `refused`: answer the refusal (409 past the registration capacity), write nothing;
 * - `accepted`: when `write`, store `creates` as new attendees and apply `updates` (brand and
 *   registration data by registrationID) in one transaction and record `audit` as `guests.import`;
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
 * The whole bulk-import rule, written once for both backends: with dryRun or updateByEmail the rows
 * are planned against the stored guests (new, update, unchanged, duplicate, error), otherwise each
 * row is checked on its own; any bad row refuses the import; new guests past the registration
 * limit refuse it with 409; a dry run writes nothing.
 * @example
 * const decision = decideBulkImport({ rows, dryRun: true }, { rules, existing: [], registrationCount: 3, limit: 150 });
 * if (decision.kind === 'accepted' && decision.write) store(decision.creates, decision.updates);
 */
export function decideBulkImport(request: BulkImportRequest, facts: BulkImportFacts): BulkImportDecision {
  const dryRun = request.dryRun === true;
  const updateByEmail = request.updateByEmail === true;
  if (dryRun || updateByEmail) {
    const plan = planGuestImport(request.rows, updateByEmail ? facts.existing : [], facts.rules);
    if (plan.errors.length > 0) {
      return { kind: 'rows', answer: { ok: false, message: importRefusalMessage(plan, request.rows.length), errors: plan.errors, statuses: plan.statuses } };
    }
    const refusal = capacityRefusal(facts, plan.creates.length);
    if (refusal) return { kind: 'refused', refusal };
    const answer = importAnswer(plan, dryRun);
    return { kind: 'accepted', write: !dryRun, creates: plan.creates, updates: plan.updates, audit: importAudit(answer), answer };
  }
  const checked = checkBulkRows(request.rows, facts.rules);
  if (!checked.ok) return { kind: 'rows', answer: checked };
  const refusal = capacityRefusal(facts, checked.rows.length);
  if (refusal) return { kind: 'refused', refusal };
  const answer = { ok: true as const, created: checked.rows.length };
  return { kind: 'accepted', write: true, creates: checked.rows, updates: [], audit: importAudit(answer), answer };
}
