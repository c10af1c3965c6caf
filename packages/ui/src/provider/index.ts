export { GreenroomProvider, type GreenroomProviderProps } from './GreenroomProvider';
