import type { Presenter, Registration } from '@greenroom/core';
import type { PersonDraft } from './guestSlices';

// Beside the lists' guestSlices rather than in it: only the Add/Manage dialogs' form reads a draft,
// so the lists' first bytes do not carry it.

/**
 * The form draft of a stored person.
 * @example draftOf(registration).first // 'Ada'
 */
export function draftOf(person: Registration | Presenter): PersonDraft {
  const data = person.registrationData;
  return {
    first: data.firstName,
    last: data.lastName,
    company: data.company,
    email: data.emailAddress,
    phone: data.phone,
    address: { ...data.address },
    brand: person.brand,
    allowEarlyAccess: person.allowEarlyAccess,
  };
}
