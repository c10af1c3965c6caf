export { GuestActions, type GuestActionsProps } from './GuestActions';
