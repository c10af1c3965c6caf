import { configure } from '@testing-library/react';

/**
 * findBy/waitFor give up after 4 s instead of 1 s: CI has 2 shared cores and the first render of
 * a file (styles, portals, floating-ui) can take over a second there. Passing tests are no slower.
 * Import it first in a test file.
 * @example
 * import '../testing/patience';
 */
configure({ asyncUtilTimeout: 4000 });
