// @greenroom/guest: the pages a guest reaches from a link (issue 27), embeddable on a partner's page.
export { JoinPage, type JoinPageProps } from './JoinPage';
export { SignUpPage, type SignUpPageProps } from './SignUpPage';
export { GuestProvider, useGuestApi, useGuestNow, type GuestContextValue, type GuestProviderProps } from './GuestProvider';
export { AddToCalendar, Countdown, EventTimes, LinkProblem } from './parts';
export type { AddToCalendarProps, CountdownProps, EventTimesProps, LinkProblemProps } from './parts';
export { guestTexts, guestTextTable, type GuestTexts } from './texts';
