/** An admin screen of docs/reference/portal.md §2: its path, its admin-menu button and its page title. */
export interface AdminScreen {
  path: string;
  button: string;
  title: string;
  /** A screen beyond docs/reference/portal.md §2 (issues 17 and 28), listed under the spec's menu. */
  extra?: true;
}

/** The admin screens of docs/reference/portal.md §2, the two of issue 17 and API KEYS (issue 28), in the order of the admin menu. */
export const adminScreens: readonly AdminScreen[] = [
  { path: '/space-admin', button: 'SPACE', title: 'Create a Space' },
  { path: '/producer-admin', button: 'PRODUCER', title: 'Producers' },
  { path: '/projects-admin', button: 'PROJECT', title: 'Create a Project' },
  { path: '/bookings-admin', button: 'BOOKINGS', title: 'Bookings Overview' },
  { path: '/cache-admin', button: 'CACHE', title: 'Cache' },
  { path: '/usage-admin', button: 'USAGE REPAIR', title: "Repair a Booking's Usage Record" },
  { path: '/system-check-admin', button: 'SYSTEM CHECK', title: 'System Check Admin' },
  { path: '/login-code-admin', button: 'LOGIN CODE LOOKUP', title: 'Login Code Lookup' },
  { path: '/space-worlds', button: 'SPACE/WORLDS SCRIPT', title: 'Space and Worlds Script' },
  { path: '/space-update', button: 'SPACE END TIME UPDATE', title: 'Space End Time Update' },
  // Beyond the spec (issue 17): paths, buttons and titles ours.
  { path: '/audit-log', button: 'AUDIT LOG', title: 'Audit Log', extra: true },
  { path: '/mail-outbox', button: 'MAIL OUTBOX', title: 'Mail Outbox', extra: true },
  // Issue 28: every API key of the install.
  { path: '/api-keys-admin', button: 'API KEYS', title: 'API Keys', extra: true },
];

/** Every admin path of docs/reference/portal.md §2: the menu and its screens. */
export const adminPaths: readonly string[] = ['/admin-menu', ...adminScreens.map((screen) => screen.path)];

/** Texts of the admin menu and the admin pages' shared button. */
export const adminTexts = {
  menuTitle: 'Admin Menu',
  adminMenuButton: 'ADMIN MENU',
  homeButton: 'HOME',
  /** Ours: the group of the screens beyond the spec. */
  moreTools: 'More admin tools',
} as const;
