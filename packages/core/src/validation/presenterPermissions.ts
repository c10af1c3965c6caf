import type { PresenterPermissions } from '../entities';

/** Every presenter permission key, General controls first, then Display controls. */
export const PERMISSION_KEYS: readonly (keyof PresenterPermissions)[] = [
  'canPresent',
  'canUseLaser',
  'canControlAvatarAudio',
  'canTeleport',
  'canBreakout',
  'canShareWebcam',
  'canScreenshare',
  'canShareSlides',
  'canShareLocalVideo',
  'canShareLivestream',
  'canShareDefault',
];

/**
 * A new presenter's permissions: all on.
 * @example defaultPresenterPermissions().canShareWebcam // true
 */
export function defaultPresenterPermissions(): PresenterPermissions {
  const permissions = {} as PresenterPermissions;
  for (const key of PERMISSION_KEYS) permissions[key] = true;
  return permissions;
}

/**
 * Permissions as stored (client and server alike): only the known keys, and webcam off whenever present is off.
 * @example normalizePermissions({ ...defaultPresenterPermissions(), canPresent: false }).canShareWebcam // false
 */
export function normalizePermissions(given: PresenterPermissions): PresenterPermissions {
  const permissions = {} as PresenterPermissions;
  for (const key of PERMISSION_KEYS) permissions[key] = given[key] === true;
  if (!permissions.canPresent) permissions.canShareWebcam = false;
  return permissions;
}
