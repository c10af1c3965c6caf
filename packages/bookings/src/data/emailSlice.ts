import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the Email tab needs: templates and sending, and both people lists.
 * @example <EmailPanel booking={booking} api={{ emailTemplates, registrations, presenters, bookings }} />
 */
export type EmailSlice = Pick<PortalApi, 'emailTemplates' | 'registrations' | 'presenters' | 'bookings'>;
