import { useTexts } from '@greenroom/core';
import { Spinner, uiTextTable, styled } from '@greenroom/ui';
import { AuthCard } from '../layout/styles';

// About the height of the shorter form (forgot password), so the card barely moves when it arrives.
const LoadingBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--gr-space-3);
  min-height: 200px;
  color: var(--gr-color-primary);
`;

const LoadingText = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-md);
`;

/**
 * The sign-in screen's card while a form's code loads: a spinner and 'Loading' where the form
 * will be.
 * @example
 * <Suspense fallback={<FormLoading />}><forms.ForgotPasswordForm … /></Suspense>
 */
export function FormLoading() {
  const texts = useTexts(uiTextTable);
  return (
    <AuthCard aria-busy="true">
      <LoadingBody>
        <Spinner size={32} />
        {/* The spinner already announces it. */}
        <LoadingText aria-hidden="true">{texts.loading}</LoadingText>
      </LoadingBody>
    </AuthCard>
  );
}
