export { GuestProvider, useGuestApi, useGuestNow, type GuestContextValue, type GuestProviderProps } from './GuestProvider';
