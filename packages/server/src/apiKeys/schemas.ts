import { API_KEY_ACCESS_LEVELS } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { Id, Line, strict } from '../platform/http/schemas';

// TypeBox schemas of the API-key calls: request allow-lists (objects refuse unknown fields) and
// answer shapes (docs/architecture.md#the-servers-shape). Titled entities become OpenAPI components.

const Access = Type.Enum([...API_KEY_ACCESS_LEVELS]);
const Instant = Type.String({ description: 'ISO 8601' });

export const ApiKey = Type.Object(
  {
    apiKeyID: Type.String(),
    name: Type.String(),
    prefix: Type.String({ description: 'The first characters of the key (the rest is never stored)' }),
    projectIDs: Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'null: every project of its owner (super-admins only)' }),
    access: Access,
    ownerID: Type.String(),
    ownerName: Type.String(),
    createdAt: Instant,
    lastUsedAt: Type.Union([Instant, Type.Null()]),
    revokedAt: Type.Union([Instant, Type.Null()]),
  },
  { title: 'ApiKey' },
);

export const ApiKeyCreated = Type.Object(
  { key: ApiKey, secret: Type.String({ description: 'The key, shown this once: send it as `Authorization: Bearer <key>`' }) },
  { title: 'ApiKeyCreated' },
);

// Lengths are the rule's (checkApiKeyInput answers the exact field errors); the schema only bounds the work.
export const ApiKeyCreateBody = strict({
  name: Line(1000),
  projectIDs: Type.Union([Type.Array(Id, { maxItems: 1000 }), Type.Null()]),
  access: Line(40),
});

export const ApiKeyListQuery = Type.Object({ projectID: Type.Optional(Id) });

export const ApiKeyIdQuery = Type.Object({ apiKeyID: Id });
