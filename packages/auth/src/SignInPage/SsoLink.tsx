import { focusRing, styled } from '@greenroom/ui';
import type { AuthTexts } from '../texts';

/** The single sign-on offer of the sign-in screen: where the button goes, and its text. */
export interface SignInSso {
  /** The server's start address, e.g. '/api/auth/oidc/start' (GET /api/config's `sso.startUrl`). */
  href: string;
  /** The operator's text (OIDC_LABEL); default the table's 'SIGN IN WITH SSO'. */
  label?: string;
}

const SSO_ERRORS = {
  denied: 'ssoDenied',
  unverified: 'ssoUnverified',
  domain: 'ssoDomain',
  unknown: 'ssoUnknown',
  conflict: 'ssoConflict',
  failed: 'ssoFailed',
} as const satisfies Record<string, keyof AuthTexts>;

/**
 * The message for the code a failed SSO return brings back (`/?sso=<code>`); an unknown code gets
 * the general 'Single sign-on did not work. Please try again.'.
 * @example ssoErrorMessage('domain', texts) // 'Your email address is not allowed to sign in here.'
 */
export function ssoErrorMessage(code: string, texts: AuthTexts): string {
  const key = Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as keyof typeof SSO_ERRORS] : 'ssoFailed';
  return texts[key];
}

const SsoAnchor = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-height: 36px;
  padding: 0 var(--gr-space-4);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius-sm);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  font-size: var(--gr-font-size-md);
  font-weight: 600;
  text-decoration: none;
  &:hover:not([aria-disabled='true']) {
    background: var(--gr-color-surface-alt);
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  ${focusRing}
`;

const stay = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * A link that looks like a secondary button: a full page visit to the identity provider. While the
 * sign-in is being sent it stays focusable but goes nowhere, neither by a click or Enter nor by a
 * middle click into a new tab.
 */
export function SsoLink({ sso, texts, disabled }: { sso: SignInSso; texts: AuthTexts; disabled: boolean }) {
  return (
    <SsoAnchor
      href={sso.href}
      data-ui="SignInSso"
      aria-disabled={disabled || undefined}
      onClick={disabled ? stay : undefined}
      onAuxClick={disabled ? stay : undefined}
    >
      {sso.label ?? texts.ssoSignIn}
    </SsoAnchor>
  );
}
