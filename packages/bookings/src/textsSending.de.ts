import type { SendingTexts } from './textsSending';

/** A count as German writes it ('1.234'). */
const count = (n: number) => new Intl.NumberFormat('de').format(n);

/** {@link SendingTexts} in German (Sie-Form). */
export const sendingTextsDe: SendingTexts = {
  attendeesLoadError: 'Beim Laden der Teilnehmer dieser Buchung ist ein Fehler aufgetreten',
  presentersLoadError: 'Beim Laden der Referenten dieser Buchung ist ein Fehler aufgetreten',
  retry: 'ERNEUT VERSUCHEN',
  back: 'ZURÜCK',
  shownCount: (shown, total) => `${count(shown)} von ${count(total)} angezeigt`,
  noMatch: (query) => `Niemand passt zu „${query}“.`,
  peopleSearch: 'Nach Name, E-Mail oder Firma suchen',
  invite: {
    title: 'Einladung senden',
    template: 'Vorlage',
    to: 'An',
    lastSent: 'Zuletzt gesendet',
    recipient: (name, address) => `${name} <${address}>`,
    never: 'Noch nicht gesendet',
    sentUndated: 'Bereits gesendet (ohne Datum)',
    unsavedEmail: (stored) => `Die E-Mail-Adresse im Formular ist noch nicht gespeichert: Die Einladung geht an ${stored}. Speichern Sie zuerst, um die neue Adresse zu verwenden.`,
    noTemplate: (name) => `Diese Buchung hat keine Vorlage „${name}“.`,
    send: 'SENDEN',
    cancel: 'ABBRECHEN',
    error: 'Die Einladung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  stateOn: (state, date) => `${state} am ${date}`,
  personEmails: (name) => `E-Mails an ${name}`,
  reason: (reason) => `Grund: ${reason}`,
};
