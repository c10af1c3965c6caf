export { CreateSpace, type CreateSpaceProps } from './CreateSpace';
