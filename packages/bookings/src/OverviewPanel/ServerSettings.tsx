import {
  currentVideoOption,
  DEFAULT_SERVER_OPTIONS,
  GAME_SERVER_OPTIONS,
  GAME_SERVER_PORTS,
  resolveGameServer,
  VIDEO_SERVER_OPTIONS,
  type Booking,
  type GameServerOption,
  type PortalApi,
  type VideoServerOption,
} from '@greenroom/core';
import { Select, Switch } from '@greenroom/ui';
import { useSaveBooking } from '../data/useSaveBooking';
import { bookingTexts } from '../texts';

const log = (error: unknown) => console.error(error);

export interface ServerSettingsProps {
  booking: Booking;
  api?: Pick<PortalApi, 'bookings'>;
}

/**
 * Super-admin settings: Send Entry Notifications, Show In-Room Help Button (spinner while saving,
 * the value changes only after the save succeeds, failures only logged) and the video and game
 * server selects. A choice is sent by option name (`updatedVideoServer: 'US Private Cloud'`), so
 * the backend sets the address it has configured for that option; a booking on an address that is
 * no option shows the select's placeholder.
 * @example {superAdmin ? <ServerSettings booking={booking} /> : null}
 */
export function ServerSettings({ booking, api }: ServerSettingsProps) {
  const notifications = useSaveBooking(booking.bookingID, api);
  const helpButton = useSaveBooking(booking.bookingID, api);
  const servers = useSaveBooking(booking.bookingID, api);
  const video = currentVideoOption(DEFAULT_SERVER_OPTIONS, booking.videoServer, booking.videoServerAppID) ?? '';
  const game = resolveGameServer(DEFAULT_SERVER_OPTIONS, { url: booking.gameServer, port: booking.gamePort }) ?? '';

  return (
    <>
      <Switch
        label={bookingTexts.sendEntryNotifications}
        checked={booking.sendEntryNotifications}
        busy={notifications.isPending}
        onChange={(sendEntryNotifications) => notifications.save(() => ({ sendEntryNotifications })).catch(log)}
      />
      <Switch
        label={bookingTexts.showInRoomHelpButton}
        checked={booking.showInRoomHelpButton}
        busy={helpButton.isPending}
        onChange={(showInRoomHelpButton) => helpButton.save(() => ({ showInRoomHelpButton })).catch(log)}
      />
      <Select
        label={bookingTexts.videoServer}
        value={video}
        placeholder={bookingTexts.videoServer}
        disabled={servers.isPending}
        options={VIDEO_SERVER_OPTIONS.map((option) => ({ value: option, label: option }))}
        onValueChange={(option) => servers.save(() => ({ updatedVideoServer: option as VideoServerOption })).catch(log)}
      />
      <Select
        label={bookingTexts.gameServer}
        value={game}
        placeholder={bookingTexts.gameServer}
        disabled={servers.isPending}
        options={GAME_SERVER_OPTIONS.map((option) => ({ value: option, label: `${option} ${GAME_SERVER_PORTS[option]}` }))}
        onValueChange={(option) => servers.save(() => ({ updatedGameServer: option as GameServerOption })).catch(log)}
      />
    </>
  );
}
