// The provider every panel needs (api, auth, links), the theme and the page's CSP nonce, with the
// demo backend: what a partner's React app puts around each embedded panel.
import { GreenroomProvider } from '@greenroom/ui';
import { useState, type ReactNode } from 'react';
import { createDemoApi, demoAuth, demoLinks } from './adapter';

/**
 * GreenroomProvider (PortalProvider and the theme) around a panel, each with its own in-memory
 * backend. `nonce`, when the page has a CSP, goes on the `<style>` a server render writes after
 * the panel (in the browser the kit's rules are an adopted style sheet that needs none).
 */
export function DemoProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [api] = useState(createDemoApi);
  return (
    <GreenroomProvider api={api} auth={demoAuth} links={demoLinks} productName="Partner Demo" navigate={() => {}} nonce={nonce}>
      {children}
    </GreenroomProvider>
  );
}
