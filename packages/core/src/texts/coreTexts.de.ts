import type { CoreTexts } from './coreTexts.en';

/**
 * The rule book's messages in German (Sie-Form), typed as the English ones.
 * @example coreTextsDe.required // 'Erforderlich'
 */
export const coreTextsDe: CoreTexts = {
  required: 'Erforderlich',

  passwordMinLength: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  passwordMaxLength: 'Das Passwort darf höchstens 100 Zeichen lang sein',
  passwordUppercase: 'Das Passwort muss mindestens 1 Großbuchstaben enthalten',
  passwordLowercase: 'Das Passwort muss mindestens 1 Kleinbuchstaben enthalten',
  passwordNumber: 'Das Passwort muss mindestens 1 Ziffer enthalten',
  passwordsMustMatch: 'Die Passwörter müssen übereinstimmen',

  bookingNameMaxLength: 'Der Buchungsname darf höchstens 70 Zeichen lang sein',
  capacityMax: 'Die Veranstaltungskapazität darf 500 Teilnehmer nicht überschreiten',
  capacityBelowRegistrations: 'Die Veranstaltungskapazität darf nicht unter der aktuellen Zahl der Anmeldungen für diese Veranstaltung liegen',
  capacityWholeNumber: 'Die Veranstaltungskapazität muss eine ganze Zahl ab 0 sein',
  registrationCapacityDigits: 'Die Anmeldekapazität muss eine ganze Zahl mit höchstens 4 Ziffern sein',

  doorsOpenBeforeStart: 'Der gewählte Einlassbeginn muss vor dem Veranstaltungsbeginn liegen',
  doorsClosedAfterEnd: 'Das gewählte Einlassende muss nach dem Veranstaltungsende liegen',
  startWithinSpace: 'Startdatum/-uhrzeit muss innerhalb der Öffnungszeiten dieses Raums liegen',
  endAfterStart: 'Enddatum/-uhrzeit muss nach dem Beginn der Veranstaltung liegen',
  startBeforeEnd: 'Startdatum/-uhrzeit muss vor dem Ende der Veranstaltung liegen',
  timezoneRequired: 'Bitte wählen Sie eine Zeitzone aus',
  invalidDateTime: 'Bitte wählen Sie ein gültiges Datum und eine gültige Uhrzeit aus',
  endDateRequired: 'Bitte wählen Sie ein Enddatum aus',

  emailInvalid: 'Die E-Mail muss eine gültige E-Mail-Adresse sein',
  replyToInvalid: 'Die Antwortadresse muss eine gültige E-Mail-Adresse sein',
  timeZoneInvalid: 'Bitte wählen Sie eine gültige Zeitzone aus',
  maxLength: (max: number) => `Höchstens ${max} Zeichen erlaubt`,
  phoneInvalid: 'Die Telefonnummer muss das Format (999) 999-9999 haben',
  presenterEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse für diesen Referenten ein',
  leaveUrlInvalid: 'Bitte stellen Sie sicher, dass Ihre URL mit HTTP oder HTTPS beginnt.',

  numberInvalid: 'Bitte geben Sie eine Zahl ein',
  numberMin: 'Der Wert muss 0 oder größer sein',

  avatarColorsIncomplete: 'Wählen Sie eine Primär- und eine Sekundärfarbe',
  avatarColorInvalid: 'Farben müssen Hex-Werte wie #1A2B3C sein',

  noFileChosen: 'Bitte wählen Sie zuerst eine Datei zum Hochladen aus.',
  imageMustBePng: 'Die Datei muss vom Typ PNG sein',
  imageDimensions: (width: number, height: number) => `Das Bild muss ${width}px x ${height}px groß sein`,
  videoMustBeMp4: 'Die Datei muss ein MP4-Video sein',
  videoMustBeMp4Short: 'Das Video muss im MP4-Format sein',
  videoTooLarge: 'Die Videodatei darf nicht größer als 10 MB sein',
  videoTooLargeShort: 'Das Video darf 10 MB nicht überschreiten',
  audioMustBeMp3OrWav: 'Die Audiodatei muss vom Typ MP3 oder WAV sein',
  fileTooLarge: 'Die Datei darf nicht größer als 10 MB sein',

  guestCsvInvalid:
    'Beim Lesen der hochgeladenen CSV-Datei ist ein Fehler aufgetreten. Bitte stellen Sie sicher, dass die Datei der CSV-Vorlage folgt und zum für diese Buchung gewählten Adresstyp passt.',

  optional: 'Optional',
  singleLine: 'Nur eine Zeile ohne Steuerzeichen erlaubt',
  dateTime: 'Muss ein ISO-Zeitpunkt (JJJJ-MM-TTTHH:mm:ssZ) von 1970 bis 2199 sein',
  date: 'Muss ein Datum (JJJJ-MM-TT) oder ein ISO-Zeitpunkt von 1970 bis 2199 sein',
  staleRecord: 'Dieser Eintrag wurde inzwischen von jemand anderem geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
};
