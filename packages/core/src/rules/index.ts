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
export { compareBookingsNewestFirst, sortBookingsNewestFirst, bookingDoors, moveBookingTime, duplicatePayload, validateDuplicateStart, asksToRename } from './bookingTimes';
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
  type BulkRefusal,
  checkBulkRows,
} from './registrationInput';
export { type RoomTimes, roomWindow, isRoomOpen } from './guestWindow';
export { type Stay, staySeconds, usageSeconds } from './usage';
export { dayIn } from './days';
export { type NewSpaceInput, type NewSpaceFields, type CheckedSpace, checkNewSpace, DEFAULT_MAXIMUM_USER_HOURS } from './newSpace';
export { PLACEHOLDERS, type PlaceholderName, type PlaceholderValues, isPlaceholderName, placeholder, unknownPlaceholders } from './placeholders';
export {
  type PlaceholderSource,
  type BookingPlaceholderValues,
  joinLink,
  guestTimeText,
  eventTimeForGuest,
  eventDetails,
  buildPlaceholderValues,
  bookingPlaceholderValues,
  recipientPlaceholderValues,
} from './placeholderValues';
export { type CheckedGuestTimeZone, checkGuestTimeZone, type CheckedRegistration, checkRegistration } from './guestTimeZone';
export { VERSION_REQUIRED, FIRST_VERSION, STALE_RECORD_REFUSAL, type Versioned, checkVersion, nextVersion } from './staleWrite';
export {
  TemplateRenderError,
  escapeHtml,
  fillPlaceholders,
  htmlToText,
  type RenderableTemplate,
  type RenderedEmail,
  renderEmail,
} from './renderTemplate';
export { SLIDE_NOT_UPLOADED, SLIDE_LISTED_TWICE, slideName, checkPresentationSlides, checkSlideUploadRequest } from './presentations';
export { NEW_SPACE_DEFAULTS, bookingsOnDay, openAttendance, type CheckedEndTimeUpdate, checkEndTimeUpdate, endBeforeStart, worldRepairItem } from './admin';
export { PRODUCER_TEXT_FIELDS, USERNAME_PATTERN, USERNAME_INVALID, USERNAME_TAKEN, type NewProducerInput, type CheckedProducer, checkNewProducer, usernameKey } from './newProducer';
export { PROJECT_KEY_MISMATCH, type CheckedProjectMap, checkProjectMap } from './projectMap';
export { ATTENDANCE_ALREADY_CLOSED, END_BEFORE_ENTRY, type RepairableRecord, type UsageRepairRefusal, type CheckedUsageRepair, checkUsageRepair } from './usageRepair';
export { SKIN_SUPER_ADMIN_ROLE, SKIN_ITEM_TYPES, OPTIONAL_WORLD_ITEMS, type SkinRow, isSkinItemVisible, visibleSkinGroup, visibleSkins, inRoomRows, webRows, emailRows, assetAddressOf, assetExtensions, normalizeSkinValue } from './skins';
export {
  type DemoPicture,
  type DemoWorldOptions,
  type DemoSpace,
  type DemoBooking,
  type DemoTemplate,
  type DemoStay,
  type DemoPresentation,
  type DemoWorld,
  DEMO_SLIDES,
  demoWorld,
} from './demoWorld';
export {
  type TemplateSender,
  type CheckedCustomTemplate,
  newCustomTemplate,
  checkTemplateHeaders,
  checkTemplatePlaceholders,
  TEMPLATE_REPLY_TO_UNSENDABLE,
  templateSendRefusal,
} from './customTemplate';
export { matchesNameSearch } from './nameSearch';
export { PRESENTER_ATTENDANCE_ROLE, inEventCount, personKey, type AttendeeSummary, mergeAttendance, type RoomPoint, roomSeries, peakInRoom, type GuestListComparison, compareWithGuestList } from './attendance';
export { setIntakeVisible, setIntakeMandatory, setAddressType, registrationNumberToggle, sameIntakeFields } from './registrationSettings';
export { type ImportRowStatus, type ImportCounts, type ImportWrite, type ImportChange, type ImportRowResult, type GuestImportOptions, type GuestImportPlan, importKey, planGuestImport, importRefusalMessage, importAnswer } from './guestImport';
export { type ImportField, type ImportColumnMapping, type ImportColumnPlan, IMPORT_FIELDS, importFieldsOf, importColumnKey, requiredImportFields, mapImportColumns } from './importColumns';
export { canSendInvite, inviteTemplateID } from './guestInvite';
export { AUDIT_ACTIONS, type AuditAction, type AuditEntry, AUDIT_LOG_LIMITS, auditLimit, sortAuditNewestFirst, guestDeleteAudit, importAudit, mailSendAudit, skinUpdateAudit, bookingUpdateAudit } from './audit';
export { CUSTOM_HTML_BODY, bodyAfterHtmlToggle, hasReceived, latestDeliveryStates, type RecipientGroup, recipientGroup, toggleSelection, sendProgress } from './emailRecipients';
export { MAIL_DELIVERY_STATES, MAIL_OUTBOX_LIMITS, MAIL_RETRY_NOT_FAILED, mailOutboxLimit, canRetryDelivery, sortDeliveriesNewestFirst } from './mailOutbox';
export { AUTH_MESSAGES } from './authMessages';
export { compareWorldSkins, type SpaceSkinNames, type WorldSkinNames } from './worldSkins';
export { ERROR_CODES, type ErrorCode } from './errorCodes';
export {
  type Refusal,
  REFUSAL_TEXTS,
  notFoundMessage,
  notFoundRefusal,
  badRequestRefusal,
  conflictRefusal,
  STALE_BOOKING_REFUSAL,
  SYSTEM_TEMPLATE_REFUSAL,
  UPLOAD_ADDRESS_REFUSAL,
  USERNAME_TAKEN_REFUSAL,
} from './refusals';
export { type RegistrationRoom, capacityRefusal } from './registrationCapacity';
export { type BulkImportRequest, type BulkImportFacts, type BulkImportDecision, decideBulkImport } from './bulkImport';
export { MAX_SEND_RECIPIENTS, SEND_REFUSALS, checkRecipientList, recipientIDs, type SendRecipient, type RecipientCheck, checkRecipient } from './sendRefusal';
export { RULE_TEXTS } from './ruleTexts';
export {
  SINGLE_LINE_PATTERN,
  SINGLE_LINE_MESSAGE,
  DATE_RANGE,
  DATE_TIME_MESSAGE,
  DATE_MESSAGE,
  isSingleLine,
  isIsoDateTime,
  isIsoDateOrDateTime,
  type TextInput,
  textInputErrors,
  inputTexts,
} from './textInput';
export {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEY_ACCESS_LEVELS,
  API_KEY_RATE_LIMIT,
  API_KEY_NAME_MAX,
  API_KEY_TEXTS,
  type CheckedApiKeyInput,
  checkApiKeyInput,
  keyAllowsMethod,
  keyReachesProject,
} from './apiKeys';
export {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_HEADERS,
  WEBHOOK_DELIVERY,
  WEBHOOK_LOG_LIMITS,
  WEBHOOK_TEXTS,
  type CheckedWebhookInput,
  checkWebhookInput,
  webhookRetryDelay,
} from './webhooks';
export { signWebhookPayload, type WebhookSignatureRefusal, type WebhookSignatureCheck, verifyWebhookSignature } from './webhookSignature';
export { GUEST_FLOW_LIMITS, GUEST_FLOW_TEXTS, defaultReminders, defaultGuestFlow, checkGuestFlow } from './guestFlow';
export {
  PLACE_HOLDING_STATUSES,
  REGISTRATION_STATUS_TEXTS,
  statusOf,
  holdsPlace,
  type NewRegistrationPlace,
  newRegistrationPlace,
  isRefusal,
  decisionRefusal,
  promotionRefusal,
  claimRefusal,
  cancelRefusal,
} from './registrationStatus';
export { type WaitlistEntry, waitlistOrder, renumberWaitlist, offerExpiry, promotionsDue, offerLapsed } from './waitlist';
export {
  GUEST_FLOW_TEMPLATE_NAMES,
  GUEST_FLOW_TEMPLATE_TEXTS,
  type MailedStatus,
  guestFlowTemplate,
  withProducerMessage,
  REMINDER_TEMPLATE_NAMES,
  REMINDER_TEMPLATE_TEXTS,
  type ReminderTemplateKind,
  type TranslatedTexts,
  reminderTemplateKind,
  reminderTemplate,
} from './guestFlowTemplates';
export { checkTemplateTranslations, languageCodeOf, pickTranslation } from './templateTranslations';
export {
  REMINDER_BEFORE_START_LATE_MS,
  REMINDER_LATE_WINDOW_MS,
  type ReminderBookingTimes,
  bookingTimeMs,
  reminderDueAt,
  reminderIsDue,
  remindersDue,
  reminderScanRange,
  reminderAudience,
} from './reminders';
export { INVITE_ICS, guestEventUid, inviteSequence, carriesInvite } from './icsInvite';
