export { TimezoneSelect } from './TimezoneSelect';
export type { TimezoneSelectProps } from './TimezoneSelect';
export { filterTimeZones, guessTimeZone, listTimeZones } from './timeZones';
