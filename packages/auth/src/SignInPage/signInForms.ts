import { lazyComponent, type PreloadableComponent } from '@greenroom/ui';
import { createContext } from 'react';
import type { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import type { NewPasswordForm } from '../NewPasswordForm/NewPasswordForm';

/**
 * The sign-in screen's forms that load on use, so the screen's first bytes carry only the
 * sign-in form (issue 31). Each renders without suspending once loaded; `preload()` starts (or
 * after a failure retries) the load.
 */
export interface SignInForms {
  ForgotPasswordForm: PreloadableComponent<typeof ForgotPasswordForm>;
  NewPasswordForm: PreloadableComponent<typeof NewPasswordForm>;
}

/** Where the code of each form comes from. */
export interface SignInFormLoaders {
  forgotPassword: () => Promise<typeof ForgotPasswordForm>;
  newPassword: () => Promise<typeof NewPasswordForm>;
}

/** The forms' own chunks. */
export const signInFormChunks: SignInFormLoaders = {
  forgotPassword: () => import('../ForgotPasswordForm/ForgotPasswordForm').then((module) => module.ForgotPasswordForm),
  newPassword: () => import('../NewPasswordForm/NewPasswordForm').then((module) => module.NewPasswordForm),
};

/**
 * The lazily loaded forms, each loaded once for the whole page.
 * @example
 * const forms = lazySignInForms();
 * void forms.ForgotPasswordForm.preload();
 * <Suspense fallback={<FormLoading />}><forms.ForgotPasswordForm onBack={back} onPasswordChanged={done} /></Suspense>
 */
export function lazySignInForms(loaders: SignInFormLoaders = signInFormChunks): SignInForms {
  return {
    ForgotPasswordForm: lazyComponent(() => loaders.forgotPassword().then((component) => ({ default: component }))),
    NewPasswordForm: lazyComponent(() => loaders.newPassword().then((component) => ({ default: component }))),
  };
}

/**
 * The forms SignInPage shows. Not exported from the package: a module-wide copy is what every
 * sign-in screen of the page shares; tests provide forms with loaders of their own (a chunk that
 * fails, or is slow), since a shared test worker has long loaded the real ones.
 */
export const SignInFormsContext = createContext<SignInForms>(lazySignInForms());
