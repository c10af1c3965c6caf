export { messages } from './messages';
export { type FieldErrors, hasFieldErrors, collectFieldErrors } from './fieldErrors';
export {
  type TextValue,
  isBlank,
  validateRequired,
  validateMaxLength,
  textLength,
  requiredFieldErrors,
} from './text';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  type PasswordRule,
  type PasswordRuleCheck,
  passwordRuleChecks,
  validatePassword,
  validatePasswordConfirmation,
  type NewAccountValues,
  validateNewAccount,
  type ResetPasswordValues,
  validateResetPassword,
} from './password';
export { type SignInValues, validateSignIn } from './signIn';
export {
  BOOKING_NAME_MAX_LENGTH,
  MAX_EVENT_CAPACITY,
  REGISTRATION_CAPACITY_MAX_DIGITS,
  validateBookingName,
  validateCapacity,
  sanitizeRegistrationCapacityInput,
  type RegistrationCapacityInput,
  parseRegistrationCapacityInput,
  validateDoorsOpen,
  validateDoorsClosed,
  validateTimezone,
  type RunTimeCheck,
  validateRunStart,
  validateRunEnd,
  validateEndTimeUpdateDate,
} from './booking';
export { isValidEmail, isMailboxAddress, validateEmail, validateInviteEmail, validateReplyTo } from './email';
export { PHONE_MASK, formatPhone, isCompletePhone, validatePhone, normalizePhone } from './phone';
export {
  REGISTRATION_MAX_LENGTHS,
  DEFAULT_INTAKE_FIELDS,
  intakeHelperText,
  type RegistrationFieldKey,
  type RegistrationRules,
  addressParts,
  validateRegistrationForm,
  type RegistrationRowValues,
  type RegistrationRowFieldKey,
  validateRegistrationRow,
} from './registration';
export {
  validateLeaveMeetingUrl,
  validateSupportMessage,
  type EmailTemplateValues,
  validateEmailTemplate,
} from './bookingSettings';
export {
  type CreateProducerValues,
  validateCreateProducer,
  validateEditProducer,
  type CreateSpaceValues,
  validateCreateSpace,
} from './admin';
export { roundTo2, validateNumberInput, parseNumberInput } from './number';
export {
  AVATAR_COLOR_SLOTS,
  type AvatarColorSlot,
  type AvatarColorsCheck,
  validateAvatarColors,
  avatarColorSlots,
} from './avatarColors';
export {
  SLIDE_DIMENSIONS,
  HEADER_LOGO_DIMENSIONS,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  type ImageFileInfo,
  validateFileChosen,
  validateFileSize,
  validateImageFile,
  validateSlideFile,
  type VideoMessageWording,
  validateVideoFile,
  validateAudioFile,
  normalizeAudioFile,
} from './files';
export { type SniffedFileType, readPngDimensions, sniffFileType, canonicalMimeType } from './fileSniff';
export { PERMISSION_KEYS, defaultPresenterPermissions, normalizePermissions } from './presenterPermissions';
export { CALENDAR_NAME_MAX_LENGTH, validateCalendarName } from './calendar';
