import type { Story } from '@ladle/react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { FormLoadFailed } from './FormLoadFailed';

export default { title: 'Auth / Parts / Form Load Failed' };

type FailedStoryProps = PortalFixtureProps & { onRetry?: () => void; onBack?: () => void };

const ignore = () => undefined;

/** In place of a form whose code did not load: the message, BACK and TRY AGAIN. */
export const Basic: Story<FailedStoryProps> = ({ onRetry = ignore, onBack = ignore, ...props }) => (
  <AuthPortalFixture {...props}>
    <FormLoadFailed onRetry={onRetry} onBack={onBack} />
  </AuthPortalFixture>
);
