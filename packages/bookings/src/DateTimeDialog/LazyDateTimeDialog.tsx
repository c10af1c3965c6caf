import { lazy, Suspense } from 'react';
import type { DateTimeDialogProps } from './DateTimeDialog';

// The date picker (react-day-picker) is the heaviest piece of a panel: load it when a dialog opens.
const LoadedDateTimeDialog = lazy(() => import('./DateTimeDialog').then((module) => ({ default: module.DateTimeDialog })));

/**
 * DateTimeDialog, loaded on first open so a panel's first bytes do not carry the date picker.
 * @example
 * <LazyDateTimeDialog open={editing} title="Event Start" initial={start} onSave={save} onClose={close} />
 */
export function LazyDateTimeDialog(props: DateTimeDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDateTimeDialog {...props} />
    </Suspense>
  );
}
