import { createMemoryAuth, defaultMemoryUsers, type MemoryAuth } from '@greenroom/core';

/** A user whose temporary password leads to the new-password challenge. */
export const temporaryUser = {
  username: 'newbie',
  password: 'Temp1234',
  producerID: 'producer-2',
  role: 1,
  email: 'newbie@example.com',
  temporary: true,
} as const;

/** The memory identity service with the default users plus `temporaryUser`. */
export function createStoryAuth(options: { signedInAs?: string } = {}): MemoryAuth {
  return createMemoryAuth({ users: [...defaultMemoryUsers(), { ...temporaryUser }], ...options });
}
