import type { AuthActionResult } from '@greenroom/core';
import { authTexts } from '../texts';

type Failure = Extract<AuthActionResult, { ok: false }>;

/** The identity service's rate-limit code (contract-auth-http: 429 LimitExceeded). */
const LIMIT_EXCEEDED = 'LimitExceeded';
const EXPIRED_CODE = 'ExpiredCode';

/**
 * The text shown when sending the verification code fails: the rate-limit text on LimitExceeded,
 * otherwise the generic sending error.
 * @example sendCodeFailureText({ ok: false, message: 'x', code: 'LimitExceeded' })
 */
export function sendCodeFailureText(failure: Failure): string {
  return failure.code === LIMIT_EXCEEDED ? authTexts.limitExceeded : authTexts.sendCodeFailed;
}

/**
 * The text shown when confirming the new password fails: expired code, rate limit (after repeated
 * wrong codes), otherwise 'An error occurred. Please ensure your verification code is correct.'
 * @example confirmFailureText({ ok: false, message: 'x', code: 'ExpiredCode' }) // 'This verification code has expired.'
 */
export function confirmFailureText(failure: Failure): string {
  if (failure.code === EXPIRED_CODE) return authTexts.codeExpired;
  if (failure.code === LIMIT_EXCEEDED) return authTexts.limitExceeded;
  return authTexts.codeMismatch;
}
