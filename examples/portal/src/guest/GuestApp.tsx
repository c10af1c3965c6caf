import { createGuestHttpApi } from '@greenroom/core';
import { GuestProvider, JoinPage, SignUpPage } from '@greenroom/guest';
import { GreenroomThemeProvider } from '@greenroom/ui';
import type { GuestPageRoute } from './guestPaths';

const guestApi = createGuestHttpApi({ baseUrl: '/api' });

/**
 * The guest's side of the portal: the page a mailed link opens (`/guest/intake/<code>`: the join
 * page; `/guest/sign-up/<code>`: the registration form), outside the producer's shell, with no
 * sign-in, no router and no session restore, in the browser's language and colour scheme.
 * @example
 * <GuestApp page={{ kind: 'join', code: 'AB12CD' }} />
 */
export function GuestApp({ page }: { page: GuestPageRoute }) {
  return (
    <GreenroomThemeProvider mode="system">
      <GuestProvider api={guestApi} locale={navigator.language}>
        {page.kind === 'join' ? <JoinPage code={page.code} /> : <SignUpPage code={page.code} />}
      </GuestProvider>
    </GreenroomThemeProvider>
  );
}
