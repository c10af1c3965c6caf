import type { AuthActionResult } from '@greenroom/core';
import type { AuthTexts } from '../texts';

type Failure = Extract<AuthActionResult, { ok: false }>;

/** The texts these choose from (the auth table of the locale in effect). */
type FailureTexts = Pick<AuthTexts, 'limitExceeded' | 'sendCodeFailed' | 'codeExpired' | 'codeMismatch'>;

/** The identity service's rate-limit code (contract-auth-http: 429 LimitExceeded). */
const LIMIT_EXCEEDED = 'LimitExceeded';
const EXPIRED_CODE = 'ExpiredCode';

/**
 * The text shown when sending the verification code fails: the rate-limit text on LimitExceeded,
 * otherwise the generic sending error.
 * @example sendCodeFailureText({ ok: false, message: 'x', code: 'LimitExceeded' }, useTexts(authTextTable))
 */
export function sendCodeFailureText(failure: Failure, texts: FailureTexts): string {
  return failure.code === LIMIT_EXCEEDED ? texts.limitExceeded : texts.sendCodeFailed;
}

/**
 * The text shown when confirming the new password fails: expired code, rate limit (after repeated
 * wrong codes), otherwise 'An error occurred. Please ensure your verification code is correct.'
 * @example confirmFailureText({ ok: false, message: 'x', code: 'ExpiredCode' }, authTexts) // 'This verification code has expired.'
 */
export function confirmFailureText(failure: Failure, texts: FailureTexts): string {
  if (failure.code === EXPIRED_CODE) return texts.codeExpired;
  if (failure.code === LIMIT_EXCEEDED) return texts.limitExceeded;
  return texts.codeMismatch;
}
