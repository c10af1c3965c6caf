import { Button, type ButtonProps } from '@greenroom/ui';
import { AuthActions, AuthError } from './styles';

interface AuthFormFooterProps {
  /** The form's state (useAuthForm): its failure shows above the buttons; busy disables them. */
  form: { failure: string | null; busy: boolean };
  submitLabel: string;
  /** The button on the left (BACK, 'Forgot Password?'), disabled while busy. */
  secondary?: {
    label: string;
    variant: ButtonProps['variant'];
    onClick: () => void;
    /** Called when the pointer reaches or presses the button, or it takes focus: a click may follow, so what it opens can start loading. */
    onIntent?: () => void;
  };
}

/**
 * The end of every sign-in screen form: the failure message, then the secondary and submit buttons.
 * @example
 * <AuthFormFooter form={form} submitLabel={texts.login} secondary={{ label: texts.forgotPassword, variant: 'text', onClick: open, onIntent: preload }} />
 */
export function AuthFormFooter({ form: { failure, busy }, submitLabel, secondary }: AuthFormFooterProps) {
  return (
    <>
      {failure && <AuthError role="alert">{failure}</AuthError>}
      <AuthActions>
        {secondary ? (
          <Button
            variant={secondary.variant}
            onClick={secondary.onClick}
            onPointerEnter={secondary.onIntent}
            onPointerDown={secondary.onIntent}
            onFocus={secondary.onIntent}
            disabled={busy}
          >
            {secondary.label}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </AuthActions>
    </>
  );
}
