// Builds the browser bundle (everything bundled, production) and the server's render module
// (packages left to Node's own resolution: the packages' ESM entries load in plain Node).
import { build } from 'esbuild';

const common = { bundle: true, jsx: 'automatic', logLevel: 'warning', define: { 'process.env.NODE_ENV': '"production"' } };
await build({ ...common, entryPoints: ['src/client.tsx'], outfile: 'dist/client.js', platform: 'browser', format: 'iife', minify: true, target: 'es2022' });
await build({ ...common, entryPoints: ['src/render.tsx'], outfile: 'dist/render.mjs', platform: 'node', format: 'esm', packages: 'external', target: 'node20' });
