// Imports every public entry in plain Node ESM (no DOM, no bundler): each must load and export
// something. Prints one line per entry; exits 1 when any fails.
import { publicEntries } from './entries.mjs';

let failed = 0;
for (const entry of publicEntries()) {
  try {
    const module = await import(entry);
    const names = Object.keys(module).filter((name) => name !== 'default' || Object.keys(module).length === 1);
    if (names.length === 0) throw new Error('loaded but exports nothing');
    console.log(`ok   import '${entry}' (${names.length} exports)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL import '${entry}': ${error?.stack?.split('\n').slice(0, 3).join(' | ') ?? error}`);
  }
}
if (typeof document !== 'undefined' || typeof window !== 'undefined') {
  console.log('FAIL an entry defined a DOM global (document/window)');
  failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
