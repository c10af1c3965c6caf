import type { SystemCheck } from '@greenroom/core';

// A sample check for the SystemCheckDetails stories and tests (a stories file may export only stories).

/** A check that passed some tests and failed others (camera, game server, screenshare). */
export const SYSTEM_CHECK_SAMPLE: SystemCheck = {
  systemCheckID: 'check-42',
  timestamp: '2026-11-21T15:00:00Z',
  firstName: 'Ada',
  lastName: 'Lovelace',
  comment: 'Camera blocked by the office firewall',
  data: {
    browserName: 'Chrome',
    browserVersion: '120',
    operatingSystem: 'macOS',
    operatingSystemVersion: '14.2',
    canReachAWS: true,
    canReachGameServer: false,
    canReachLiveswitch: true,
    areWebWorkersSupported: true,
    hasMic: true,
    hasCamera: false,
    hasCameraPermissions: false,
    hasMicPermissions: true,
    canScreenshare: false,
    canVideoStream: true,
    isWebRTCSupported: true,
  },
};

/** A check without a last name, browser version or comment (the fields the form leaves blank). */
export const SPARSE_SYSTEM_CHECK_SAMPLE: SystemCheck = {
  ...SYSTEM_CHECK_SAMPLE,
  systemCheckID: 'check-43',
  lastName: '',
  comment: '',
  data: { ...SYSTEM_CHECK_SAMPLE.data, browserVersion: '', operatingSystemVersion: '' },
};
