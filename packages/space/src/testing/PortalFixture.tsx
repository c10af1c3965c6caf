import {
  createDemoSeed,
  createMemoryApi,
  createMemoryAuth,
  PortalProvider,
  type AuthProvider,
  type PortalApi,
  type PortalLinks,
  type SelectionStore,
} from '@greenroom/core';
import { GreenroomThemeProvider } from '@greenroom/ui';
import { useState, type ReactNode } from 'react';

/** What a story or test may replace in the portal around a component. */
export interface PortalFixtureProps {
  api?: PortalApi;
  auth?: AuthProvider;
  navigate?: (path: string) => void;
  alert?: (message: string) => void;
  selection?: SelectionStore;
  productName?: string;
}

const links: PortalLinks = {
  intake: 'https://portal.example.com/guest/intake/',
  mobileHybrid: 'https://portal.example.com/guest/mobile-hybrid/',
  photoAlbum: 'https://portal.example.com/guest/photo-album/',
  qaDisplay: 'https://portal.example.com/guest/qa-display/',
  signUp: 'https://portal.example.com/guest/sign-up/',
  attendeeJoin: 'https://portal.example.com/guest/attendee-join/',
  bridge: 'https://portal.example.com/guest/bridge/',
  calendar: 'https://portal.example.com/api/ical/',
};

/**
 * The theme and a PortalProvider on the in-memory demo backend, for this package's stories and
 * tests. Navigations and alerts go to the given spies and are also listed under the story.
 */
export function PortalFixture({ api, auth, navigate, alert, selection, productName = 'Greenroom', children }: PortalFixtureProps & { children: ReactNode }) {
  const [fallbackApi] = useState(() => api ?? createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') })));
  const [fallbackAuth] = useState(() => auth ?? createMemoryAuth({ signedInAs: 'producer' }));
  const [log, setLog] = useState<string[]>([]);
  return (
    <GreenroomThemeProvider>
      <PortalProvider
        api={api ?? fallbackApi}
        auth={auth ?? fallbackAuth}
        links={links}
        productName={productName}
        selection={selection}
        navigate={(path) => {
          navigate?.(path);
          setLog((lines) => [...lines, `navigate ${path}`]);
        }}
        alert={(message) => {
          alert?.(message);
          setLog((lines) => [...lines, `alert "${message}"`]);
        }}
      >
        {children}
        {log.length > 0 && (
          <pre aria-label="Story log" style={{ margin: 16, fontSize: 12 }}>
            {log.join('\n')}
          </pre>
        )}
      </PortalProvider>
    </GreenroomThemeProvider>
  );
}
