import {
  currentVideoOption,
  DEFAULT_SERVER_OPTIONS,
  GAME_SERVER_OPTIONS,
  GAME_SERVER_PORTS,
  resolveGameServer,
  VIDEO_SERVER_OPTIONS,
  useTexts,
  type Booking,
  type GameServerOption,
  type PortalApi,
  type ServerOptions,
  type VideoServerOption,
} from '@greenroom/core';
import { Select, Switch, type SelectOption } from '@greenroom/ui';
import { useSaveBooking } from '../data/useSaveBooking';
import { mainTextTable } from '../textTables/main';
import { Row, RowLabel, SettingRow } from './styles';

const log = (error: unknown) => console.error(error);

export interface ServerSettingsProps {
  booking: Booking;
  api?: Pick<PortalApi, 'bookings'>;
  /** The address of every named server option. Default: core's DEFAULT_SERVER_OPTIONS. */
  serverOptions?: ServerOptions;
}

/**
 * Super-admin settings: Send Entry Notifications, Show In-Room Help Button (spinner while saving,
 * the value changes only after the save succeeds, failures only logged) and the video and game
 * server selects. A choice is sent as the spec's address object of that option
 * (`updatedVideoServer: { url, appID }`, `updatedGameServer: { url, port }`); a booking on an
 * address that is no option shows that raw address as an extra, unselectable option (the
 * placeholder only when the booking has no address at all).
 * @example {superAdmin ? <ServerSettings booking={booking} /> : null}
 */
export function ServerSettings({ booking, api, serverOptions = DEFAULT_SERVER_OPTIONS }: ServerSettingsProps) {
  const texts = useTexts(mainTextTable);
  const notifications = useSaveBooking(booking.bookingID, api);
  const helpButton = useSaveBooking(booking.bookingID, api);
  const servers = useSaveBooking(booking.bookingID, api);
  const video = currentVideoOption(serverOptions, booking.videoServer, booking.videoServerAppID);
  const game = resolveGameServer(serverOptions, { url: booking.gameServer, port: booking.gamePort });
  const videoOptions = VIDEO_SERVER_OPTIONS.map((option) => ({ value: option, label: option }));
  const gameOptions = GAME_SERVER_OPTIONS.map((option) => ({ value: option, label: `${option} ${GAME_SERVER_PORTS[option]}` }));
  const videoInUse = video ?? booking.videoServer;
  const gameInUse = game ?? (booking.gameServer ? `${booking.gameServer} ${booking.gamePort}` : '');
  const switches = [
    { label: texts.sendEntryNotifications, checked: booking.sendEntryNotifications, saving: notifications, change: (on: boolean) => ({ sendEntryNotifications: on }) },
    { label: texts.showInRoomHelpButton, checked: booking.showInRoomHelpButton, saving: helpButton, change: (on: boolean) => ({ showInRoomHelpButton: on }) },
  ];
  const selects = [
    {
      label: texts.videoServer,
      value: videoInUse,
      options: withAddressInUse(videoOptions, video ? '' : videoInUse),
      change: (option: string) => ({ updatedVideoServer: { ...serverOptions.video[option as VideoServerOption] } }),
    },
    {
      label: texts.gameServer,
      value: gameInUse,
      options: withAddressInUse(gameOptions, game ? '' : gameInUse),
      change: (option: string) => ({ updatedGameServer: { ...serverOptions.game[option as GameServerOption] } }),
    },
  ];

  return (
    <>
      {switches.map(({ label, checked, saving, change }) => (
        <SettingRow key={label}>
          <Switch label={label} checked={checked} busy={saving.isPending} onChange={(on) => saving.save(() => change(on)).catch(log)} />
        </SettingRow>
      ))}
      {selects.map(({ label, value, options, change }) => (
        <Row key={label}>
          {/* The select keeps its own (hidden) label as its name; this is the row's visible label. */}
          <RowLabel aria-hidden="true">{label}</RowLabel>
          <Select
            label={label}
            hideLabel
            fullWidth
            value={value}
            placeholder={label}
            disabled={servers.isPending}
            options={options}
            onValueChange={(option) => servers.save(() => change(option)).catch(log)}
          />
        </Row>
      ))}
    </>
  );
}

/** The options plus, when the booking uses an address no option has, that address (shown, not choosable). */
function withAddressInUse(options: SelectOption[], address: string): SelectOption[] {
  return address ? [...options, { value: address, label: address, disabled: true }] : options;
}
