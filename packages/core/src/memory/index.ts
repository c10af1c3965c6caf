export { createMemoryApi, type MemoryApiOptions } from './createMemoryApi';
export { createDemoSeed, type DemoSeedOptions } from './demoSeed';
export type { MemorySeed, MemoryEmailTemplate, MemoryAttendanceRecord } from './store';
