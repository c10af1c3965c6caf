import { lazyDialog } from '../PersonDialog/lazyDialog';
import type { DecisionDialogProps } from './DecisionDialog';
import type { WaitlistDialogProps } from './WaitlistDialog';

/**
 * DecisionDialog, loaded on first open (APPROVE or DENY), so the Guest List's first bytes do not carry it.
 * @example <LazyDecisionDialog open bookingID="b1" decision="deny" registrationIDs={ids} onClose={close} onDecided={tell} />
 */
export const LazyDecisionDialog = lazyDialog<DecisionDialogProps>(
  () => import('./DecisionDialog').then((module) => module.DecisionDialog),
  ({ decision }, texts) => ({ title: decision === 'approve' ? texts.guestFlow.decision.approveTitle : texts.guestFlow.decision.denyTitle, size: 'sm' }),
);

/**
 * WaitlistDialog, loaded on first open (WAITLIST (n)).
 * @example <LazyWaitlistDialog open bookingID="b1" registrations={guests} canPromote onClose={close} />
 */
export const LazyWaitlistDialog = lazyDialog<WaitlistDialogProps>(
  () => import('./WaitlistDialog').then((module) => module.WaitlistDialog),
  (_props, texts) => ({ title: texts.guestFlow.waitlist.title, size: 'md' }),
);
