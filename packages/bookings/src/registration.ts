// @greenroom/bookings/registration: the Registration tab panel, embeddable on its own.
export { RegistrationPanel, type RegistrationPanelProps, type RegistrationSlice } from './RegistrationPanel';
