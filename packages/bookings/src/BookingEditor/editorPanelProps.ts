import type { Booking } from '@greenroom/core';
import type { BookingEditorSlice } from '../types';

/**
 * What the editor hands every tab panel. A leaf file: the tab panels import it, and the tab list
 * (editorTabs.tsx) imports the tab panels, so the type living here keeps that import one-way.
 * @example
 * export function MyTab({ booking, superAdmin, api }: EditorPanelProps) { return <MyPanel booking={booking} api={api} />; }
 */
export interface EditorPanelProps {
  booking: Booking;
  /** Producer role 0: the super-admin-only settings show. */
  superAdmin: boolean;
  api?: BookingEditorSlice;
}
