export { CacheAdmin, type CacheAdminProps } from './CacheAdmin';
