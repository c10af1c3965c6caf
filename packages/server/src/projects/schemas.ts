import { Type } from 'typebox';
import { keyed } from '../platform/http/schemas';

// TypeBox schemas of the projects calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const SpaceRef = Type.Object({ spaceID: Type.String(), spaceName: Type.String() }, { title: 'SpaceRef' });

export const Project = Type.Object({ projectID: Type.String(), projectName: Type.String(), spaces: keyed(SpaceRef) }, { title: 'Project' });
