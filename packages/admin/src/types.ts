import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the admin screens use; a partner implements only this.
 * @example
 * const api: AdminSlice = { producers, projects, worlds, spaces, bookings, attendance, maintenance };
 */
export type AdminSlice = Pick<PortalApi, 'producers' | 'projects' | 'worlds' | 'spaces' | 'bookings' | 'attendance' | 'maintenance'>;
