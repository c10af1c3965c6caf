/**
 * The user pool's answers (docs/reference/portal.md §8, the /api/auth contract): one set for the server's
 * pool, the memory auth, the HTTP adapter's fallbacks and the sign-in screens.
 * @example throw new ApiError(401, AUTH_MESSAGES.notAuthorized)
 */
export const AUTH_MESSAGES = {
  notAuthorized: 'Incorrect username or password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  limitExceeded: 'Maximum verification attempts exceeded. Please wait a few minutes and try again.',
  expiredCode: 'This verification code has expired.',
  codeMismatch: 'An error occurred. Please ensure your verification code is correct.',
} as const;
