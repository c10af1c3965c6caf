import { configure } from '@testing-library/react';

// findBy/waitFor give up after 1 s by default; on a loaded 2-core CI machine the first query of a
// file alone can take longer (accessibility-tree warm-up). A longer ceiling costs nothing when
// things are fast: these helpers return as soon as the condition holds.
configure({ asyncUtilTimeout: 4000 });
