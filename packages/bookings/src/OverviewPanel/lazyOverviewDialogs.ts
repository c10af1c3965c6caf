import { lazyDialog } from '../PersonDialog/lazyDialog';
import { mainTextTable, type MainTexts } from '../textTables/main';
import type { CapacityDialogProps } from './CapacityDialog';
import type { ChooseCalendarDialogProps } from './ChooseCalendarDialog';

/**
 * CapacityDialog, loaded on first open ('Event Capacity' frame meanwhile), so the Overview's
 * first bytes do not carry it (nor the kit's Dialog with @floating-ui).
 * @example <LazyCapacityDialog open={editing} booking={booking} onClose={close} />
 */
export const LazyCapacityDialog = lazyDialog<CapacityDialogProps, MainTexts>(
  () => import('./CapacityDialog').then((module) => module.CapacityDialog),
  mainTextTable,
  (_props, texts) => ({ title: texts.eventCapacity, size: 'sm' }),
);

/**
 * ChooseCalendarDialog, loaded on first open ('Choose Calendar' frame meanwhile).
 * @example <LazyChooseCalendarDialog open={choosing} booking={booking} calendars={calendars} onClose={close} />
 */
export const LazyChooseCalendarDialog = lazyDialog<ChooseCalendarDialogProps, MainTexts>(
  () => import('./ChooseCalendarDialog').then((module) => module.ChooseCalendarDialog),
  mainTextTable,
  (_props, texts) => ({ title: texts.chooseCalendarTitle, size: 'sm' }),
);
