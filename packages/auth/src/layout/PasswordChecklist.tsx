import { passwordRuleChecks, useMessageText, useTexts } from '@greenroom/core';
import { VisuallyHidden } from '@greenroom/ui';
import { authTextTable } from '../texts';
import { Checklist, ChecklistItem, RuleMark } from './checklistStyles';

interface PasswordChecklistProps {
  password: string;
  confirmation: string;
}

/**
 * The password rules as a checklist that follows the typing: each of the spec's texts ('Password
 * must be at least 8 characters' … 'Passwords must match') with a mark, and '(met)' / '(not met)'
 * for screen readers. The rules are core's (passwordRuleChecks); the form still validates on SAVE.
 * @example <PasswordChecklist password={values.password} confirmation={values.confirmPassword} />
 */
export function PasswordChecklist({ password, confirmation }: PasswordChecklistProps) {
  const texts = useTexts(authTextTable);
  const messageText = useMessageText();
  return (
    <Checklist aria-label={texts.passwordRules} data-ui="PasswordChecklist">
      {passwordRuleChecks(password, confirmation).map((check) => (
        <ChecklistItem key={check.rule} data-rule={check.rule} data-met={check.met ? '' : undefined}>
          <RuleMark aria-hidden="true" $met={check.met} />
          <span>
            {messageText(check.message)} <VisuallyHidden>{check.met ? texts.ruleMet : texts.ruleNotMet}</VisuallyHidden>
          </span>
        </ChecklistItem>
      ))}
    </Checklist>
  );
}
