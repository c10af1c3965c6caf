import type { BookingsTexts } from './texts.en';

/** Zahlen, wie sie im Deutschen geschrieben werden ('1.234'). */
const count = (n: number) => new Intl.NumberFormat('de').format(n);

/**
 * The guest flow texts in German (Sie-Form; upper-case buttons stay upper-case).
 * @example guestFlowTextsDe.settings.saved // 'Gästeablauf gespeichert'
 */
export const guestFlowTextsDe: BookingsTexts['guestFlow'] = {
  settings: {
    title: 'Freigabe und Warteliste',
    requireApproval: 'Freigabe erforderlich',
    waitlist: 'Warteliste, wenn ausgebucht',
    claimWindow: 'Annahmefrist (Stunden)',
    claimWindowHelp: 'Wie lange ein nachgerückter Gast den Platz annehmen kann.',
    language: 'Sprache für Gäste',
    languages: { en: 'English', de: 'Deutsch' },
    save: 'SPEICHERN',
    saved: 'Gästeablauf gespeichert',
    saveError: 'Beim Speichern des Gästeablaufs ist ein Fehler aufgetreten',
  },
  reminders: {
    title: 'Erinnerungen und Nachfassen',
    empty: 'Diese Buchung versendet keine Erinnerungen.',
    beforeStart: 'vor dem Beginn',
    afterEnd: 'nach dem Ende',
    audiences: { registered: 'angemeldete Gäste', attended: 'Gäste, die da waren', missed: 'Gäste, die gefehlt haben' },
    hours: (n) => (n === 1 ? '1 Stunde' : `${count(n)} Stunden`),
    minutes: (n) => (n === 1 ? '1 Minute' : `${count(n)} Minuten`),
    label: (offset, anchor, audience) => `${offset} ${anchor} · ${audience}`,
    send: (label) => `Senden: ${label}`,
    offsetLabel: (label) => `Minuten für ${label}`,
    minutesUnit: 'Min.',
    save: 'SPEICHERN',
    saved: 'Erinnerungen gespeichert',
  },
  status: {
    column: 'Status',
    pending: 'Ausstehend',
    approved: 'Freigegeben',
    denied: 'Abgelehnt',
    waitlisted: (position) => (position === null ? 'Auf der Warteliste' : `Auf der Warteliste (#${position})`),
    offered: (until) => `Angeboten bis ${until}`,
    cancelled: 'Storniert',
  },
  decision: {
    column: 'Auswahl',
    select: (name) => `${name} auswählen`,
    selectAllPending: 'Alle ausstehenden auswählen',
    approve: 'FREIGEBEN',
    deny: 'ABLEHNEN',
    cancel: 'ABBRECHEN',
    approveTitle: 'Anmeldungen freigeben',
    denyTitle: 'Anmeldungen ablehnen',
    approveQuestion: (n) => (n === 1 ? '1 Anmeldung freigeben?' : `${count(n)} Anmeldungen freigeben?`),
    denyQuestion: (n) => (n === 1 ? '1 Anmeldung ablehnen?' : `${count(n)} Anmeldungen ablehnen?`),
    message: 'Nachricht an die Gäste',
    messageHelp: 'Optional: wird der E-Mail an jeden Gast hinzugefügt.',
    approved: (n) => (n === 1 ? '1 Anmeldung freigegeben' : `${count(n)} Anmeldungen freigegeben`),
    denied: (n) => (n === 1 ? '1 Anmeldung abgelehnt' : `${count(n)} Anmeldungen abgelehnt`),
    error: 'Beim Aktualisieren dieser Anmeldungen ist ein Fehler aufgetreten',
  },
  waitlist: {
    open: (n) => `WARTELISTE (${count(n)})`,
    title: 'Warteliste',
    empty: 'Niemand steht auf der Warteliste.',
    position: (n) => (n === null ? '' : `#${n}`),
    promote: 'NACHRÜCKEN',
    promoteName: (name) => `${name} nachrücken lassen`,
    offeredTitle: 'Platz angeboten',
    promoted: (name) => `${name} wurde ein Platz angeboten`,
    error: 'Beim Nachrücken dieses Gastes ist ein Fehler aufgetreten',
    close: 'SCHLIESSEN',
  },
};
