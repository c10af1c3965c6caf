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

/**
 * The subject and body a guest reads (issue 27): the template's translation into the guest's
 * language, else into the fallback (the booking's guestFlow.language), else the template's own
 * text. A language is matched exactly, then by its primary part ('pt-BR' → 'pt'); an empty
 * translated subject or body keeps the template's own.
 * @example pickTranslation({ subject: 'Hi', body: 'Hello', translations: { de: { subject: 'Hallo', body: 'Guten Tag' } } }, 'de-AT', 'en') // { subject: 'Hallo', body: 'Guten Tag' }
 */
export function pickTranslation(
  template: Pick<EmailTemplate, 'subject' | 'body' | 'translations'>,
  language: string | undefined,
  fallbackLanguage: string | undefined,
): { subject: string; body: string } {
  const translations = template.translations ?? {};
  const find = (code: string | undefined) => {
    const wanted = (code ?? '').trim();
    if (wanted === '') return undefined;
    return translations[wanted] ?? translations[wanted.split('-')[0]];
  };
  const chosen = find(language) ?? find(fallbackLanguage);
  if (!chosen) return { subject: template.subject, body: template.body };
  return { subject: chosen.subject.trim() === '' ? template.subject : chosen.subject, body: chosen.body.trim() === '' ? template.body : chosen.body };
}

/**
 * The language code to store for a guest from a browser's language tag ('de-DE', 'en-US-u-ca-gregory',
 * 'PT_br'): the primary language in lower case with its region when it has one, or '' when the tag
 * names no language (then mail falls back to the booking's language). Guest pages send the browser's
 * tag; both backends keep what this answers.
 * @example languageCodeOf('de-DE') // 'de-DE'
 * @example languageCodeOf('x') // ''
 */
export function languageCodeOf(tag: string | undefined): string {
  const [primary = '', region = ''] = (tag ?? '').trim().replace(/_/g, '-').split('-');
  if (!/^[A-Za-z]{2,3}$/.test(primary)) return '';
  const language = primary.toLowerCase();
  return /^([A-Za-z]{2}|[0-9]{3})$/.test(region) ? `${language}-${region.toUpperCase()}` : language;
}
