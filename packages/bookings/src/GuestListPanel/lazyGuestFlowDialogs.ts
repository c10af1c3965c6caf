import { lazyDialog } from '../PersonDialog/lazyDialog';
import { guestFlowToolsTextTable, type GuestFlowToolsTexts } from '../textTables/guestFlowTools';
import type { DecisionDialogProps } from './DecisionDialog';
import type { WaitlistDialogProps } from './WaitlistDialog';

/**
 * DecisionDialog, loaded on first open (APPROVE or DENY), so the Guest List's first bytes do not carry it.
 * @example <LazyDecisionDialog open bookingID="b1" decision="deny" registrationIDs={ids} onClose={close} onDecided={tell} />
 */
export const LazyDecisionDialog = lazyDialog<DecisionDialogProps, GuestFlowToolsTexts>(
  () => import('./DecisionDialog').then((module) => module.DecisionDialog),
  guestFlowToolsTextTable,
  ({ decision }, texts) => ({ title: decision === 'approve' ? texts.decision.approveTitle : texts.decision.denyTitle, size: 'sm' }),
);

/**
 * WaitlistDialog, loaded on first open (WAITLIST (n)).
 * @example <LazyWaitlistDialog open bookingID="b1" registrations={guests} canPromote onClose={close} />
 */
export const LazyWaitlistDialog = lazyDialog<WaitlistDialogProps, GuestFlowToolsTexts>(
  () => import('./WaitlistDialog').then((module) => module.WaitlistDialog),
  guestFlowToolsTextTable,
  (_props, texts) => ({ title: texts.waitlist.title, size: 'md' }),
);
