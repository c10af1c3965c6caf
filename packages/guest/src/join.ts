// @greenroom/guest/join: the join page of a guest's personal link, embeddable on its own.
export { JoinPage, type JoinPageProps } from './JoinPage';
export { GuestProvider, type GuestProviderProps } from './GuestProvider';
export { guestTextTable, type GuestTexts } from './texts';
