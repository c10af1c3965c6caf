export { queryKeys } from './keys';
export { upsertInList, removeFromList, setDetail, removeDetail } from './cache';
