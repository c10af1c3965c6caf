import { defineConfig } from 'vitest/config';

// Vitest's defaults, with jsdom for the DOM: nothing that bends how the packages resolve.
export default defineConfig({ test: { environment: 'jsdom' } });
