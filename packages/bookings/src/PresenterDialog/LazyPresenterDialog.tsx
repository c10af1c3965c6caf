import { lazyDialog } from '../PersonDialog/lazyDialog';
import { guestsTextTable, type GuestsTexts } from '../textTables/guests';
import type { PresenterDialogProps } from './PresenterDialog';

/**
 * PresenterDialog, loaded on first open ('Add Presenter' or 'Manage Presenter' frame meanwhile),
 * so the Presenters panel's first bytes do not carry the form, its tabs and the permissions.
 * @example <LazyPresenterDialog open booking={booking} presenter={p} onClose={close} />
 */
export const LazyPresenterDialog = lazyDialog<PresenterDialogProps, GuestsTexts>(
  () => import('./PresenterDialog').then((module) => module.PresenterDialog),
  guestsTextTable,
  ({ presenter }, texts) => ({ title: presenter ? texts.presenters.manageTitle : texts.presenters.addTitle }),
);
