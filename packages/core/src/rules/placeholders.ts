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
