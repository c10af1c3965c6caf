// The provider every panel needs (api, auth, links) and the theme, with the demo backend: what a
// partner's React app puts around each embedded panel.
import { PortalProvider } from '@greenroom/core';
import { GreenroomThemeProvider } from '@greenroom/ui';
import { useState, type ReactNode } from 'react';
import { createDemoApi, demoAuth, demoLinks } from './adapter';

/** The provider and theme around a panel, each with its own in-memory backend. */
export function DemoProvider({ children }: { children: ReactNode }) {
  const [api] = useState(createDemoApi);
  return (
    <PortalProvider api={api} auth={demoAuth} links={demoLinks} productName="Partner Demo" navigate={() => {}}>
      <GreenroomThemeProvider>{children}</GreenroomThemeProvider>
    </PortalProvider>
  );
}
