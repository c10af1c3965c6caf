// @greenroom/guest/sign-up: the registration page of a booking's sign-up link, embeddable on its own.
export { SignUpPage, type SignUpPageProps } from './SignUpPage';
export { GuestProvider, type GuestProviderProps } from './GuestProvider';
export { guestTextTable, type GuestTexts } from './texts';
