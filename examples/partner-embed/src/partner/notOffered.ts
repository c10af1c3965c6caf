import { HttpError } from '@greenroom/core';

/**
 * A call of a panel's slice that this partner's backend cannot do: it rejects (never throws while
 * rendering) with an HttpError 501 naming the call, which the panel shows as a failed action.
 * @example const api = { ..., delete: notOffered('bookings.delete') };
 */
export const notOffered = (name: string) => async (): Promise<never> => {
  throw new HttpError(501, `${name} is not offered by this partner's backend`);
};
