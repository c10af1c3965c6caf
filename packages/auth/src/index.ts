// @greenroom/auth public surface.
export { SignInPage, type SignInPageProps, type SignInSso, type SignInView } from './SignInPage/SignInPage';
export { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm/NewPasswordForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps, type ForgotPasswordStep } from './ForgotPasswordForm/ForgotPasswordForm';
export { SessionKeeper, type SessionKeeperProps } from './SessionKeeper/SessionKeeper';
export { useSessionKeeper, SESSION_CHECK_INTERVAL_MS, type SessionKeeperOptions } from './SessionKeeper/useSessionKeeper';
export { signOutDeliberately } from './SessionKeeper/deliberateSignOut';
export { AdminGate, type AdminGateProps } from './AdminGate/AdminGate';
export { authTexts, authTextTable, type AuthTexts } from './texts';
