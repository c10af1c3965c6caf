import { Dialog, Spinner, type DialogSize } from '@greenroom/ui';
import { LoadingBody } from './styles';

/** The dialog frame a lazily loaded dialog shows while its code loads. */
export interface LoadingFrameProps {
  title: string;
  size: DialogSize;
  onClose: () => void;
}

/**
 * A dialog frame with the dialog's own title and size and a spinner: what lazyDialog shows while
 * a dialog's code loads. Loaded on demand itself (the Dialog brings @floating-ui), so a panel's
 * first bytes carry no dialog at all.
 * @example <LoadingFrame title="Add Attendee" size="lg" onClose={close} />
 */
export function LoadingFrame({ title, size, onClose }: LoadingFrameProps) {
  return (
    <Dialog open title={title} size={size} onClose={onClose}>
      <LoadingBody>
        <Spinner size={32} />
      </LoadingBody>
    </Dialog>
  );
}
