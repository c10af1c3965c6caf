export { SpaceEndTimeUpdate, type SpaceEndTimeUpdateProps } from './SpaceEndTimeUpdate';
