import { isPlaceholderName, type PlaceholderName, type PlaceholderValues } from './placeholders';

const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

/** A template that cannot become a safe message (a header would hold a line break). */
export class TemplateRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateRenderError';
  }
}

/**
 * Escape text for HTML element content and quoted attribute values.
 * @example escapeHtml('<b>"A&B"</b>') // '&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Replace the known `{{placeholders}}` of `source`. In 'html' mode each value is HTML-escaped and
 * its line breaks become `<br>`; in 'text' mode values go in as they are.
 * @example
 * fillPlaceholders('Hi {{firstName}}', values, 'html') // 'Hi &lt;Ada&gt;' for firstName '<Ada>'
 */
export function fillPlaceholders(source: string, values: PlaceholderValues, mode: 'html' | 'text'): string {
  return source.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!isPlaceholderName(name)) return whole;
    const value = values[name];
    return mode === 'html' ? escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>') : value;
  });
}

const LINK_PLACEHOLDER = /\{\{\s*(addToCalendarLink|intakeLink|registrationLink)\s*\}\}/;

/**
 * Drop what a link placeholder with no value would leave behind: in HTML a link with an empty
 * href (with its paragraph when it stood alone), in text the line holding the empty link. A
 * booking on no calendar then mails no 'Add to calendar' instead of 'Add to calendar ()'.
 * @example withoutEmptyLinks('Add to calendar: {{addToCalendarLink}}\nBye', { ...values, addToCalendarLink: '' }, 'text') // 'Bye'
 */
export function withoutEmptyLinks(source: string, values: PlaceholderValues, mode: 'html' | 'text'): string {
  const empty = (name: string) => values[name as PlaceholderName] === '';
  if (mode === 'text') {
    return source
      .split('\n')
      .filter((line) => !(LINK_PLACEHOLDER.test(line) && empty(LINK_PLACEHOLDER.exec(line)![1])))
      .join('\n');
  }
  const anchor = '<a\\b[^>]*\\bhref\\s*=\\s*"\\{\\{\\s*(addToCalendarLink|intakeLink|registrationLink)\\s*\\}\\}"[^>]*>[\\s\\S]*?<\\/a\\s*>';
  const drop = (whole: string, name: string) => (empty(name) ? '' : whole);
  return source.replace(new RegExp(`<p>\\s*${anchor}\\s*<\\/p>\\n?`, 'gi'), drop).replace(new RegExp(anchor, 'gi'), drop);
}

/**
 * A plain-text alternative of an HTML body: block ends become line breaks, tags go, the basic
 * entities are decoded.
 * @example htmlToText('<p>Hi &amp; bye</p><p>x</p>') // 'Hi & bye\nx'
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, label: string) =>
      label.trim() === href.trim() ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|section)\s*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The stored parts of a template that rendering needs. */
export interface RenderableTemplate {
  subject: string;
  /** Sender display name. */
  from: string;
  replyTo: string;
  body: string;
  HTML: boolean;
}

/** A message ready for delivery: headers checked, bodies filled. */
export interface RenderedEmail {
  to: string;
  fromName: string;
  replyTo: string;
  subject: string;
  text: string;
  /** '' for a plain-text template. */
  html: string;
}

function refuseLineBreak(what: string, value: string): void {
  if (LINE_BREAK.test(value)) throw new TemplateRenderError(`The ${what} of this email may not contain a line break`);
}

/**
 * Render a template for one recipient. HTML templates get values HTML-escaped in the HTML body
 * and a plain-text alternative; text templates get values as they are. The subject is filled
 * without escaping. Throws {@link TemplateRenderError} when the recipient, sender name, reply-to
 * address or the filled subject holds a line break (header injection).
 * @example
 * const mail = renderEmail(template, values, 'ada@example.com');
 * transport.sendMail({ to: mail.to, subject: mail.subject, html: mail.html || undefined, text: mail.text });
 */
export function renderEmail(template: RenderableTemplate, values: PlaceholderValues, to: string): RenderedEmail {
  refuseLineBreak('recipient address', to);
  refuseLineBreak('sender name', template.from);
  refuseLineBreak('reply-to address', template.replyTo);
  const subject = fillPlaceholders(template.subject, values, 'text');
  refuseLineBreak('subject', subject);
  if (template.HTML) {
    const html = fillPlaceholders(withoutEmptyLinks(template.body, values, 'html'), values, 'html');
    return { to, fromName: template.from, replyTo: template.replyTo, subject, html, text: htmlToText(html) };
  }
  const text = fillPlaceholders(withoutEmptyLinks(template.body, values, 'text'), values, 'text');
  return { to, fromName: template.from, replyTo: template.replyTo, subject, text, html: '' };
}
