/**
 * The placeholders an email template body may hold, written `{{name}}` (spaces inside the braces
 * are allowed: `{{ firstName }}`). Anything else between double braces is left as it is, so a typo
 * shows up in the sent mail instead of silently vanishing.
 */
export const PLACEHOLDERS = [
  { name: 'firstName', label: 'First Name' },
  { name: 'addToCalendarLink', label: 'Add to Calendar Link' },
  { name: 'eventDetails', label: 'Event Details' },
  { name: 'welcomeHeader', label: 'Welcome Header' },
  { name: 'mainHeader', label: 'Main Header' },
  { name: 'sectionHeader', label: 'Section Header' },
  { name: 'intakeLink', label: 'Intake Link' },
  { name: 'registrationLink', label: 'Registration Link' },
] as const;

/** One placeholder name. @example const p: PlaceholderName = 'intakeLink' */
export type PlaceholderName = (typeof PLACEHOLDERS)[number]['name'];

/** The value of every placeholder for one recipient. @example values.firstName = 'Ada' */
export type PlaceholderValues = Record<PlaceholderName, string>;

const NAMES = new Set<string>(PLACEHOLDERS.map((p) => p.name));

/**
 * True for a known placeholder name.
 * @example isPlaceholderName('firstName') // true
 */
export function isPlaceholderName(name: string): name is PlaceholderName {
  return NAMES.has(name);
}

/**
 * The placeholder as written in a template.
 * @example placeholder('firstName') // '{{firstName}}'
 */
export function placeholder(name: PlaceholderName): string {
  return `{{${name}}}`;
}

// `{{ anything }}`, or a lone `{identifier}` (the other common spelling, e.g. Indico's `{first_name}`).
const WRITTEN_PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}|(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}(?!\})/g;

/**
 * The placeholders written in `text` that the renderer does not know, as written, once each, in
 * order. A template holding one would mail it literally to every guest, so it cannot be saved.
 * @example unknownPlaceholders('Hi {{firstName}} {{first_name}} {lastName}') // ['{{first_name}}', '{lastName}']
 */
export function unknownPlaceholders(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(WRITTEN_PLACEHOLDER)) {
    const name = match[1] ?? match[2];
    const known = match[1] !== undefined && isPlaceholderName(name);
    if (!known && !found.includes(match[0])) found.push(match[0]);
  }
  return found;
}
