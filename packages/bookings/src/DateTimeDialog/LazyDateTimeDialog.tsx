import { lazyComponent } from '@greenroom/ui';
import { Suspense } from 'react';
import type { DateTimeDialogProps } from './DateTimeDialog';

// The date picker (react-day-picker) is the heaviest piece of a panel: load it when a dialog opens
// (or ahead, on intent of its opener). Once here it renders at once, without suspending.
const LoadedDateTimeDialog = lazyComponent(() => import('./DateTimeDialog').then((module) => ({ default: module.DateTimeDialog })));

/**
 * DateTimeDialog, loaded on first open so a panel's first bytes do not carry the date picker;
 * `preload` fetches it ahead (hover or focus of an edit button) and settles, never rejects.
 * @example
 * <IconButton label="Edit Event Start" onClick={edit} {...preloadOnIntent(LazyDateTimeDialog.preload)}><Pencil /></IconButton>
 * <LazyDateTimeDialog open={editing} title="Event Start" initial={start} onSave={save} onClose={close} />
 */
export const LazyDateTimeDialog = Object.assign(
  function LazyDateTimeDialog(props: DateTimeDialogProps) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <LoadedDateTimeDialog {...props} />
      </Suspense>
    );
  },
  {
    // After a failed preload the next preload, or the opening, tries again.
    preload: (): Promise<void> => LoadedDateTimeDialog.preload().catch(() => undefined),
  },
);
