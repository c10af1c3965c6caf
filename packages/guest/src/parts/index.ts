export { AddToCalendar, type AddToCalendarProps } from './AddToCalendar';
export { Countdown, type CountdownProps } from './Countdown';
export { EventTimes, type EventTimesProps } from './EventTimes';
export { LinkProblem, type LinkProblemProps } from './LinkProblem';
