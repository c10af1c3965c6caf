import type { Story } from '@ladle/react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { useState } from 'react';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { authTexts } from '../texts';
import { NewPasswordFields } from './NewPasswordFields';
import { AuthForm } from './styles';
import type { AuthFieldBinding } from './useAuthForm';

export default { title: 'Auth / Parts / New Password Fields' };

type PasswordField = 'password' | 'confirmPassword';

type NewPasswordStoryProps = PortalFixtureProps & {
  /** The rule messages the form's validator would report. */
  errors?: Partial<Record<PasswordField, string>>;
  /** Every change, as the form's binding receives it. */
  onValueChange?: (name: PasswordField, value: string) => void;
};

function FieldsStory({ errors = {}, onValueChange, ...props }: NewPasswordStoryProps) {
  const [values, setValues] = useState<Record<PasswordField, string>>({ password: '', confirmPassword: '' });
  const field = (name: PasswordField): AuthFieldBinding => ({
    value: values[name],
    error: errors[name],
    onValueChange: (value) => {
      onValueChange?.(name, value);
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <AuthPortalFixture {...props}>
      <AuthForm noValidate>
        <NewPasswordFields field={field} passwordLabel={authTexts.newPassword} confirmLabel={authTexts.confirmNewPassword} />
      </AuthForm>
    </AuthPortalFixture>
  );
}

/** Both fields empty, no messages. */
export const Basic: Story<NewPasswordStoryProps> = (props) => <FieldsStory {...props} />;

/** Both fields flagged 'Required' (submitted empty). */
export const Required: Story<NewPasswordStoryProps> = (props) => (
  <FieldsStory errors={{ password: 'Required', confirmPassword: 'Required' }} {...props} />
);

/** A password breaking a rule and a confirmation that does not match. */
export const RuleBroken: Story<NewPasswordStoryProps> = (props) => (
  <FieldsStory errors={{ password: 'Password must contain at least 1 number', confirmPassword: 'Passwords must match' }} {...props} />
);
