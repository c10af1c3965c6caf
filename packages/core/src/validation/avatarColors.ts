import type { ColorPair } from '../entities';
import { messages } from './messages';

/**
 * Number of avatar colour slots (docs/reference/portal.md §9).
 * @example avatarColorSlots([]).length === AVATAR_COLOR_SLOTS // true
 */
export const AVATAR_COLOR_SLOTS = 8;

/**
 * One slot of the avatar colour editor; a missing colour is '' or null.
 * @example const slot: AvatarColorSlot = { enabled: true, primary: '#FF0000', secondary: '' }
 */
export interface AvatarColorSlot {
  enabled: boolean;
  primary: string | null;
  secondary: string | null;
}

/**
 * Result of validateAvatarColors.
 * @example const { ok, slotErrors, pairs }: AvatarColorsCheck = validateAvatarColors(slots)
 */
export interface AvatarColorsCheck {
  /** True when nothing blocks the save. */
  ok: boolean;
  /** One entry per slot: null or the problem of that slot. */
  slotErrors: (string | null)[];
  /** The pairs to save, in slot order: enabled slots with both colours. */
  pairs: ColorPair[];
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Avatar colours: an enabled slot with both colours is saved; with only one it is flagged and the
 * save blocked; with neither it is treated as disabled. Colours must be #RGB or #RRGGBB.
 * More than 8 slots is a programming error and throws a RangeError.
 * @example
 * validateAvatarColors([
 *   { enabled: true, primary: '#FF0000', secondary: '#00FF00' },
 *   { enabled: true, primary: '#0000FF', secondary: '' },
 *   { enabled: true, primary: '', secondary: '' },
 * ])
 * // { ok: false, slotErrors: [null, 'Choose both a primary and a secondary color', null], pairs: [{ primary: '#FF0000', secondary: '#00FF00' }] }
 */
export function validateAvatarColors(slots: readonly AvatarColorSlot[]): AvatarColorsCheck {
  if (slots.length > AVATAR_COLOR_SLOTS) {
    throw new RangeError(`At most ${AVATAR_COLOR_SLOTS} avatar color slots, got ${slots.length}`);
  }
  const pairs: ColorPair[] = [];
  const slotErrors = slots.map((slot): string | null => {
    if (!slot.enabled) return null;
    const primary = (slot.primary ?? '').trim();
    const secondary = (slot.secondary ?? '').trim();
    if (primary === '' && secondary === '') return null;
    if (primary === '' || secondary === '') return messages.avatarColorsIncomplete;
    if (!HEX_COLOR.test(primary) || !HEX_COLOR.test(secondary)) return messages.avatarColorInvalid;
    pairs.push({ primary, secondary });
    return null;
  });
  return { ok: slotErrors.every((error) => error === null), slotErrors, pairs };
}

/**
 * Editor slots from the saved pairs: one enabled slot per pair, the rest disabled and empty.
 * @example avatarColorSlots([{ primary: '#FF0000', secondary: '#00FF00' }]).length // 8
 */
export function avatarColorSlots(pairs: readonly ColorPair[]): AvatarColorSlot[] {
  return Array.from({ length: AVATAR_COLOR_SLOTS }, (_, index) => {
    const pair = pairs[index];
    return pair
      ? { enabled: true, primary: pair.primary, secondary: pair.secondary }
      : { enabled: false, primary: '', secondary: '' };
  });
}
