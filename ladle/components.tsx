import { useState } from 'react';
import { ActionType, ModeState, ThemeState, type GlobalProvider } from '@ladle/react';
import { createMemoryAuth } from '@greenroom/core';
import { useSystemColorScheme, type AppearanceTheme } from '@greenroom/ui';
import { PortalFixture } from '@greenroom/testing';
import { lookFromQuery, storyAppearance, type StoryLook } from './appearance';
import { AppearanceToolbar } from './AppearanceToolbar';

/** Where the toolbar's brand and density are kept between stories and visits. */
const STORAGE_KEY = 'greenroom.ladle.appearance';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(look: StoryLook): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ brand: look.brand, density: look.density, locale: look.locale }));
  } catch {
    // Storage refused (private mode): the choice holds until the page reloads.
  }
}

const toLadle: Record<AppearanceTheme, ThemeState> = { light: ThemeState.Light, dark: ThemeState.Dark, system: ThemeState.Auto };
const fromLadle = (theme: ThemeState): AppearanceTheme => (theme === ThemeState.Dark ? 'dark' : theme === ThemeState.Auto ? 'system' : 'light');

/**
 * Every story gets the appearance and language chosen in the toolbar (theme, through Ladle's own
 * theme state, so its light/dark button agrees; a partner's brand colour; the density; English or
 * German texts, dates and numbers) and a memory-backed
 * portal signed in as the super-admin, answering after a short delay so loading states show.
 * Stories that need their own portal nest a PortalFixture of their own, which inherits this
 * appearance. A link can ask for a look: `?story=…&theme=dark&brand=teal&density=compact&locale=de`.
 */
export const Provider: GlobalProvider = ({ children, globalState, dispatch }) => {
  const [auth] = useState(() => createMemoryAuth({ signedInAs: 'admin' }));
  const [chosen, setChosen] = useState(() => lookFromQuery(window.location.search, readStored()));
  const system = useSystemColorScheme();
  const look: StoryLook = { ...chosen, theme: fromLadle(globalState.theme) };
  const mode = look.theme === 'system' ? system : look.theme;
  const change = (next: StoryLook) => {
    if (next.theme !== look.theme) {
      document.documentElement.setAttribute('data-theme', toLadle[next.theme]);
      dispatch({ type: ActionType.UpdateTheme, value: toLadle[next.theme] });
    }
    setChosen({ brand: next.brand, density: next.density, locale: next.locale });
    store(next);
  };
  return (
    <>
      {/* Keyed by story: moving to another story starts from a fresh memory portal, as a reload does. */}
      <PortalFixture key={globalState.story} appearance={storyAppearance(look, mode)} locale={look.locale} auth={auth} delay={300}>
        {children}
      </PortalFixture>
      {globalState.mode === ModeState.Full && <AppearanceToolbar look={look} onChange={change} />}
    </>
  );
};
