import type { AuthTexts } from './texts.en';

/**
 * The texts of the sign-in screens, the session keeper and the admin gate in German (Sie-Form;
 * upper-case buttons stay upper-case).
 * @example authTextsDe.login // 'ANMELDEN'
 */
export const authTextsDe: AuthTexts = {
  signIn: 'Anmeldung',
  username: 'Benutzername',
  password: 'Passwort',
  login: 'ANMELDEN',
  forgotPassword: 'Passwort vergessen?',
  fromLink: 'Bitte melden Sie sich an, um diese Seite zu sehen',
  passwordChanged: 'Ihr Passwort wurde erfolgreich geändert.',

  newPasswordTitle: 'Willkommen! Bitte legen Sie Ihre Kontodaten fest:',
  firstName: 'Vorname',
  lastName: 'Nachname',
  confirmPassword: 'Passwort bestätigen',
  save: 'SPEICHERN',

  forgotTitle: 'Bitte geben Sie unten Ihre registrierte E-Mail-Adresse oder Ihren Benutzernamen ein.',
  emailOrUsername: 'E-Mail/Benutzername',
  back: 'ZURÜCK',
  submit: 'SENDEN',
  sendCodeFailed: 'Beim Senden Ihres Bestätigungscodes ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  limitExceeded: 'Maximale Anzahl an Bestätigungsversuchen überschritten. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  verifyTitle: 'Passwort zurücksetzen',
  codeSent: 'Wir haben einen Bestätigungscode an die E-Mail-Adresse Ihres Kontos gesendet. Geben Sie ihn unten zusammen mit Ihrem neuen Passwort ein.',
  verificationCode: 'Bestätigungscode',
  newPassword: 'Neues Passwort',
  confirmNewPassword: 'Neues Passwort bestätigen',
  passwordRules: 'Passwortanforderungen',
  ruleMet: '(erfüllt)',
  ruleNotMet: '(nicht erfüllt)',
  codeExpired: 'Dieser Bestätigungscode ist abgelaufen.',
  codeMismatch: 'Ein Fehler ist aufgetreten. Bitte prüfen Sie, ob Ihr Bestätigungscode korrekt ist.',
  // ours
  ssoSignIn: 'MIT SSO ANMELDEN',
  ssoDenied: 'Die Einmalanmeldung wurde abgebrochen.',
  ssoUnverified: 'Ihr Anmeldedienst hat Ihre E-Mail-Adresse nicht bestätigt.',
  ssoDomain: 'Mit Ihrer E-Mail-Adresse ist hier keine Anmeldung möglich.',
  ssoUnknown: 'Für Ihre E-Mail-Adresse gibt es kein Konto. Bitte wenden Sie sich an einen Administrator.',
  ssoConflict: 'Ihre E-Mail-Adresse gehört zu mehr als einem Konto. Bitte wenden Sie sich an einen Administrator.',
  ssoFailed: 'Die Einmalanmeldung hat nicht funktioniert. Bitte versuchen Sie es erneut.',
  formLoadFailed: 'Dieses Formular konnte nicht geladen werden.',
  tryAgain: 'ERNEUT VERSUCHEN',

  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  noPrivileges: 'Sie haben keine Berechtigung, diese Seite aufzurufen.',
};
