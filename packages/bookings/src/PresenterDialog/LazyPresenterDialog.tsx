import { lazyDialog } from '../PersonDialog/lazyDialog';
import type { PresenterDialogProps } from './PresenterDialog';

/**
 * PresenterDialog, loaded on first open ('Add Presenter' or 'Manage Presenter' frame meanwhile),
 * so the Presenters panel's first bytes do not carry the form, its tabs and the permissions.
 * @example <LazyPresenterDialog open booking={booking} presenter={p} onClose={close} />
 */
export const LazyPresenterDialog = lazyDialog<PresenterDialogProps>(
  () => import('./PresenterDialog').then((module) => module.PresenterDialog),
  ({ presenter }, texts) => ({ title: presenter ? texts.guests.presenters.manageTitle : texts.guests.presenters.addTitle }),
);
