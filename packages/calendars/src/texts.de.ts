import { CALENDAR_NAME_MAX_LENGTH } from '@greenroom/core';
import type { CalendarTexts } from './texts.en';

/**
 * The Calendar tab's texts in German (Sie-Form; upper-case buttons stay upper-case).
 * @example calendarTextsDe.emptyList // 'Für diesen Space wurden keine Kalender gefunden.'
 */
export const calendarTextsDe: CalendarTexts = {
  emptyList: 'Für diesen Space wurden keine Kalender gefunden.',
  listError: 'Beim Laden der Kalender dieses Space ist ein Fehler aufgetreten.',
  newButton: 'NEU',
  createTitle: 'Kalender benennen',
  editTitle: 'Kalendernamen bearbeiten',
  deleteTitle: 'Kalender löschen?',
  deleteMessage: 'Das Löschen eines Kalenders kann nicht rückgängig gemacht werden.',
  createError: 'Beim Erstellen dieses Kalenders ist ein Fehler aufgetreten',
  renameError: 'Beim Ändern des Namens dieses Kalenders ist ein Fehler aufgetreten',
  deleteError: 'Beim Löschen dieses Kalenders ist ein Fehler aufgetreten',
  findError: 'Dieser Kalender konnte nicht gefunden werden. Bitte versuchen Sie es erneut.',
  linkCopied: 'Kalenderlink in die Zwischenablage kopiert',
  urlRegenerated: 'Kalender-URL neu erzeugt',
  listTitle: 'Kalender',
  columnName: 'Name',
  columnEdit: 'Bearbeiten',
  nameLabel: 'Kalendername',
  nameHint: `Bis zu ${CALENDAR_NAME_MAX_LENGTH} Zeichen`,
  save: 'SPEICHERN',
  cancel: 'ABBRECHEN',
  back: 'ZURÜCK',
  urlLabel: 'Kalender-URL',
  subscribe: 'Abonnieren',
  editRow: (calendarName) => `${calendarName} bearbeiten`,
  editName: 'Kalendernamen bearbeiten',
  deleteCalendar: 'Kalender löschen',
  copyLink: 'Kalenderlink kopieren',
  regenerateUrl: 'Kalender-URL neu erzeugen',
  loadingList: 'Kalender werden geladen',
  loadingCalendar: 'Kalender wird geladen',
};
