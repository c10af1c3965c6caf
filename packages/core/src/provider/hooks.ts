import { useCallback, useContext } from 'react';
import { useStore } from 'zustand';
import type { PortalApi } from '../api/PortalApi';
import type { AuthProvider } from '../auth';
import type { PortalLinks } from '../links';
import type { SelectionState, SelectionStore } from '../state/selectionStore';
import { PortalContext, type PortalContextValue, type PortalTheme } from './PortalContext';

function useRequiredPortal(hook: string): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error(`${hook} must be used inside <PortalProvider>`);
  return value;
}

/**
 * Everything the PortalProvider holds. Throws outside a provider.
 * @example
 * const { productName, links } = usePortal();
 */
export function usePortal(): PortalContextValue {
  return useRequiredPortal('usePortal');
}

/**
 * The api adapter: `override` (a feature's `api` prop, possibly just the slice it needs) when
 * given, otherwise the provider's. With an override it works without a provider.
 * @example
 * function CalendarTab({ api }: { api?: Pick<PortalApi, 'calendars'> }) {
 *   const { calendars } = useApi(api);
 * }
 */
export function useApi<T extends Partial<PortalApi> = PortalApi>(override?: T): T {
  const value = useContext(PortalContext);
  if (override) return override;
  if (!value) throw new Error('useApi must be used inside <PortalProvider> (or be given an api)');
  return value.api as unknown as T;
}

/**
 * The AuthProvider: `override` (a feature's `auth` prop) when given, otherwise the provider's.
 * With an override it works without a provider.
 * @example
 * const auth = useAuth(props.auth);
 * const result = await auth.signIn({ username, password });
 */
export function useAuth<T extends Partial<AuthProvider> = AuthProvider>(override?: T): T {
  const value = useContext(PortalContext);
  if (override) return override;
  if (!value) throw new Error('useAuth must be used inside <PortalProvider> (or be given an auth)');
  return value.auth as unknown as T;
}

/**
 * The public link hosts. Throws outside a provider.
 * @example
 * const url = buildLink(useLinks().calendar, calendar.loginCode);
 */
export function useLinks(): PortalLinks {
  return useRequiredPortal('useLinks').links;
}

/**
 * The clock function (call it for the current Date); the real clock outside a provider.
 * @example
 * const now = useNow();
 * const live = isLive(now(), booking.start.time, booking.end.time);
 */
export function useNow(): () => Date {
  return useContext(PortalContext)?.now ?? realClock;
}

/**
 * The host's navigate function. Throws outside a provider.
 * @example
 * const navigate = useNavigate();
 * navigate(`/booking/${bookingID}`);
 */
export function useNavigate(): (path: string) => void {
  return useRequiredPortal('useNavigate').navigate;
}

/**
 * The one alert function the features use (window.alert unless the host replaced it; also
 * window.alert outside a provider).
 * @example
 * const alert = useAlert();
 * alert('An error occurred finding this calendar. Please try again.');
 */
export function useAlert(): (message: string) => void {
  return useContext(PortalContext)?.alert ?? windowAlert;
}

/**
 * The product's name. Throws outside a provider.
 * @example
 * const productName = useProductName(); // 'Greenroom'
 */
export function useProductName(): string {
  return useRequiredPortal('useProductName').productName;
}

/**
 * The theme the host chose. Throws outside a provider.
 * @example
 * const theme = usePortalTheme(); // 'dark'
 */
export function usePortalTheme(): PortalTheme {
  return useRequiredPortal('usePortalTheme').theme;
}

/**
 * The provider's selection store (for actions outside render, e.g. `getState().selectSpace(id)`).
 * @example
 * const store = useSelectionStore();
 * store.getState().clearBookingAndCalendar();
 */
export function useSelectionStore(): SelectionStore {
  return useRequiredPortal('useSelectionStore').selection;
}

/**
 * A slice of the selection, re-rendering when it changes.
 * @example
 * const spaceID = useSelection((s) => s.spaceID);
 * const selectSpace = useSelection((s) => s.selectSpace);
 */
export function useSelection<T>(selector: (state: SelectionState) => T): T {
  return useStore(useRequiredPortal('useSelection').selection, selector);
}

/**
 * One feature's own selection in the provider's store: the selected id (null: none) and its
 * setter. A feature names itself (e.g. 'calendars'); the host clears every feature at once with
 * `resetFeatureSelections()` on a tab or space switch, without knowing the features.
 * @example
 * const [calendarID, selectCalendar] = useFeatureSelection('calendars');
 * selectCalendar(created.calendarID);
 */
export function useFeatureSelection(feature: string): [string | null, (id: string | null) => void] {
  const store = useRequiredPortal('useFeatureSelection').selection;
  const selected = useStore(store, (state) => state.features[feature] ?? null);
  const select = useCallback((id: string | null) => store.getState().selectFeature(feature, id), [store, feature]);
  return [selected, select];
}

function realClock(): Date {
  return new Date();
}

function windowAlert(message: string): void {
  window.alert(message);
}
