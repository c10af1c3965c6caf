import { Type } from 'typebox';
import { VersionAnswer } from '../platform/http/schemas';

// TypeBox schemas of the presentations calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const Presentation = Type.Object(
  {
    presentationID: Type.String(),
    spaceID: Type.String(),
    name: Type.String(),
    slides: Type.Array(Type.String()),
    thumbnailRoot: Type.String(),
    version: VersionAnswer,
  },
  { title: 'Presentation' },
);
