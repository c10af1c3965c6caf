import { Type } from 'typebox';
import { Id, strict } from '../http/schemas';
import { BulkRowError, RegistrationRowInput } from './schemas';

/** A row's status in a guest import (core's ImportRowStatus). */
const ImportRowStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('update'),
  Type.Literal('unchanged'),
  Type.Literal('duplicate'),
  Type.Literal('error'),
]);

/** POST /registrations/bulk: the rows, plus the preview (dryRun) and update-by-email options. */
export const BulkImportBody = strict({
  bookingID: Id,
  rows: Type.Array(RegistrationRowInput, { maxItems: 10_000 }),
  dryRun: Type.Optional(Type.Boolean()),
  updateByEmail: Type.Optional(Type.Boolean()),
});

/** The accepted import (or, with dryRun, what it would do). */
export const BulkImportOk = Type.Object({
  ok: Type.Literal(true),
  created: Type.Integer(),
  updated: Type.Optional(Type.Integer()),
  unchanged: Type.Optional(Type.Integer()),
  duplicates: Type.Optional(Type.Integer()),
  statuses: Type.Optional(Type.Array(ImportRowStatus)),
  dryRun: Type.Optional(Type.Boolean()),
});

/** The refused import: every bad row, and with the options every row's status. */
export const BulkImportRefused = Type.Object({
  ok: Type.Literal(false),
  message: Type.String(),
  errors: Type.Array(BulkRowError),
  statuses: Type.Optional(Type.Array(ImportRowStatus)),
});
