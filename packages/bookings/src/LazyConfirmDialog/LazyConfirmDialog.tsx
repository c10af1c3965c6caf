import type { ConfirmDialogProps } from '@greenroom/ui';
import { lazyDialog, type LazyDialog } from '../PersonDialog/lazyDialog';
import { mainTextTable, type MainTexts } from '../textTables/main';

/** The kit's ConfirmDialog props, with a plain-text title: the frame shown while it loads says it too. */
export interface LazyConfirmDialogProps extends Omit<ConfirmDialogProps, 'title'> {
  title: string;
}

// lazyDialog's frame closes through `onClose`; a ConfirmDialog closes through `onCancel` (and
// ignores the extra prop once loaded).
type FramedConfirmProps = LazyConfirmDialogProps & { onClose: () => void };

const FramedConfirmDialog: LazyDialog<FramedConfirmProps> = lazyDialog<FramedConfirmProps, MainTexts>(
  () => import('./confirmDialogCode').then((module) => module.ConfirmDialog),
  mainTextTable, // unread: the frame's title is the dialog's own prop
  ({ title }) => ({ title, size: 'sm' }),
);

/**
 * The kit's ConfirmDialog, loaded on its first open (or on `preload`, on intent of its opener),
 * so a panel that only might ask a yes/no question does not carry the dialog in its first bytes.
 * Until the code is there a frame with the same title and a spinner stands in (Escape and ×
 * cancel). The props, texts, busy and error states are the kit's own.
 * @example
 * <IconButton label="Delete booking" onClick={() => setConfirming(true)} {...preloadOnIntent(LazyConfirmDialog.preload)}><Trash2 /></IconButton>
 * <LazyConfirmDialog open={confirming} title="Delete This Booking?" message="…" onCancel={close} onConfirm={remove} />
 */
export const LazyConfirmDialog = Object.assign(
  function LazyConfirmDialog(props: LazyConfirmDialogProps) {
    return <FramedConfirmDialog {...props} onClose={props.onCancel} />;
  },
  { preload: FramedConfirmDialog.preload },
);
