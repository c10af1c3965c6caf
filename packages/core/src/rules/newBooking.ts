import type { Booking, BookingCreatePayload } from '../entities';
import { toEpochMs } from '../time';
import { DEFAULT_ERROR_MESSAGES } from './linkErrors';
import { defaultIntakeFields } from './intakeFields';
import { PRIVATE_VIDEO_OPTIONS, resolveVideoServer, type ServerOptions } from './serverOptions';

/** A booking as stored: the Booking entity without the derived count and the PUT-only server choices. */
export type NewBooking = Omit<Booking, 'registrationCount' | 'updatedVideoServer' | 'updatedGameServer'>;

/** The space defaults a new booking takes its servers from. */
export interface SpaceServerDefaults {
  videoServer: string;
  videoServerAppID: string;
  gameServer: string;
  gamePort: number;
}

/**
 * A new booking from the POST /booking payload: the name trimmed, timeValues derived from the
 * times, registration capacity equal to the capacity, every switch off, the space's servers (a
 * private-cloud server makes the booking privateCloud), the given login codes, the default intake
 * fields and link messages, version 1. Templates are added by the caller.
 * @example
 * newBooking(payload, { bookingID: 'b1', codes, space, serverOptions }).intakeFields.length // 6
 */
export function newBooking(
  payload: BookingCreatePayload,
  options: {
    bookingID: string;
    codes: { publicAppLoginCode: string; signUpLoginCode: string; mobileHybridLoginCode: string };
    space: SpaceServerDefaults;
    serverOptions: ServerOptions;
  },
): NewBooking {
  const videoOption = resolveVideoServer(options.serverOptions, { url: options.space.videoServer, appID: options.space.videoServerAppID });
  return {
    bookingID: options.bookingID,
    spaceID: payload.spaceID,
    name: payload.name.trim(),
    calendarID: '',
    start: { ...payload.start, timeValue: toEpochMs(payload.start.time) ?? payload.start.timeValue },
    end: { ...payload.end, timeValue: toEpochMs(payload.end.time) ?? payload.end.timeValue },
    doorsOpen: payload.doorsOpen,
    doorsClosed: payload.doorsClosed,
    enableDoors: false,
    accessTime: payload.accessTime,
    capacity: payload.capacity,
    registrationCapacity: payload.capacity,
    useRegistrationCapacity: false,
    gracePeriodMinutes: payload.gracePeriodMinutes,
    sendEntryNotifications: false,
    showInRoomHelpButton: false,
    privateCloud: videoOption !== null && PRIVATE_VIDEO_OPTIONS.includes(videoOption),
    enableQA: false,
    videoServer: options.space.videoServer,
    videoServerAppID: options.space.videoServerAppID,
    gameServer: options.space.gameServer,
    gamePort: options.space.gamePort,
    ...options.codes,
    emailTemplates: {},
    intakeFields: defaultIntakeFields(),
    errorMessages: { ...DEFAULT_ERROR_MESSAGES },
    supportMessage: '',
    enableSupport: false,
    hangUpURL: '',
    registrationNotificationEmailAddress: '',
    version: 1,
  };
}
