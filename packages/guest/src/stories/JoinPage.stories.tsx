import { JoinPage } from '../JoinPage';
import { GuestStoryFrame } from './GuestStoryFrame';
import { pendingGuestApi, STORY_GUEST_CODE, storyGuestApi } from './guestStoryData';

export default { title: 'Guest / Panels / JoinPage' };

const at = (iso: string) => () => new Date(iso);
const BERLIN = 'Europe/Berlin';

/** 45 minutes before the room opens: the countdown. */
export const Basic = () => (
  <GuestStoryFrame api={storyGuestApi()}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

export const Open = () => (
  <GuestStoryFrame api={storyGuestApi({ now: at('2026-11-21T21:10:00Z') })} now={at('2026-11-21T21:10:00Z')}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

/** Doors Open Early: the doors' times are shown. */
export const DoorsOpenEarly = () => (
  <GuestStoryFrame api={storyGuestApi({ now: at('2026-11-21T20:40:00Z'), booking: { enableDoors: true } })} now={at('2026-11-21T20:40:00Z')}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

export const Full = () => (
  <GuestStoryFrame api={storyGuestApi({ now: at('2026-11-21T21:10:00Z'), booking: { inRoom: 20 } })} now={at('2026-11-21T21:10:00Z')}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

/** After the room closed: the booking's own attendee text (Messages tab). */
export const Closed = () => (
  <GuestStoryFrame api={storyGuestApi({ now: at('2026-11-21T22:05:00Z') })} now={at('2026-11-21T22:05:00Z')}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

export const InvalidLink = () => (
  <GuestStoryFrame api={storyGuestApi()}>
    <JoinPage code="no-such-code" />
  </GuestStoryFrame>
);

export const Loading = () => (
  <GuestStoryFrame api={pendingGuestApi()}>
    <JoinPage code={STORY_GUEST_CODE} />
  </GuestStoryFrame>
);

export const Dark = () => (
  <GuestStoryFrame api={storyGuestApi()} mode="dark">
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

export const German = () => (
  <GuestStoryFrame api={storyGuestApi()} locale="de">
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

/** Issue 27: a sign-up waiting for the producer's approval. */
export const Pending = () => (
  <GuestStoryFrame api={storyGuestApi({ ada: { status: 'pending' } })}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

/** Third on the waitlist. */
export const Waitlisted = () => (
  <GuestStoryFrame api={storyGuestApi({ ada: { status: 'waitlisted', waitlistPosition: 3 } })}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

/** A freed place offered until the next day, with CLAIM. */
export const Offered = () => (
  <GuestStoryFrame api={storyGuestApi({ ada: { status: 'offered', waitlistPosition: null, offerExpiresAt: '2026-11-21T18:00:00Z' } })}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);

export const NotApproved = () => (
  <GuestStoryFrame api={storyGuestApi({ ada: { status: 'denied' } })}>
    <JoinPage code={STORY_GUEST_CODE} viewerZone={BERLIN} />
  </GuestStoryFrame>
);
