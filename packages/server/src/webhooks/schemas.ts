import { WEBHOOK_EVENT_TYPES, WEBHOOK_LOG_LIMITS } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { Id, Line, singleLine, strict, VersionInput } from '../platform/http/schemas';

// TypeBox schemas of the webhook calls: request allow-lists (objects refuse unknown fields) and
// answer shapes (docs/architecture.md#the-servers-shape). Titled entities become OpenAPI components.

const EventType = Type.Enum([...WEBHOOK_EVENT_TYPES]);
const Instant = Type.String({ description: 'ISO 8601' });

export const Webhook = Type.Object(
  {
    webhookID: Type.String(),
    projectID: Type.String(),
    url: Type.String(),
    events: Type.Array(EventType),
    enabled: Type.Boolean(),
    disabledReason: Type.Union([Type.String(), Type.Null()], { description: 'Why the server turned it off; null when on or turned off by a person' }),
    createdAt: Instant,
    secretRotatedAt: Type.Union([Instant, Type.Null()]),
    version: Type.Integer(),
  },
  { title: 'Webhook' },
);

export const WebhookWithSecret = Type.Object(
  { webhook: Webhook, secret: Type.String({ description: 'The signing secret, shown this once' }) },
  { title: 'WebhookWithSecret' },
);

export const WebhookDelivery = Type.Object(
  {
    deliveryID: Type.String(),
    webhookID: Type.String(),
    eventID: Type.String(),
    eventType: EventType,
    state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
    attempts: Type.Integer(),
    responseStatus: Type.Union([Type.Integer(), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
    createdAt: Instant,
    lastAttemptAt: Type.Union([Instant, Type.Null()]),
    nextAttemptAt: Type.Union([Instant, Type.Null()]),
  },
  { title: 'WebhookDelivery' },
);

// The address and events are checked by core's checkWebhookInput (exact field errors); the schema bounds the work.
const Url = singleLine({ maxLength: 4000 });
const Events = Type.Array(Line(100), { maxItems: 100 });

export const WebhookCreateBody = strict({ projectID: Id, url: Url, events: Events });

export const WebhookUpdateBody = strict({
  webhookID: Id,
  url: Type.Optional(Url),
  events: Type.Optional(Events),
  enabled: Type.Optional(Type.Boolean()),
  version: Type.Optional(VersionInput),
});

export const WebhookIdBody = strict({ webhookID: Id });

export const WebhookIdQuery = Type.Object({ webhookID: Id });

export const WebhookListQuery = Type.Object({ projectID: Id });

export const DeliveryLogQuery = Type.Object({
  webhookID: Id,
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', description: `At most ${WEBHOOK_LOG_LIMITS.max} (default ${WEBHOOK_LOG_LIMITS.default})` })),
});

export const DeliveryIdBody = strict({ deliveryID: Id });
