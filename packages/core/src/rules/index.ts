// The PortalApi's decision rules, shared by the reference server and the memory backend.
export { compareNames, sortByName, requireName, type NameCheck, type PersonName, sortByPersonName } from './names';
export { sameValue } from './sameValue';
export { DEFAULT_ERROR_MESSAGES } from './linkErrors';
export {
  SYSTEM_TEMPLATE_NAMES,
  type SystemTemplateName,
  type DefaultTemplate,
  isSystemTemplateName,
  defaultTemplateBody,
  defaultSystemTemplates,
  compareTemplateSummaries,
} from './systemTemplates';
export {
  type VideoServerAddress,
  type GameServerAddress,
  type ServerOptions,
  VIDEO_SERVER_OPTIONS,
  GAME_SERVER_OPTIONS,
  GAME_SERVER_PORTS,
  PRIVATE_VIDEO_OPTIONS,
  DEFAULT_SERVER_OPTIONS,
  type VideoServerChoice,
  type GameServerChoice,
  resolveVideoServer,
  resolveGameServer,
  currentVideoOption,
} from './serverOptions';
export { INTAKE_FIELD_NAMES, defaultIntakeFields, addressTypeOf, normalizeIntakeFields } from './intakeFields';
export { type NewBooking, type SpaceServerDefaults, newBooking } from './newBooking';
export {
  type BookingRuleFields,
  type BookingRuleContext,
  type BookingRuleField,
  checkBookingRules,
  registrationLimit,
  registrationCapacityReached,
} from './bookingRules';
export {
  PRODUCER_FIELDS,
  SUPER_ADMIN_FIELDS,
  type EditableBooking,
  type BookingPutBody,
  type UpdatePlan,
  planBookingUpdate,
} from './bookingUpdate';
export {
  type PersonFields,
  type RowFields,
  type FormRules,
  MAX_BULK_ROWS,
  normalizeAddress,
  toRegistrationData,
  type CheckedPerson,
  checkPerson,
  type CheckedRows,
  checkBulkRows,
} from './registrationInput';
export { type RoomTimes, roomWindow, isRoomOpen } from './guestWindow';
export { type Stay, usageSeconds } from './usage';
export { dayIn } from './days';
export { type NewSpaceInput, type NewSpaceFields, type CheckedSpace, checkNewSpace, DEFAULT_MAXIMUM_USER_HOURS } from './newSpace';
export { PLACEHOLDERS, type PlaceholderName, type PlaceholderValues, isPlaceholderName, placeholder } from './placeholders';
export { type PlaceholderSource, joinLink, buildPlaceholderValues } from './placeholderValues';
export {
  TemplateRenderError,
  escapeHtml,
  fillPlaceholders,
  htmlToText,
  type RenderableTemplate,
  type RenderedEmail,
  renderEmail,
} from './renderTemplate';
