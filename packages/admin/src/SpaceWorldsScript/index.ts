export { SpaceWorldsScript, type SpaceWorldsScriptProps } from './SpaceWorldsScript';
