import { Type } from 'typebox';
import { Id, keyed, Name, singleLine, strict, VersionAnswer } from '../platform/http/schemas';

// TypeBox schemas of the producers calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const ProjectRef = Type.Object({ projectID: Type.String(), projectName: Type.String() }, { title: 'ProjectRef' });

export const ProjectRefInput = strict({ projectID: Id, projectName: Name });

export const ProjectMapInput = Type.Record(singleLine({ maxLength: 100 }), ProjectRefInput, { maxProperties: 1000 });

export const Producer = Type.Object(
  {
    producerID: Type.String(),
    name: Type.String(),
    role: Type.Number(),
    projects: keyed(ProjectRef),
    username: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    version: VersionAnswer,
  },
  { title: 'Producer' },
);
