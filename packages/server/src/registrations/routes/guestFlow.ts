import { Type } from 'typebox';
import { access, inBody } from '../../platform/auth/access';
import { ErrorAnswer } from '../../platform/http/schemas';
import type { RouteModule } from '../../platform/routeModule';
import { decideRegistrations, promoteRegistration } from '../../bookings/guestFlow/transitions';
import { PromoteBody, Registration, RegistrationDecisionBody } from '../schemas';

/**
 * The producer's calls of issue 27's guest flow: decide on pending registrations in bulk, and
 * promote a waitlisted guest by hand. Registered by registrationRoutes; the steps live in bookings/guestFlow (they read the booking's capacity, guest flow and templates).
 */
export const guestFlowRoutes: RouteModule = async (app, { ctx }) => {
  app.put(
    '/registrations/decision',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID')) },
      schema: {
        tags: ['registrations'],
        summary:
          "Approve or deny pending registrations of a booking, all or none (404 when one is not the booking's, 409 when one is not pending or approving passes the capacity); each guest is mailed the outcome with the optional message",
        body: RegistrationDecisionBody,
        response: { 200: Type.Array(Registration), 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request) => decideRegistrations(ctx, request.body),
  );

  app.post(
    '/registrations/promote',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID'), inBody('registration', 'registrationID')) },
      schema: {
        tags: ['registrations'],
        summary: "Offer a waitlisted guest a place by hand, for the booking's claim window, even past the capacity (409 when not waitlisted); the guest is mailed the claim link",
        body: PromoteBody,
        response: { 200: Registration, 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request) => promoteRegistration(ctx, request.body.bookingID, request.body.registrationID),
  );
};
