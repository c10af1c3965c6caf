import type { GuestTexts } from './texts.en';

/**
 * The guest pages' texts in German (Sie-Form).
 * @example guestTextsDe.join.addToCalendar // 'Zum Kalender hinzufügen'
 */
export const guestTextsDe: GuestTexts = {
  loading: 'Wird geladen…',
  linkProblem: 'Dieser Link funktioniert nicht',
  retry: 'Erneut versuchen',
  join: {
    greeting: (firstName: string) => (firstName ? `Guten Tag, ${firstName}` : 'Guten Tag'),
    eventTime: 'Zeit der Veranstaltung',
    yourTime: 'Ihre Zeit',
    doors: (opens: string, closes: string) => `Einlass von ${opens} bis ${closes}.`,
    notOpenYet: 'Der Raum ist noch nicht geöffnet.',
    opensIn: 'Der Raum öffnet in',
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      `${days > 0 ? `${days} T. ` : ''}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    countdownSpoken: (days: number, hours: number, minutes: number) =>
      [days && `${days} ${days === 1 ? 'Tag' : 'Tagen'}`, hours && `${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}`, `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`]
        .filter(Boolean)
        .join(', '),
    open: 'Der Raum ist geöffnet.',
    joinNow: 'Jetzt teilnehmen',
    full: 'Der Raum ist gerade voll. Bitte versuchen Sie es in ein paar Minuten erneut.',
    closed: 'Der Raum ist geschlossen.',
    addToCalendar: 'Zum Kalender hinzufügen',
    downloadIcs: 'Kalenderdatei herunterladen (.ics)',
    google: 'Google Kalender',
    outlook: 'Outlook-Kalender',
    support: 'Brauchen Sie Hilfe?',
    pending: 'Ihre Anmeldung wartet auf Freigabe.',
    waitlisted: (position: number | null) => (position ? `Sie stehen auf der Warteliste (Nummer ${position}).` : 'Sie stehen auf der Warteliste.'),
    offered: (until: string) => `Ein Platz ist für Sie frei bis ${until}.`,
    claim: 'Platz sichern',
    denied: 'Ihre Anmeldung wurde nicht angenommen.',
    cancelled: 'Ihre Anmeldung ist storniert.',
    cancel: 'Meine Anmeldung stornieren',
    cancelTitle: 'Anmeldung stornieren?',
    cancelMessage: 'Ihr Platz geht an die nächste wartende Person. Das lässt sich nicht rückgängig machen.',
    cancelConfirm: 'Anmeldung stornieren',
    keep: 'Behalten',
  },
  signUp: {
    title: (bookingName: string) => `Anmeldung zu ${bookingName}`,
    required: 'Erforderlich',
    optional: 'Optional',
    firstName: 'Vorname',
    lastName: 'Nachname',
    company: 'Firma',
    emailAddress: 'E-Mail',
    phone: 'Telefon',
    addressLine1: 'Adresszeile 1',
    addressLine2: 'Adresszeile 2',
    city: 'Stadt',
    state: 'Bundesstaat',
    zipCode: 'ZIP-Code',
    stateProvinceRegion: 'Bundesland/Provinz/Region',
    zipPostalCode: 'Postleitzahl',
    country: 'Land',
    submit: 'Anmelden',
    fixErrors: 'Bitte korrigieren Sie die markierten Felder.',
    full: 'Die Anmeldung ist ausgebucht',
    done: 'Sie sind angemeldet',
    doneHint: 'Bewahren Sie diesen persönlichen Link auf: Er führt Sie zur Veranstaltung.',
    yourLink: 'Ihr persönlicher Link',
    openLink: 'Ihre Veranstaltungsseite öffnen',
    waitlistOffer: 'Die Veranstaltung ist ausgebucht, aber Sie können sich auf die Warteliste setzen: Wir schreiben Ihnen, sobald ein Platz frei wird.',
    submitWaitlist: 'Auf die Warteliste',
    donePending: 'Ihre Anmeldung wartet auf Freigabe',
    doneWaitlisted: 'Sie stehen auf der Warteliste',
  },
};
