import { useTexts, type TextTable } from '@greenroom/core';
import { lazyComponent, type DialogSize } from '@greenroom/ui';
import { Suspense, type ComponentType, type JSX } from 'react';

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

// The frame's own code (the kit's Dialog, with @floating-ui) loads with the first dialog opened or
// preloaded, shared by every lazy dialog; after a failed load, the next preload (hover or focus of
// an opener) tries again.
const Frame = lazyComponent(() => import('./LoadingFrame').then((module) => ({ default: module.LoadingFrame })));

/**
 * A dialog whose code loads on its first open (or on `preload`), so a panel's first bytes do not
 * carry it. Until the code is there a dialog frame with the dialog's own title (`frame` reads it
 * from `texts`, the text table holding the dialog's words, in the locale in effect) and a spinner
 * stands in (its own code, the kit's Dialog, loads with the first dialog opened or preloaded, so a
 * panel's first bytes carry no dialog): focus moves into it, the page is covered, and Escape or ×
 * still closes. Once loaded, later opens render the dialog directly.
 * @example
 * const LazyUpload = lazyDialog(() => import('./UploadGuestsDialog').then((m) => m.UploadGuestsDialog), guestsTextTable, (_props, texts) => ({ title: texts.upload.title }));
 * <IconButton label="Upload" onPointerEnter={LazyUpload.preload} onClick={open} />
 * <LazyUpload open={uploading} booking={booking} onClose={close} />
 */
export function lazyDialog<P extends LazyDialogProps, T extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: TextTable<T>,
  frame: (props: P, texts: T) => LazyDialogFrame,
): LazyDialog<P> {
  // Once loaded (preloaded on intent, or a previous open) it renders at once, with no placeholder.
  const Code = lazyComponent(() => load().then((component) => ({ default: component })));

  function Open(props: P) {
    const words = useTexts(texts);
    const { title, size = 'lg' } = frame(props, words);
    const placeholder = (
      <Suspense fallback={null}>
        <Frame title={title} size={size} onClose={props.onClose} />
      </Suspense>
    );
    return (
      <Suspense fallback={placeholder}>
        <Code {...props} />
      </Suspense>
    );
  }

  const LazyDialogComponent = (props: P) => (props.open ? <Open {...props} /> : null);
  const preload = () =>
    Promise.all([Code.preload(), Frame.preload()]).then(
      () => undefined,
      () => undefined, // a later preload tries again
    );
  return Object.assign(LazyDialogComponent, { preload });
}
