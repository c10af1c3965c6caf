import { useState } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { createMemoryAuth } from '@greenroom/core';
import { PortalFixture } from '@greenroom/testing';

/**
 * Every story gets the theme (Ladle's light/dark switch) and a memory-backed portal signed in as
 * the super-admin, answering after a short delay so loading states show. Stories that need their
 * own portal nest a PortalFixture of their own, which follows this one's theme.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const [auth] = useState(() => createMemoryAuth({ signedInAs: 'admin' }));
  return (
    <PortalFixture mode={globalState.theme === 'dark' ? 'dark' : 'light'} auth={auth} delay={300}>
      {children}
    </PortalFixture>
  );
};
