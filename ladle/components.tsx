import { useMemo, type ReactNode } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { createDemoSeed, createMemoryApi, createMemoryAuth, PortalProvider, type PortalLinks } from '@greenroom/core';
import { GreenroomThemeProvider } from '@greenroom/ui';

const links: PortalLinks = {
  intake: 'https://guest.example.com/intake/',
  mobileHybrid: 'https://guest.example.com/mobile/',
  photoAlbum: 'https://guest.example.com/photos/',
  qaDisplay: 'https://guest.example.com/qa/',
  signUp: 'https://guest.example.com/sign-up/',
  attendeeJoin: 'https://guest.example.com/join/',
  bridge: 'https://guest.example.com/bridge/',
  calendar: 'https://portal.example.com/api/ical/',
};

function StoryPortal({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  // One in-memory backend per mounted story, answering after a short delay so loading states show.
  const api = useMemo(() => createMemoryApi(createDemoSeed(), { delay: 300 }), []);
  const auth = useMemo(() => createMemoryAuth({ signedInAs: 'admin' }), []);
  return (
    <GreenroomThemeProvider mode={mode}>
      <PortalProvider
        api={api}
        auth={auth}
        links={links}
        productName="Greenroom"
        navigate={(path) => console.info(`navigate(${path})`)}
        alert={(message) => console.info(`alert(${message})`)}
        theme={mode}
      >
        {children}
      </PortalProvider>
    </GreenroomThemeProvider>
  );
}

/** Every story gets the theme (Ladle's light/dark switch) and a memory-backed portal. */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <StoryPortal mode={globalState.theme === 'dark' ? 'dark' : 'light'}>{children}</StoryPortal>
);
