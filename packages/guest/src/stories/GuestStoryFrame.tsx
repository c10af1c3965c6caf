import type { GuestApi } from '@greenroom/core';
import { GreenroomThemeProvider, type AppearanceTheme } from '@greenroom/ui';
import type { ReactNode } from 'react';
import { GuestProvider } from '../GuestProvider';
import { STORY_NOW } from './guestStoryData';

/** Props of GuestStoryFrame. */
export interface GuestStoryFrameProps {
  api: GuestApi;
  now?: () => Date;
  locale?: string;
  mode?: AppearanceTheme;
  children: ReactNode;
}

const storyClock = () => STORY_NOW;

/**
 * A guest page as a host shows it, for stories and tests: themed (light unless told), with the
 * story's api, clock and language.
 * @example <GuestStoryFrame api={storyGuestApi()}><JoinPage code={STORY_GUEST_CODE} /></GuestStoryFrame>
 */
export function GuestStoryFrame({ api, now = storyClock, locale, mode = 'light', children }: GuestStoryFrameProps) {
  return (
    <GreenroomThemeProvider mode={mode}>
      <GuestProvider api={api} now={now} locale={locale}>
        {children}
      </GuestProvider>
    </GreenroomThemeProvider>
  );
}
