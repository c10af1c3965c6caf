import { media, styled } from '@greenroom/ui';

/** The centred card every sign-in form sits in. Not exported from the package. */
export const AuthCard = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 420px;
  margin: var(--gr-space-6) auto;
  padding: var(--gr-space-5);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
  box-shadow: var(--gr-shadow);
  font-family: var(--gr-font);

  ${media.md} {
    padding: var(--gr-space-6);
  }
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
`;

export const AuthTitle = styled.h1`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
`;

export const AuthText = styled.p`
  margin: 0;
  font-size: var(--gr-font-size-md);
  color: var(--gr-color-text-muted);
`;

/** A notice such as 'Your password has been successfully changed.' */
export const AuthNotice = styled.p`
  margin: 0;
  padding: var(--gr-space-2) var(--gr-space-3);
  border-radius: var(--gr-radius-sm);
  background: var(--gr-color-surface-alt);
  color: var(--gr-color-text);
  font-size: var(--gr-font-size-md);
`;

/** A failure message from the identity provider. */
export const AuthError = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
  font-size: var(--gr-font-size-md);
`;

export const AuthActions = styled.div`
  display: flex;
  gap: var(--gr-space-2);
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
`;
