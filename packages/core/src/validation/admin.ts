import { collectFieldErrors, type FieldErrors } from './fieldErrors';
import { requiredFieldErrors, validateRequired, type TextValue } from './text';

/**
 * Fields of Create a Producer.
 * @example const v: CreateProducerValues = { username: 'ada', email: 'ada@example.com', temporaryPassword: 'Temp1234', first: 'Ada', last: 'L' }
 */
export interface CreateProducerValues {
  username: string;
  email: string;
  temporaryPassword: string;
  first: string;
  last: string;
}

/**
 * Create a Producer: every field required after trimming; no email format check (as specified).
 * @example validateCreateProducer({ username: 'ada', email: '', temporaryPassword: 'x', first: 'Ada', last: 'L' }) // { email: 'Required' }
 */
export function validateCreateProducer(values: CreateProducerValues): FieldErrors<keyof CreateProducerValues> {
  return requiredFieldErrors<keyof CreateProducerValues>({
    username: values.username,
    email: values.email,
    temporaryPassword: values.temporaryPassword,
    first: values.first,
    last: values.last,
  });
}

/**
 * Edit a Producer: a producer must be chosen.
 * @example validateEditProducer({ producerID: '' }) // { producerID: 'Required' }
 */
export function validateEditProducer(values: { producerID: TextValue }): FieldErrors<'producerID'> {
  return collectFieldErrors({ producerID: validateRequired(values.producerID) });
}

/**
 * Fields of Create a Space that must be filled or chosen.
 * @example const v: CreateSpaceValues = { spaceName: 'Hall', defaultVideoServer: 'wss://v', defaultVideoServerAppID: 'app', defaultGameServer: 'game', defaultGamePort: 443, projectID: 'p1', worldID: 'w1' }
 */
export interface CreateSpaceValues {
  spaceName: string;
  defaultVideoServer: string;
  defaultVideoServerAppID: string;
  defaultGameServer: string;
  defaultGamePort: string | number;
  projectID: string;
  worldID: string;
}

/**
 * Create a Space: names, servers, app id and game port non-blank; a project and a world chosen.
 * @example validateCreateSpace({ spaceName: 'Hall', defaultVideoServer: 'v', defaultVideoServerAppID: 'a', defaultGameServer: 'g', defaultGamePort: 443, projectID: '', worldID: 'w1' })
 * // { projectID: 'Required' }
 */
export function validateCreateSpace(values: CreateSpaceValues): FieldErrors<keyof CreateSpaceValues> {
  return requiredFieldErrors<keyof CreateSpaceValues>({
    spaceName: values.spaceName,
    defaultVideoServer: values.defaultVideoServer,
    defaultVideoServerAppID: values.defaultVideoServerAppID,
    defaultGameServer: values.defaultGameServer,
    defaultGamePort: typeof values.defaultGamePort === 'number' && Number.isFinite(values.defaultGamePort)
      ? String(values.defaultGamePort)
      : typeof values.defaultGamePort === 'string' ? values.defaultGamePort : '',
    projectID: values.projectID,
    worldID: values.worldID,
  });
}
