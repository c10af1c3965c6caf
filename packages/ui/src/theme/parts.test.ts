// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPEARANCE_PARTS } from './parts';

const packagesDir = fileURLToPath(new URL('../../..', import.meta.url));
// Packages whose components a host renders (testing is a dev-only fixture).
const FEATURES = ['ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every literal part name in the packages' sources: `data-ui="Name"`, the kit's `ui="Name"` (field
 * frames), a default (`'data-ui': dataUi = 'Name'`) and a conditional (`data-ui={nested ? undefined : 'Name'}`).
 */
function partsInSources(): Set<string> {
  const names = new Set<string>();
  for (const name of FEATURES) {
    for (const file of sources(join(packagesDir, name, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:data-ui|\bui)=["']([A-Za-z]+)["']|'data-ui':\s*\w+\s*=\s*'([A-Za-z]+)'|data-ui=\{[^}]*'([A-Za-z]+)'\}/g)) names.add(match[1] ?? match[2] ?? match[3]);
    }
  }
  return names;
}

describe('APPEARANCE_PARTS', () => {
  it('lists exactly the data-ui names the components carry, once each', () => {
    expect(new Set(APPEARANCE_PARTS).size).toBe(APPEARANCE_PARTS.length);
    expect([...APPEARANCE_PARTS].sort()).toEqual([...partsInSources()].sort());
  });
});
