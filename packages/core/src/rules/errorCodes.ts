/**
 * Every `code` an error answer of the PortalApi carries (`{ message, code, fieldErrors? }`),
 * written once: both backends name a refusal by these, never by a literal of their own
 * (packages/testing/src/lint/backendTexts.test.ts checks it). See docs/architecture.md, "The rule book".
 * @example
 * ERROR_CODES.capacityReached // 'CapacityReached'
 */
export const ERROR_CODES = {
  /** 400: a field or the request is wrong (with `fieldErrors` when a field is). */
  badRequest: 'BadRequest',
  /** 404: a record that is missing or out of the caller's reach. */
  notFound: 'NotFound',
  /** 409: a name or state clash (template name, retry of a delivery that did not fail). */
  conflict: 'Conflict',
  /** 409: a registration past the booking's registration capacity. */
  capacityReached: 'CapacityReached',
  /** 412: a record (a booking, a registration, a template…) saved over a newer version. */
  staleVersion: 'StaleVersion',
  /** 409: a system email template cannot be deleted. */
  systemTemplate: 'SystemTemplate',
  /** 409: a producer username already in use. */
  usernameExists: 'UsernameExists',
  /** 409: a usage repair of an attendance record already closed. */
  alreadyClosed: 'AlreadyClosed',
  /** 415: a file type the upload does not take. */
  unsupportedMediaType: 'UnsupportedMediaType',
  /** 403: an upload address that was never issued. */
  invalidSignature: 'InvalidSignature',
  /** 403: an upload address past its time. */
  expiredUpload: 'ExpiredUpload',
  /** 409: an upload address used once already. */
  alreadyUploaded: 'AlreadyUploaded',
  /** 400: an upload without content. */
  emptyFile: 'EmptyFile',
  /** 413: a body or file over its limit. */
  payloadTooLarge: 'PayloadTooLarge',
  /** 400: an image over its size limit. */
  imageTooLarge: 'ImageTooLarge',
  /** 400: an image of the wrong dimensions. */
  invalidDimensions: 'InvalidDimensions',
  /** 403: the caller may not do this. */
  forbidden: 'Forbidden',
  /** 401: no valid session. */
  notAuthorized: 'NotAuthorized',
  /** 429: too many attempts. */
  limitExceeded: 'LimitExceeded',
  /** 400: a confirmation code that does not match. */
  codeMismatch: 'CodeMismatch',
  /** 400: a confirmation code past its time. */
  expiredCode: 'ExpiredCode',
  /** 403: a state-changing request from another site. */
  crossSiteRequest: 'CrossSiteRequest',
  /** 405 and 406: a method or answer type the route does not offer. */
  methodNotAllowed: 'MethodNotAllowed',
  notAcceptable: 'NotAcceptable',
  /** Guest pages: an unknown login code, Q&A off, a closed or full room, a second vote. */
  unknownCode: 'UnknownCode',
  qaDisabled: 'QADisabled',
  roomClosed: 'RoomClosed',
  full: 'Full',
  alreadyVoted: 'AlreadyVoted',
  /** 503: a dependency (the database) is down. */
  unavailable: 'Unavailable',
  /** 500: a fault, never described to the client. */
  internalError: 'InternalError',
} as const;

/** One of {@link ERROR_CODES}. @example const code: ErrorCode = 'NotFound' */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
