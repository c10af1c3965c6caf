import { Dialog, Spinner, type DialogSize } from '@greenroom/ui';
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { LoadingBody } from './styles';

/** What every lazily loaded dialog takes: the panel opens and closes it. */
export interface LazyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The frame shown while the dialog's code loads: its title and size, so nothing jumps. */
export interface LazyDialogFrame {
  title: string;
  size?: DialogSize;
}

/** A dialog component that loads its code on first open; `preload` fetches it ahead (on intent). */
export type LazyDialog<P extends LazyDialogProps> = ((props: P) => JSX.Element | null) & {
  /**
   * Starts loading the dialog's code (hover or focus of its opener), so opening shows it at once.
   * Settles (never rejects) once the code is there or failed to load.
   */
  preload: () => Promise<void>;
};

/**
 * A dialog whose code loads on its first open (or on `preload`), so a panel's first bytes do not
 * carry it. Until the code is there a dialog frame with the dialog's own title and a spinner
 * stands in: focus moves into a dialog at once, the page is covered without a gap, and Escape or
 * × still closes. Once loaded, later opens render the dialog directly.
 * @example
 * const LazyUpload = lazyDialog(() => import('./UploadGuestsDialog').then((m) => m.UploadGuestsDialog), () => ({ title: 'Upload Attendee List' }));
 * <IconButton label="Upload" onPointerEnter={LazyUpload.preload} onClick={open} />
 * <LazyUpload open={uploading} booking={booking} onClose={close} />
 */
export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<ComponentType<P>>, frame: (props: P) => LazyDialogFrame): LazyDialog<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed chunk may load on the next try
        throw error;
      },
    );
    return loading;
  };
  const Pending = lazy(async () => ({ default: await fetchCode() }));

  // Mounted per open: the component chosen at open stays for the whole open, so no state is lost.
  function Open(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    const { title, size = 'lg' } = frame(props);
    const placeholder = (
      <Dialog open title={title} size={size} onClose={props.onClose}>
        <LoadingBody>
          <Spinner size={32} />
        </LoadingBody>
      </Dialog>
    );
    return (
      <Suspense fallback={placeholder}>
        <Pending {...props} />
      </Suspense>
    );
  }

  const LazyDialogComponent = (props: P) => (props.open ? <Open {...props} /> : null);
  const preload = () =>
    fetchCode().then(
      () => undefined,
      () => undefined, // opening the dialog tries again
    );
  return Object.assign(LazyDialogComponent, { preload });
}
