export { PortalProvider, type PortalProviderProps } from './PortalProvider';
export type { PortalContextValue, PortalTheme } from './PortalContext';
export { createPortalQueryClient } from './queryClient';
export {
  usePortal,
  useApi,
  useAuth,
  useLinks,
  useNow,
  useNavigate,
  useAlert,
  useProductName,
  usePortalTheme,
  useSelection,
  useSelectionStore,
  useFeatureSelection,
} from './hooks';
export { useStaleRecordAlert } from './useStaleRecordAlert';
