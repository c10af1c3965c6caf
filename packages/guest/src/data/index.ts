export { useGuestCall, type GuestCallState } from './useGuestCall';
