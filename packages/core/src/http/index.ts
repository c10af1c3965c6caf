export { createHttpApi, type HttpApiOptions, type FetchFunction } from './createHttpApi';
