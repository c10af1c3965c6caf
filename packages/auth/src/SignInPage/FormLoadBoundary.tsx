import { Component, type ReactNode } from 'react';
import { FormLoadFailed } from './FormLoadFailed';

export interface FormLoadBoundaryProps {
  /** The form (in its Suspense) whose code loads on use. */
  children: ReactNode;
  /** Loads the form's code again (its `preload`): a lazy form stays failed until then. */
  retry: () => Promise<void>;
  /** BACK: returns to the sign-in form. */
  onBack: () => void;
}

interface State {
  failed: boolean;
}

/**
 * Catches a sign-in screen form that failed to load (offline, a chunk gone after a deploy) and
 * shows FormLoadFailed in its card instead of a blank page or an error thrown to the host. TRY
 * AGAIN retries the load and draws the form again.
 * @example
 * <FormLoadBoundary retry={forms.ForgotPasswordForm.preload} onBack={showSignIn}>
 *   <Suspense fallback={<FormLoading />}><forms.ForgotPasswordForm … /></Suspense>
 * </FormLoadBoundary>
 */
export class FormLoadBoundary extends Component<FormLoadBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly tryAgain = () => {
    // The preload swaps in a fresh lazy form first; the render below then waits for the same load
    // (its Suspense shows Loading). A second failure fails that render, and lands here again.
    this.props.retry().catch(() => undefined);
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <FormLoadFailed onRetry={this.tryAgain} onBack={this.props.onBack} /> : this.props.children;
  }
}
