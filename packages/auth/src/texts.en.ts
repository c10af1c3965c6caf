// The auth text table in English, and its type: the words the German table (texts.de.ts) follows.
import { AUTH_MESSAGES } from '@greenroom/core';

/**
 * The exact texts of the sign-in screens, the session keeper and the admin gate
 * (docs/reference/portal.md §2, §4, §8). Written once here; validation messages come from @greenroom/core.
 * @example authTexts.sessionExpired // 'Your session has expired. Please sign in again.'
 */
export const authTexts = {
  /** Not worded by the spec (ours): the accessible name of the sign-in form. */
  signIn: 'Sign in',
  username: 'Username',
  password: 'Password',
  login: 'LOGIN',
  forgotPassword: 'Forgot Password?',
  fromLink: 'Please log in to see this page',
  passwordChanged: 'Your password has been successfully changed.',

  newPasswordTitle: 'Welcome! Please set your account details:',
  firstName: 'First Name',
  lastName: 'Last Name',
  confirmPassword: 'Confirm Password',
  save: 'SAVE',

  forgotTitle: 'Please enter your registered email address or username below.',
  emailOrUsername: 'Email/Username',
  back: 'BACK',
  submit: 'SUBMIT',
  sendCodeFailed: 'An error occurred sending your verification code. Please try again.',
  limitExceeded: AUTH_MESSAGES.limitExceeded as string,
  /** Not worded by the spec: the Verify step's heading. */
  verifyTitle: 'Reset your password',
  /** Not worded by the spec: the Verify step says where the code went. */
  codeSent: 'We have sent a verification code to the email address of your account. Enter it below with your new password.',
  /** Not worded by the spec: the Verify step's field labels. */
  verificationCode: 'Verification Code',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  codeExpired: AUTH_MESSAGES.expiredCode as string,
  codeMismatch: AUTH_MESSAGES.codeMismatch as string,

  sessionExpired: AUTH_MESSAGES.sessionExpired as string,
  noPrivileges: 'You do not have privileges to access this page.',
};

/** The shape of the auth text table (every entry a host may override under `texts.auth`). */
export type AuthTexts = typeof authTexts;
