import { guestFlowListTexts } from './textsGuestFlowList';
import { guestFlowSettingsTexts } from './textsGuestFlowSettings';

/**
 * Texts of the guest flow in the console (issue 27, ours; beyond the spec): the Registration tab's
 * 'Approval and waitlist' and 'Reminders and follow-ups' sections (textsGuestFlowSettings), and the
 * Guest List's status column, bulk approve / deny and waitlist (textsGuestFlowList). The English
 * texts are a contract with the e2e journey.
 * @example guestFlowTexts.settings.saved // 'Guest flow saved'
 */
export const guestFlowTexts = {
  // Named one by one rather than spread, so the type keeps this order (the API report shows it).
  settings: guestFlowSettingsTexts.settings,
  reminders: guestFlowSettingsTexts.reminders,
  status: guestFlowListTexts.status,
  decision: guestFlowListTexts.decision,
  waitlist: guestFlowListTexts.waitlist,
};
