import { Type } from 'typebox';
import { singleLine, strict } from '../platform/http/schemas';

// TypeBox schemas of the uploads calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const UploadFileSpec = strict({ name: singleLine({ minLength: 1, maxLength: 255 }), type: singleLine({ minLength: 1, maxLength: 100 }) }, { title: 'UploadFileSpec' });

export const UploadTarget = Type.Object({ url: Type.String(), fileID: Type.String(), fileTypeFormatted: Type.String() }, { title: 'UploadTarget' });
