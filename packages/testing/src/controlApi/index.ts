export { controlApi, createApiControl, type ApiCall, type ApiControl } from './controlApi';
