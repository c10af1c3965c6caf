import type { SpaceTexts } from './texts.en';

/**
 * The space window's texts in German (Sie-Form). "Space" stays the product's name for a space.
 * @example spaceTextsDe.signOut // 'Abmelden'
 */
export const spaceTextsDe: SpaceTexts = {
  selectProjectSpace: 'Projekt / Space auswählen',
  opens: 'Öffnet:',
  closes: 'Schließt:',
  usage: 'Nutzung:',
  hours: 'Stunden',
  refreshUsage: 'Nutzung aktualisieren',
  spaceID: 'Space-ID:',
  copySpaceID: 'Space-ID kopieren',
  releaseLabel: 'Beta 0.15a',
  signOut: 'Abmelden',
  adminMenu: 'Admin-Menü',
  projectsError: 'Fehler beim Laden der Projekte und Spaces',
  spaceError: 'Fehler beim Laden dieses Space',
  retry: 'ERNEUT VERSUCHEN',
  tabsLabel: 'Space',
  tabs: { bookings: 'Buchungen', calendar: 'Kalender', branding: 'Branding', presentations: 'Präsentationen', integrations: 'Integrationen' },
  welcome: (productName) => `Willkommen bei ${productName}`,
  welcomeHint: 'Wählen Sie unter „Projekt / Space auswählen“ ein Projekt und einen Space aus, um zu beginnen.',
  noProjects: 'Ihnen ist noch kein Projekt zugewiesen. Bitten Sie einen Super-Admin, Ihnen eines zuzuweisen.',
  noSpaces: 'Noch keine Spaces in diesem Projekt',
};
