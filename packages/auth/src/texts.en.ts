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
  /** Ours: the accessible name of the password rules checklist (the rules are core's messages). */
  passwordRules: 'Password requirements',
  /** Ours: read after a rule of the checklist the password meets (visually hidden). */
  ruleMet: '(met)',
  /** Ours: read after a rule of the checklist the password does not meet yet (visually hidden). */
  ruleNotMet: '(not met)',
  codeExpired: AUTH_MESSAGES.expiredCode as string,
  codeMismatch: AUTH_MESSAGES.codeMismatch as string,

  /** Ours: the single sign-on button below LOGIN when the server offers SSO without its own label (OIDC_LABEL). */
  ssoSignIn: 'SIGN IN WITH SSO',
  /** Ours: back from SSO, the provider or the person refused (`?sso=denied`). */
  ssoDenied: 'Single sign-on was cancelled.',
  /** Ours: back from SSO, the provider did not confirm the e-mail address (`?sso=unverified`). */
  ssoUnverified: 'Your sign-in provider has not verified your email address.',
  /** Ours: back from SSO, the address's domain may not sign in here (`?sso=domain`). */
  ssoDomain: 'Your email address is not allowed to sign in here.',
  /** Ours: back from SSO, no account has the address and none is created (`?sso=unknown`). */
  ssoUnknown: 'There is no account for your email address. Please ask an administrator for access.',
  /** Ours: back from SSO, several accounts share the address (`?sso=conflict`). */
  ssoConflict: 'Your email address belongs to more than one account. Please ask an administrator.',
  /** Ours: back from SSO, anything else went wrong (`?sso=failed`, or an unknown code). */
  ssoFailed: 'Single sign-on did not work. Please try again.',

  /** Ours: in place of a sign-in screen form whose code did not load (offline, or a new version deployed since). */
  formLoadFailed: 'This form could not be loaded.',
  /** Ours: the button that loads the form's code again. */
  tryAgain: 'TRY AGAIN',

  sessionExpired: AUTH_MESSAGES.sessionExpired as string,
  noPrivileges: 'You do not have privileges to access this page.',
};

/** The shape of the auth text table (every entry a host may override under `texts.auth`). */
export type AuthTexts = typeof authTexts;
