import { Type } from 'typebox';
import { singleLine, strict } from '../platform/http/schemas';

// TypeBox schemas of the system calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

const Flag = Type.Boolean();

export const SystemCheckDataInput = strict({
  browserName: singleLine({ maxLength: 100 }),
  browserVersion: singleLine({ maxLength: 100 }),
  operatingSystem: singleLine({ maxLength: 100 }),
  operatingSystemVersion: singleLine({ maxLength: 100 }),
  canReachAWS: Flag,
  canReachGameServer: Flag,
  canReachLiveswitch: Flag,
  areWebWorkersSupported: Flag,
  hasMic: Flag,
  hasCamera: Flag,
  hasCameraPermissions: Flag,
  hasMicPermissions: Flag,
  canScreenshare: Flag,
  canVideoStream: Flag,
  isWebRTCSupported: Flag,
});

export const SystemCheck = Type.Object(
  {
    systemCheckID: Type.String(),
    timestamp: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    comment: Type.String(),
    data: Type.Object(SystemCheckDataInput.properties, { title: 'SystemCheckData' }),
  },
  { title: 'SystemCheck' },
);
