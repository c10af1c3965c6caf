export { isDevelopment } from './isDevelopment';
export { registerSingleton, duplicateSingletonMessage, type RegisterSingletonOptions, type SingletonRegistry } from './registerSingleton';
export { checkQueryClient, foreignQueryClientMessage } from './queryClientCheck';
