import type { Story } from '@ladle/react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { FormLoading } from './FormLoading';

export default { title: 'Auth / Parts / Form Loading' };

/** The card while the forgot-password or new-password form's code loads. */
export const Basic: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <FormLoading />
  </AuthPortalFixture>
);
