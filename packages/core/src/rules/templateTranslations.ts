import type { EmailTemplate } from '../entities';
import { checkTemplatePlaceholders } from './customTemplate';
import { GUEST_FLOW_TEXTS } from './guestFlow';

/** A language code as the guest flow and translations take it: 'en', 'de', 'pt-BR'. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/**
 * Field errors of a template's translations (issue 27): each key a language code, each subject and
 * body with known placeholders only; keyed `translations.<language>[.subject|.body]`. Empty when fine.
 * @example checkTemplateTranslations({ German: { subject: 'Hallo', body: '' } }) // { 'translations.German': 'Enter a language code such as en or de.' }
 */
export function checkTemplateTranslations(translations: EmailTemplate['translations']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [language, texts] of Object.entries(translations ?? {})) {
    if (!LANGUAGE_CODE.test(language)) {
      errors[`translations.${language}`] = GUEST_FLOW_TEXTS.language;
      continue;
    }
    for (const [field, message] of Object.entries(checkTemplatePlaceholders(texts))) errors[`translations.${language}.${field}`] = message;
  }
  return errors;
}
