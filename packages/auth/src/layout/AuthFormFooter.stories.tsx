import type { Story } from '@ladle/react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { authTexts } from '../texts';
import { AuthFormFooter } from './AuthFormFooter';
import { AuthForm } from './styles';

export default { title: 'Auth / Parts / Auth Form Footer' };

type FooterStoryProps = PortalFixtureProps & { onSubmit?: () => void; onSecondary?: () => void };

const ignore = () => undefined;

function FooterStory({
  failure,
  busy,
  withSecondary = true,
  onSubmit = ignore,
  onSecondary = ignore,
  ...props
}: FooterStoryProps & { failure: string | null; busy: boolean; withSecondary?: boolean }) {
  return (
    <AuthPortalFixture {...props}>
      <AuthForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <AuthFormFooter
          form={{ failure, busy }}
          submitLabel={authTexts.submit}
          secondary={withSecondary ? { label: authTexts.back, variant: 'secondary', onClick: onSecondary } : undefined}
        />
      </AuthForm>
    </AuthPortalFixture>
  );
}

/** BACK on the left, SUBMIT on the right, no failure. */
export const Basic: Story<FooterStoryProps> = (props) => <FooterStory failure={null} busy={false} {...props} />;

/** The identity service's failure above the buttons. */
export const Error: Story<FooterStoryProps> = (props) => <FooterStory failure={authTexts.codeMismatch} busy={false} {...props} />;

/** Sending: the submit button spins, BACK is disabled. */
export const Busy: Story<FooterStoryProps> = (props) => <FooterStory failure={null} busy {...props} />;

/** A form without a secondary button (the new-password form). */
export const SubmitOnly: Story<FooterStoryProps> = (props) => <FooterStory failure={null} busy={false} withSecondary={false} {...props} />;
