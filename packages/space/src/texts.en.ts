// The space text table in English, and its type: the words the German table (texts.de.ts) follows.

/** The exact texts of the space window (docs/reference/portal.md §1, §2, §8). @example spaceTexts.releaseLabel // 'Beta 0.15a' */
export const spaceTexts = {
  selectProjectSpace: 'Select Project / Space',
  opens: 'Opens:',
  closes: 'Closes:',
  usage: 'Usage:',
  hours: 'hours',
  /** Not worded by the spec: the accessible name of the usage refresh button. */
  refreshUsage: 'Refresh usage',
  spaceID: 'Space ID:',
  /** Not worded by the spec: the accessible name of the Space ID copy button. */
  copySpaceID: 'Copy Space ID',
  releaseLabel: 'Beta 0.15a',
  signOut: 'Sign Out',
  adminMenu: 'Admin Menu',
  projectsError: 'Error getting projects and spaces',
  spaceError: 'Error getting this space',
  /** Not worded by the spec (ours): the button of the window's error state that loads the space again. */
  retry: 'RETRY',
  /** Not worded by the spec: the tabs' accessible name until the space's name has loaded. */
  tabsLabel: 'Space',
  /** `integrations` is ours (issue 28: API keys and webhooks); the other four are the spec's. */
  tabs: { bookings: 'Bookings', calendar: 'Calendar', branding: 'Branding', presentations: 'Presentations', integrations: 'Integrations' },
  /** Not worded by the spec: the welcome panel greets the producer by the product's name. */
  welcome: (productName: string): string => `Welcome to ${productName}`,
  /** Not worded by the spec. */
  welcomeHint: 'Choose a project and a space from Select Project / Space to get started.',
  /** Not worded by the spec: the picker and the welcome panel of a producer with no project. */
  noProjects: 'No project is assigned to you yet. Ask a super-admin to assign one.',
  /** Not worded by the spec: a project without spaces in the picker. */
  noSpaces: 'No spaces in this project yet',
};

/** The shape of the space window's text table (every entry a host may override under `texts.space`). */
export type SpaceTexts = typeof spaceTexts;
