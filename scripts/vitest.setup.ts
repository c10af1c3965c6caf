import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadTexts } from '@greenroom/core';
import { afterEach, beforeAll } from 'vitest';

// findBy/waitFor give up after 1 s by default; on a loaded 2-core CI machine the first render of a
// file (styles, portals, floating-ui) can take longer. A longer ceiling costs nothing when things
// are fast: these helpers return as soon as the condition holds.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());

// Translations load on first use (their own chunks). The tests read German at once, as a server
// render does after `loadTexts`: fetch German for every table this file's imports defined. A table
// a test made to fail (core's TextsProvider test) stays defined in a shared worker; it is left out.
beforeAll(() => loadTexts('de').catch(() => undefined));
