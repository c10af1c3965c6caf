import type * as Core from '@greenroom/core';
import type { Static } from 'typebox';
import type * as Http from '../http/schemas';
import type * as Answers from './schemas';

/**
 * Compile-time checks that every TypeBox response schema describes exactly core's entity type:
 * when a schema and its entity drift apart, `tsc` (and so the build) fails on the line naming them.
 * Nothing here runs.
 */

/**
 * True when A and B are assignable both ways: a required field added to, dropped from or retyped
 * in one side alone makes it false. (Optional fields one side lacks still pass.)
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when given `true`: `AssertSame<Same<Static<typeof Schema>, Entity>>`. */
export type AssertSame<T extends true> = T;

export type SchemaChecks = [
  AssertSame<Same<Static<typeof Http.Producer>, Core.Producer>>,
  AssertSame<Same<Static<typeof Http.Project>, Core.Project>>,
  AssertSame<Same<Static<typeof Http.SpaceSummary>, Core.SpaceSummary>>,
  AssertSame<Same<Static<typeof Http.Calendar>, Core.Calendar>>,
  AssertSame<Same<Static<typeof Http.Presentation>, Core.Presentation>>,
  AssertSame<Same<Static<typeof Http.LinkErrorMessages>, Core.LinkErrorMessages>>,
  AssertSame<Same<Static<typeof Http.AttendanceRecord>, Core.AttendanceRecord>>,
  AssertSame<Same<Static<typeof Http.SystemCheck>, Core.SystemCheck>>,
  AssertSame<Same<Static<typeof Http.InvalidSpaceRecord>, Core.InvalidSpaceRecord>>,
  AssertSame<Same<Static<typeof Http.UploadTarget>, Core.UploadTarget>>,
  AssertSame<Same<Static<typeof Answers.BulkRowError>, Core.BulkRowError>>,
  AssertSame<Same<Static<typeof Answers.EmailTemplate>, Core.EmailTemplate>>,
];
