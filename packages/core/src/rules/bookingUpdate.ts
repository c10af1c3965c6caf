import type { Booking, GuestFlow, IntakeField, LinkErrorMessages } from '../entities';
import { checkGuestFlow, defaultGuestFlow } from './guestFlow';
import { messages, validateLeaveMeetingUrl, validateRequired, validateSupportMessage } from '../validation';
import { toEpochMs } from '../time';
import { normalizeIntakeFields } from './intakeFields';
import { sameValue } from './sameValue';
import {
  PRIVATE_VIDEO_OPTIONS,
  resolveGameServer,
  resolveVideoServer,
  type GameServerChoice,
  type ServerOptions,
  type VideoServerChoice,
} from './serverOptions';

/** Fields any producer with access to the booking may change through PUT /booking. */
export const PRODUCER_FIELDS = [
  'name',
  'calendarID',
  'start',
  'end',
  'doorsOpen',
  'doorsClosed',
  'enableDoors',
  'accessTime',
  'capacity',
  'registrationCapacity',
  'useRegistrationCapacity',
  'gracePeriodMinutes',
  'enableQA',
  'intakeFields',
  'errorMessages',
  'supportMessage',
  'enableSupport',
  'hangUpURL',
  'registrationNotificationEmailAddress',
] as const satisfies readonly (keyof Booking)[];

/** Fields only a super-admin (role 0) may change (docs/reference/bookings.md §6). */
export const SUPER_ADMIN_FIELDS = [
  'sendEntryNotifications',
  'showInRoomHelpButton',
  'privateCloud',
  'videoServer',
  'videoServerAppID',
  'gameServer',
  'gamePort',
] as const satisfies readonly (keyof Booking)[];

/** The stored parts of a booking that PUT /booking can change. */
export type EditableBooking = Pick<Booking, (typeof PRODUCER_FIELDS)[number] | (typeof SUPER_ADMIN_FIELDS)[number]> & { guestFlow: GuestFlow };

/** PUT /booking's body: the whole booking, where the server-change fields may also name an option. */
export type BookingPutBody = Omit<Booking, 'updatedVideoServer' | 'updatedGameServer'> & {
  updatedVideoServer?: VideoServerChoice;
  updatedGameServer?: GameServerChoice;
};

/** What became of a PUT /booking body. */
export type UpdatePlan =
  | { ok: true; next: EditableBooking; changed: boolean }
  | { ok: false; kind: 'forbidden'; fields: string[] }
  | { ok: false; kind: 'invalid'; fieldErrors: Record<string, string> };

const same = sameValue;

function pick<K extends keyof Booking>(booking: Booking | BookingPutBody, keys: readonly K[]): Pick<Booking, K> {
  const result = {} as Pick<Booking, K>;
  for (const key of keys) (result as Record<string, unknown>)[key] = (booking as Record<string, unknown>)[key];
  return result;
}

function checkInstant(errors: Record<string, string>, field: string, value: string, required: boolean): void {
  if (value === '' && !required) return;
  if (toEpochMs(value) === null) errors[field] = messages.invalidDateTime;
}

function checkErrorMessages(errors: Record<string, string>, next: LinkErrorMessages, previous: LinkErrorMessages): void {
  for (const key of Object.keys(next) as (keyof LinkErrorMessages)[]) {
    if (next[key] === previous[key]) continue;
    const message = validateRequired(next[key]);
    if (message) errors[`errorMessages.${key}`] = message;
  }
}

/**
 * Decide what a PUT /booking body changes. Only {@link PRODUCER_FIELDS} (and, for a super-admin,
 * {@link SUPER_ADMIN_FIELDS}) are taken; everything else in the body (ids, codes, counts,
 * templates, version) is ignored. A producer who is not a super-admin CHANGING a super-admin field
 * is refused (sending the stored value is fine). `updatedVideoServer` / `updatedGameServer` (an
 * option name or its configured address) set the booking's server address; the video option also
 * sets privateCloud. Settings are checked only when they change: times parse, intake fields name
 * the six, a changed link error message is non-blank, the support message is required while
 * support is active, the leave-meeting URL starts with http. Booking rules (name, capacity,
 * doors, space window) are {@link checkBookingRules}'s job.
 * @example
 * const plan = planBookingUpdate(stored, body, { superAdmin: false, serverOptions });
 * if (!plan.ok && plan.kind === 'forbidden') throw new ApiError(403, '...');
 */
export function planBookingUpdate(
  stored: Booking,
  body: BookingPutBody,
  options: { superAdmin: boolean; serverOptions: ServerOptions },
): UpdatePlan {
  const previous: EditableBooking = { ...pick(stored, PRODUCER_FIELDS), ...pick(stored, SUPER_ADMIN_FIELDS), guestFlow: stored.guestFlow ?? defaultGuestFlow() };
  // A body without a guest flow keeps the stored one (issue 27: older clients do not send it).
  const requested: EditableBooking = { ...pick(body, PRODUCER_FIELDS), ...pick(body, SUPER_ADMIN_FIELDS), guestFlow: body.guestFlow ?? previous.guestFlow };
  const fieldErrors: Record<string, string> = {};

  if (body.updatedVideoServer !== undefined) {
    const option = resolveVideoServer(options.serverOptions, body.updatedVideoServer);
    if (option === null) {
      fieldErrors.updatedVideoServer = 'Unknown video server';
    } else {
      const address = options.serverOptions.video[option];
      requested.videoServer = address.url;
      requested.videoServerAppID = address.appID;
      // Only a real change of server moves the booking on or off a private cloud.
      if (address.url !== stored.videoServer || address.appID !== stored.videoServerAppID) {
        requested.privateCloud = PRIVATE_VIDEO_OPTIONS.includes(option);
      }
    }
  }
  if (body.updatedGameServer !== undefined) {
    const option = resolveGameServer(options.serverOptions, body.updatedGameServer);
    if (option === null) {
      fieldErrors.updatedGameServer = 'Unknown game server';
    } else {
      requested.gameServer = options.serverOptions.game[option].url;
      requested.gamePort = options.serverOptions.game[option].port;
    }
  }

  const forbidden = SUPER_ADMIN_FIELDS.filter((key) => !same(requested[key], previous[key]));
  if (!options.superAdmin && forbidden.length > 0) return { ok: false, kind: 'forbidden', fields: forbidden };

  const intakeFields: IntakeField[] | null = same(requested.intakeFields, previous.intakeFields)
    ? previous.intakeFields
    : normalizeIntakeFields(requested.intakeFields);
  if (intakeFields === null) fieldErrors.intakeFields = 'Intake fields must list First Name, Last Name, Company, Email, Phone and Address once each';

  const next: EditableBooking = {
    ...requested,
    name: requested.name.trim(),
    intakeFields: intakeFields ?? previous.intakeFields,
    start: { ...requested.start, timeValue: toEpochMs(requested.start.time) ?? requested.start.timeValue },
    end: { ...requested.end, timeValue: toEpochMs(requested.end.time) ?? requested.end.timeValue },
  };

  if (!same(next.accessTime, previous.accessTime)) checkInstant(fieldErrors, 'accessTime', next.accessTime, true);
  if (!same(next.doorsOpen, previous.doorsOpen)) checkInstant(fieldErrors, 'doorsOpen', next.doorsOpen, false);
  if (!same(next.doorsClosed, previous.doorsClosed)) checkInstant(fieldErrors, 'doorsClosed', next.doorsClosed, false);
  checkErrorMessages(fieldErrors, next.errorMessages, previous.errorMessages);
  if (next.supportMessage !== previous.supportMessage || next.enableSupport !== previous.enableSupport) {
    const message = validateSupportMessage(next.supportMessage, { active: next.enableSupport });
    if (message) fieldErrors.supportMessage = message;
  }
  if (!same(next.guestFlow, previous.guestFlow)) Object.assign(fieldErrors, checkGuestFlow(next.guestFlow)?.fieldErrors);
  if (next.hangUpURL !== previous.hangUpURL) {
    const message = validateLeaveMeetingUrl(next.hangUpURL);
    if (message) fieldErrors.hangUpURL = message;
  }

  if (Object.keys(fieldErrors).length > 0) return { ok: false, kind: 'invalid', fieldErrors };
  return { ok: true, next, changed: !same(next, previous) };
}
