import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default; on a loaded 2-core CI machine the first render of a
// file (styles, portals, floating-ui) can take longer. A longer ceiling costs nothing when things
// are fast: these helpers return as soon as the condition holds.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
