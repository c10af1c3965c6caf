import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the Calendar tab uses; a partner implements only this.
 * @example
 * const api: CalendarsSlice = { calendars: myCalendarsAdapter };
 */
export type CalendarsSlice = Pick<PortalApi, 'calendars'>;
