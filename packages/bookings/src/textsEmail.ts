import { PLACEHOLDERS, type PlaceholderName } from '@greenroom/core';

/**
 * Texts of the Email tab (docs/reference/bookings.md §2.6, §4, §8). The spec's exact words where it gives
 * them; the others are ours and marked so.
 */
export const emailTexts = {
  listLabel: 'Email templates', // ours
  /** The placeholder dropdown's entries, by placeholder name (the names the rule book defines). */
  placeholders: Object.fromEntries(PLACEHOLDERS.map((p) => [p.name, p.label])) as Record<PlaceholderName, string>,
  columns: { name: 'Name', system: 'System', html: 'HTML', actions: 'Actions' /* ours */ },
  yes: 'Yes', // ours
  no: 'No', // ours
  newTemplate: 'NEW',
  sendTemplate: (name: string) => `Send ${name}`, // ours
  manageTemplate: (name: string) => `Manage ${name}`, // ours
  empty: 'This booking has no email templates yet.', // ours

  addTitle: 'Add Template',
  templateName: 'Template Name', // ours
  createError: 'An error occurred creating this email template',

  manageTitle: 'Manage Template',
  fromName: 'From Name', // ours
  replyTo: 'Reply-To Address', // ours
  subject: 'Subject', // ours
  body: 'Body', // ours
  html: 'HTML',
  insertElement: 'Insert template element', // ours
  insertPlaceholder: 'Choose an element', // ours
  deleteTemplate: 'Delete template', // ours
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteMessage: 'The template is deleted for good.', // ours
  deleteError: 'An error occurred deleting this email template',
  updateError: 'An error occurred updating this email template',
  save: 'SAVE',
  cancel: 'CANCEL',
  delete: 'DELETE',

  sendTitle: 'Send Email',
  sendTabsLabel: 'Recipients', // ours
  attendees: 'Attendees',
  presenters: 'Presenters',
  search: 'Search by name', // ours
  selectAll: 'Select All',
  selectAllBrand: 'Select All Brand',
  selectAllSent: 'Select All Sent',
  selectAllUnsent: 'Select All Unsent',
  selectAllFailed: 'Select All Failed', // ours (one-click resend to those the mail did not reach)
  nobody: 'Nobody to show.', // ours
  selected: (n: number) => `${n} selected`, // ours
  preview: 'PREVIEW', // ours
  previewTitle: 'Preview', // ours
  previewOf: (name: string) => `As ${name} will get it`, // ours
  previousRecipient: 'Previous recipient', // ours
  nextRecipient: 'Next recipient', // ours
  send: 'SEND', // ours
  confirmTitle: (n: number) => `Confirm Sending Email To: ${n}`,
  confirmMessage: 'Each selected person gets this email.', // ours
  confirm: 'CONFIRM', // ours
  sendError: 'An error occurred sending this email to the selected registrations',
  progress: (sent: number, total: number) => `Sent ${sent} of ${total}`, // ours
  queuedCount: (n: number) => `${n} waiting for the mail server`, // ours
  failedCount: (n: number) => `${n} failed`, // ours
  refusedCount: (n: number) => `${n} could not be queued`, // ours
  done: 'DONE', // ours
  state: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } as const, // ours
} as const;
