import { defaultGuestFlow } from '@greenroom/core';
import { SignUpPage } from '../SignUpPage';
import { GuestStoryFrame } from './GuestStoryFrame';
import { internationalFields, pendingGuestApi, STORY_SIGN_UP_CODE, storyGuestApi } from './guestStoryData';

export default { title: 'Guest / Panels / SignUpPage' };

const NEW_YORK = 'America/New_York';

/** The default intake fields: First Name required, a US address. */
export const Basic = () => (
  <GuestStoryFrame api={storyGuestApi()}>
    <SignUpPage code={STORY_SIGN_UP_CODE} viewerZone={NEW_YORK} />
  </GuestStoryFrame>
);

/** An international address, required; Company and Phone hidden. */
export const International = () => (
  <GuestStoryFrame
    api={storyGuestApi({ booking: { intakeFields: internationalFields.map((field) => (field.name === 'Company' || field.name === 'Phone' ? { ...field, visible: false } : field)) } })}
  >
    <SignUpPage code={STORY_SIGN_UP_CODE} viewerZone={NEW_YORK} />
  </GuestStoryFrame>
);

/** The registration capacity is reached: core's capacity text, no form. */
export const Full = () => (
  <GuestStoryFrame api={storyGuestApi({ booking: { registrationCapacity: 0 } })}>
    <SignUpPage code={STORY_SIGN_UP_CODE} viewerZone={NEW_YORK} />
  </GuestStoryFrame>
);

export const InvalidLink = () => (
  <GuestStoryFrame api={storyGuestApi()}>
    <SignUpPage code="no-such-code" />
  </GuestStoryFrame>
);

export const Loading = () => (
  <GuestStoryFrame api={pendingGuestApi()}>
    <SignUpPage code={STORY_SIGN_UP_CODE} />
  </GuestStoryFrame>
);

export const German = () => (
  <GuestStoryFrame api={storyGuestApi()} locale="de">
    <SignUpPage code={STORY_SIGN_UP_CODE} viewerZone={NEW_YORK} />
  </GuestStoryFrame>
);

/** Issue 27: full, with a waitlist: the form still takes sign-ups, onto the waitlist. */
export const FullWithWaitlist = () => (
  <GuestStoryFrame api={storyGuestApi({ booking: { registrationCapacity: 1, guestFlow: { ...defaultGuestFlow(), waitlist: true } } })}>
    <SignUpPage code={STORY_SIGN_UP_CODE} viewerZone={NEW_YORK} />
  </GuestStoryFrame>
);
