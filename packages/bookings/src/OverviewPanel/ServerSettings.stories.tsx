import type { Story } from '@ladle/react';
import { DEFAULT_SERVER_OPTIONS } from '@greenroom/core';
import { BookingStoryPortal, storyBooking } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { ServerSettings } from './ServerSettings';

export default { title: 'Bookings / Parts / Server Settings' };

const settings = <WithBooking>{(booking) => <ServerSettings booking={booking} />}</WithBooking>;

/** The demo booking, on the Public Cloud and the Public Server. */
export const Basic: Story = () => <BookingStoryPortal>{settings}</BookingStoryPortal>;

/** A booking on addresses no named option has: the selects show those raw addresses. */
export const OnUnknownServers: Story = () => {
  const booking = { ...storyBooking(), videoServer: 'wss://video.example.com', videoServerAppID: 'demo-video-app', gameServer: 'game.example.com', gamePort: 8443 };
  return <BookingStoryPortal bookings={[booking]}>{settings}</BookingStoryPortal>;
};

/** A booking on the US private cloud and the development game server. */
export const OnNamedServers: Story = () => {
  const us = DEFAULT_SERVER_OPTIONS.video['US Private Cloud'];
  const dev = DEFAULT_SERVER_OPTIONS.game['Development Server'];
  const booking = { ...storyBooking(), videoServer: us.url, videoServerAppID: us.appID, gameServer: dev.url, gamePort: dev.port, privateCloud: true };
  return <BookingStoryPortal bookings={[booking]}>{settings}</BookingStoryPortal>;
};

/** Saves never finish: the switches spin and the selects wait. */
export const Saving: Story = () => <BookingStoryPortal pending={['bookings.update']}>{settings}</BookingStoryPortal>;
