import { defaultGuestFlow } from '@greenroom/core/rules';
import type { BookingsTable } from './tables';

/** A booking never given a guest flow answers the defaults. */
const DEFAULT_GUEST_FLOW_JSON = JSON.stringify(defaultGuestFlow());

const text = JSON.stringify;
const bool = (flag: number): string => (flag === 1 ? 'true' : 'false');

/**
 * One booking row as the JSON text of the Booking entity (the same document as
 * `JSON.stringify(bookingFromRow(row, count))`), splicing the stored JSON columns in as they are.
 * The 500-booking list of a space is read far more often than it changes; skipping the parse and
 * re-serialisation of the nested parts keeps it within the list budget of docs/architecture.md#budgets. The JSON
 * columns are only ever written by the server's own JSON.stringify.
 * @example JSON.parse(bookingRowJson(row, 3)).registrationCount // 3
 */
export function bookingRowJson(row: BookingsTable, registrationCount: number): string {
  return (
    `{"bookingID":${text(row.booking_id)},"spaceID":${text(row.space_id)},"name":${text(row.name)}` +
    `,"calendarID":${text(row.calendar_id ?? '')},"start":${row.start_time},"end":${row.end_time}` +
    `,"doorsOpen":${text(row.doors_open)},"doorsClosed":${text(row.doors_closed)},"enableDoors":${bool(row.enable_doors)}` +
    `,"accessTime":${text(row.access_time)},"capacity":${Number(row.capacity)},"registrationCapacity":${Number(row.registration_capacity)}` +
    `,"useRegistrationCapacity":${bool(row.use_registration_capacity)},"gracePeriodMinutes":${Number(row.grace_period_minutes)}` +
    `,"registrationCount":${registrationCount},"sendEntryNotifications":${bool(row.send_entry_notifications)}` +
    `,"showInRoomHelpButton":${bool(row.show_in_room_help_button)},"privateCloud":${bool(row.private_cloud)},"enableQA":${bool(row.enable_qa)}` +
    `,"videoServer":${text(row.video_server)},"videoServerAppID":${text(row.video_server_app_id)},"gameServer":${text(row.game_server)}` +
    `,"gamePort":${Number(row.game_port)},"publicAppLoginCode":${text(row.public_app_login_code)},"signUpLoginCode":${text(row.sign_up_login_code)}` +
    `,"mobileHybridLoginCode":${text(row.mobile_hybrid_login_code ?? '')},"emailTemplates":${row.email_templates}` +
    `,"intakeFields":${row.intake_fields},"errorMessages":${row.error_messages},"supportMessage":${text(row.support_message)}` +
    `,"enableSupport":${bool(row.enable_support)},"hangUpURL":${text(row.hang_up_url)}` +
    `,"registrationNotificationEmailAddress":${text(row.registration_notification_email_address)},"version":${Number(row.version)},"guestFlow":${row.guest_flow ?? DEFAULT_GUEST_FLOW_JSON}}`
  );
}
