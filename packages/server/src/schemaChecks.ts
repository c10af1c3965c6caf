import type * as Core from '@greenroom/core';
import type { Static } from 'typebox';
import type * as ApiKeys from './apiKeys/schemas';
import type * as Attendance from './attendance/schemas';
import type * as Bookings from './bookings/schemas';
import type * as Branding from './branding/schemas';
import type * as Calendars from './calendars/schemas';
import type * as Mail from './mail/schemas';
import type * as Presentations from './presentations/schemas';
import type * as Producers from './producers/schemas';
import type * as Projects from './projects/schemas';
import type * as Registrations from './registrations/schemas';
import type * as Spaces from './spaces/schemas';
import type * as System from './system/schemas';
import type * as Webhooks from './webhooks/schemas';
import type * as Uploads from './uploads/schemas';

/**
 * Compile-time checks that every TypeBox response schema describes exactly core's entity type:
 * when a schema and its entity drift apart, `tsc` (and so the build) fails on the line naming them.
 * Nothing here runs.
 */

/** True when A and B are assignable both ways (a required field added, dropped or retyped makes it false). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * True when A and B name the same fields at every depth, optional ones included: Fastify drops a
 * field its schema lacks, so an optional field core has and the schema does not is a bug too.
 */
type SameFields<A, B> = [A] extends [readonly (infer X)[]]
  ? [B] extends [readonly (infer Y)[]]
    ? SameFields<X, Y>
    : false
  : [A] extends [Record<string, unknown>]
    ? Same<keyof A & string, keyof B & string> extends true
      ? AllTrue<{ [K in keyof A & string]-?: K extends keyof B ? SameFields<NonNullable<A[K]>, NonNullable<B[K]>> : false }>
      : false
    : true;

/** True when every value of T is true. */
type AllTrue<T> = false extends T[keyof T] ? false : true;

/** Same type and same fields. */
type Exact<A, B> = Same<A, B> extends true ? SameFields<A, B> : false;

/** A booking as answered: `updatedVideoServer` / `updatedGameServer` are PUT-only requests, never stored or sent back. */
type BookingAnswer = Omit<Core.Booking, 'updatedVideoServer' | 'updatedGameServer'>;

/** Compiles only when given `true`: `AssertSame<Exact<Static<typeof Schema>, Entity>>`. */
export type AssertSame<T extends true> = T;

export type SchemaChecks = [
  AssertSame<Exact<Static<typeof Producers.Producer>, Core.Producer>>,
  AssertSame<Exact<Static<typeof Projects.Project>, Core.Project>>,
  AssertSame<Exact<Static<typeof Spaces.SpaceSummary>, Core.SpaceSummary>>,
  AssertSame<Exact<Static<typeof Calendars.Calendar>, Core.Calendar>>,
  AssertSame<Exact<Static<typeof Presentations.Presentation>, Core.Presentation>>,
  AssertSame<Exact<Static<typeof Bookings.LinkErrorMessages>, Core.LinkErrorMessages>>,
  AssertSame<Exact<Static<typeof Attendance.AttendanceRecord>, Core.AttendanceRecord>>,
  AssertSame<Exact<Static<typeof System.SystemCheck>, Core.SystemCheck>>,
  AssertSame<Exact<Static<typeof Spaces.InvalidSpaceRecord>, Core.InvalidSpaceRecord>>,
  AssertSame<Exact<Static<typeof Uploads.UploadTarget>, Core.UploadTarget>>,
  AssertSame<Exact<Static<typeof Registrations.BulkRowError>, Core.BulkRowError>>,
  AssertSame<Exact<Static<typeof Mail.EmailTemplate>, Core.EmailTemplate>>,
  AssertSame<Exact<Static<typeof Branding.SkinItem>, Core.SkinItem>>,
  AssertSame<Exact<Static<typeof Branding.World>, Core.World>>,
  AssertSame<Exact<Static<typeof Spaces.Space>, Core.Space>>,
  AssertSame<Exact<Static<typeof Bookings.IntakeField>, Core.IntakeField>>,
  AssertSame<Exact<Static<typeof Bookings.Booking>, BookingAnswer>>,
  AssertSame<Exact<Static<typeof Registrations.Registration>, Core.Registration>>,
  AssertSame<Exact<Static<typeof Registrations.Presenter>, Core.Presenter>>,
  AssertSame<Exact<Static<typeof ApiKeys.ApiKey>, Core.ApiKey>>,
  AssertSame<Exact<Static<typeof ApiKeys.ApiKeyCreated>, Core.ApiKeyCreated>>,
  AssertSame<Exact<Static<typeof Webhooks.Webhook>, Core.Webhook>>,
  AssertSame<Exact<Static<typeof Webhooks.WebhookWithSecret>, Core.WebhookWithSecret>>,
  AssertSame<Exact<Static<typeof Webhooks.WebhookDelivery>, Core.WebhookDelivery>>,
];
