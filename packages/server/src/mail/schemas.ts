import { Type } from 'typebox';
import { Id, Line, MultiLineText, strict, VersionAnswer, VersionInput } from '../platform/http/schemas';

// TypeBox schemas of the mail calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const EmailTemplate = Type.Object(
  {
    emailTemplateID: Type.String(),
    emailTemplateName: Type.String(),
    subject: Type.String(),
    from: Type.String(),
    replyTo: Type.String(),
    body: Type.String(),
    HTML: Type.Boolean(),
    system: Type.Boolean(),
    version: VersionAnswer,
    translations: Type.Optional(Type.Record(Type.String(), Type.Object({ subject: Type.String(), body: Type.String() }))),
  },
  { title: 'EmailTemplate' },
);

export const EmailTemplateCreated = Type.Object(
  {
    emailTemplateID: Type.String(),
    emailTemplateName: Type.String(),
    system: Type.Boolean(),
    HTML: Type.Boolean(),
  },
  { title: 'EmailTemplateCreated' },
);

export const EmailTemplateCreateBody = strict({ bookingID: Id, emailTemplateName: Line(200) });

export const EmailTemplateUpdateBody = strict({
  bookingID: Id,
  emailTemplateID: Id,
  subject: Line(500),
  from: Line(200),
  replyTo: Line(254),
  body: MultiLineText(200_000),
  system: Type.Boolean(),
  html: Type.Boolean(),
  version: Type.Optional(VersionInput),
  /** Issue 27: the template in other languages; left out, the stored ones stay. */
  translations: Type.Optional(Type.Record(Line(20), strict({ subject: Line(500), body: MultiLineText(200_000) }), { maxProperties: 20 })),
});

/** A recipient as the spec sends it: a registration id, or a registration object (only its `registrationID` is read). */
const Recipient = Type.Union([Id, Type.Object({ registrationID: Id })]);

/**
 * POST /email-parse-request. The list's bounds are the rule book's checkRecipientList (400
 * `toSend: Required`, or past MAX_SEND_RECIPIENTS), worded as the memory backend words them; the
 * app's 1 MiB body limit keeps what Ajv reads small.
 */
export const EmailQueueBody = strict({
  bookingID: Id,
  spaceID: Id,
  emailTemplateID: Id,
  toSend: Type.Array(Recipient),
});

/** Its answer: who was queued, who was refused and why (nothing is delivered during the request). */
export const EmailQueued = Type.Object({
  sendID: Type.String(),
  sent: Type.Array(Type.String()),
  queued: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ registrationID: Type.String(), message: Type.String() })),
});

/** GET /email-deliveries: every delivery of a booking, oldest first. */
export const EmailDeliveries = Type.Array(
  Type.Object({
    deliveryID: Type.String(),
    sendID: Type.String(),
    registrationID: Type.String(),
    emailTemplateID: Type.String(),
    state: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
    attempts: Type.Integer(),
    reason: Type.String(),
    updatedAt: Type.Number(),
  }),
);
