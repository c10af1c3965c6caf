import type { Story } from '@ladle/react';
import { useTexts } from '@greenroom/core';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { authTextTable } from '../texts';
import { SsoLink } from './SsoLink';

export default { title: 'Auth / Parts / SSO Link' };

const sso = { href: '/api/auth/oidc/start' };

/** The link with the texts of the story's locale (as SignInPage passes them). */
function LocalisedLink({ disabled }: { disabled: boolean }) {
  return <SsoLink sso={sso} texts={useTexts(authTextTable)} disabled={disabled} />;
}

/** The sign-in screen's single sign-on offer: a link that looks like a secondary button. */
export const Basic: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <LocalisedLink disabled={false} />
  </AuthPortalFixture>
);

/** While the credentials are being sent: announced as disabled, still focusable, going nowhere. */
export const WhileSending: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <LocalisedLink disabled />
  </AuthPortalFixture>
);
