import type { UiTexts } from './texts.en';

/**
 * The kit's texts in German (Sie-Form; upper-case buttons stay upper-case).
 * @example uiTextsDe.dialog.close // 'Schließen'
 */
export const uiTextsDe: UiTexts = {
  loading: 'Wird geladen',
  switch: { saving: 'Wird gespeichert' },
  dialog: { close: 'Schließen', inProgress: 'Wird bearbeitet' },
  confirmDialog: { confirm: 'BESTÄTIGEN', cancel: 'ABBRECHEN', fallbackError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.' },
  formDialog: { cancel: 'ABBRECHEN' },
  copyButton: { copy: 'Kopieren', failed: 'Kopieren in die Zwischenablage fehlgeschlagen' },
  textField: { showPassword: 'Passwort anzeigen', hidePassword: 'Passwort verbergen' },
  table: { empty: 'Keine Einträge', loading: 'Wird geladen' },
  hoverMenu: { empty: 'Keine Einträge', back: 'Zurück' },
  timezoneSelect: { placeholder: 'Zeitzone auswählen', noMatch: 'Keine passenden Zeitzonen' },
  colorPicker: {
    none: 'Keine',
    picker: (label) => `Farbauswahl: ${label}`,
    hex: 'Hex-Farbwert',
  },
  transferList: {
    available: 'Verfügbar',
    assigned: 'Zugewiesen',
    empty: 'Keine',
    title: (title, count) => `${title} (${count})`,
    moveAllRight: 'Alle nach rechts verschieben',
    moveSelectedRight: 'Ausgewählte nach rechts verschieben',
    moveSelectedLeft: 'Ausgewählte nach links verschieben',
    moveAllLeft: 'Alle nach links verschieben',
  },
  datePicker: {
    today: 'HEUTE',
    placeholder: 'TT.MM.JJJJ',
    formatError: (placeholder) => `Geben Sie ein Datum im Format ${placeholder} ein`,
    chooseDate: (label) => `Datum auswählen: ${label}`,
  },
  calendar: {
    today: (day) => `Heute, ${day}`,
    selected: (day) => `${day}, ausgewählt`,
    previousMonth: 'Zum vorherigen Monat',
    nextMonth: 'Zum nächsten Monat',
  },
  dropZone: {
    tooManyFiles: 'Es kann nur eine Datei auf einmal hinzugefügt werden.',
    wrongType: (fileName, accept) => `${fileName} hat keinen zulässigen Dateityp (${accept}).`,
  },
  themeSwitch: {
    label: 'Farbschema',
    system: 'Farbschema des Systems',
    light: 'Helles Farbschema',
    dark: 'Dunkles Farbschema',
  },
};
