import type { ListingTexts } from './textsListing';

/** {@link ListingTexts} in German (Sie-Form). */
export const listingTextsDe: ListingTexts = {
  yourTime: (when) => `${when} Ihre Ortszeit`,
  searchBookings: 'Buchungen durchsuchen',
  noBookingMatch: (search) => `Keine Buchung passt zu „${search}“`,
  importing: {
    mappingTitle: 'Spalten Ihrer Datei zuordnen',
    mappingHint: 'Wählen Sie für jedes Feld die Spalte Ihrer Datei. Nicht gewählte Spalten werden nicht importiert.',
    notInFile: 'Nicht in der Datei',
    sample: (value) => `Zum Beispiel: ${value}`,
    noSample: 'Diese Spalte ist in allen Zeilen leer',
    guessed: (sample) => `Nach dem Namen zugeordnet, bitte prüfen. ${sample}`,
    toPreview: 'VORSCHAU',
    changeMapping: 'SPALTEN ÄNDERN',
    filterLabel: 'Zeilen anzeigen',
    all: 'Alle Zeilen',
    filter: (label, count) => `${label} (${count})`,
    rowsLabel: 'Zeilen der Datei',
    columns: { line: 'Zeile', result: 'Ergebnis', name: 'Name', email: 'E-Mail', details: 'Details' },
    results: { new: 'Neu', update: 'Aktualisierung', unchanged: 'Unverändert', duplicate: 'Doppelt', error: 'Fehler' },
    change: (column, before, after) => `${column}: ${before} → ${after}`,
    emptyValue: '(leer)',
    duplicateOfLine: (line) => `Derselbe Gast wie in Zeile ${line}`,
    duplicateOfGuest: 'Bereits auf der Gästeliste',
    noRows: 'Keine Zeilen dieser Art',
  },
};
