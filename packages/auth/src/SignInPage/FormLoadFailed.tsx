import { useTexts } from '@greenroom/core';
import { Button, styled } from '@greenroom/ui';
import { AuthActions, AuthCard, AuthError } from '../layout/styles';
import { authTextTable } from '../texts';

const FailedBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
`;

export interface FormLoadFailedProps {
  /** TRY AGAIN: loads the form's code again. */
  onRetry: () => void;
  /** BACK: returns to the sign-in form. */
  onBack: () => void;
}

/**
 * The sign-in screen's card in place of a form whose code did not load (offline, or a new version
 * deployed since the page opened): 'This form could not be loaded.', BACK and TRY AGAIN.
 * @example
 * <FormLoadFailed onRetry={retry} onBack={showSignIn} />
 */
export function FormLoadFailed({ onRetry, onBack }: FormLoadFailedProps) {
  const texts = useTexts(authTextTable);
  return (
    <AuthCard>
      <FailedBody>
        <AuthError role="alert">{texts.formLoadFailed}</AuthError>
        <AuthActions>
          {/* Called without the click event: the props promise no argument. */}
          <Button variant="secondary" onClick={() => onBack()}>
            {texts.back}
          </Button>
          <Button onClick={() => onRetry()}>{texts.tryAgain}</Button>
        </AuthActions>
      </FailedBody>
    </AuthCard>
  );
}
