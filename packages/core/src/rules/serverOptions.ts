import type { GameServerOption, VideoServerOption } from '../entities';

/** Where a named video server option points. @example { url: 'https://video.greenroom.test', appID: 'greenroom-public' } */
export interface VideoServerAddress {
  url: string;
  appID: string;
}

/** Where a named game server option points. @example { url: 'wss://game.greenroom.test', port: 443 } */
export interface GameServerAddress {
  url: string;
  port: number;
}

/** The configured addresses of every named server option (docs/reference/bookings.md §3). */
export interface ServerOptions {
  video: Record<VideoServerOption, VideoServerAddress>;
  game: Record<GameServerOption, GameServerAddress>;
}

/** Names of the video options, in the order the select lists them. */
export const VIDEO_SERVER_OPTIONS: readonly VideoServerOption[] = ['Public Cloud', 'US Private Cloud', 'Europe Private Cloud'];

/** Names of the game options, in the order the select lists them. */
export const GAME_SERVER_OPTIONS: readonly GameServerOption[] = ['Public Server', 'Development Server', 'Europe Server'];

/** The fixed ports of the game options (docs/reference/bookings.md §3). */
export const GAME_SERVER_PORTS: Record<GameServerOption, number> = {
  'Public Server': 443,
  'Development Server': 3777,
  'Europe Server': 443,
};

/** The private-cloud video options (a booking on one is `privateCloud`). */
export const PRIVATE_VIDEO_OPTIONS: readonly VideoServerOption[] = ['US Private Cloud', 'Europe Private Cloud'];

/**
 * The addresses a server uses when its environment names none (placeholder `.test` hosts), and
 * what the memory backend uses: every named option with its address.
 * @example DEFAULT_SERVER_OPTIONS.game['Development Server'] // { url: 'ws://localhost', port: 3777 }
 */
export const DEFAULT_SERVER_OPTIONS: ServerOptions = {
  video: {
    'Public Cloud': { url: 'https://video.greenroom.test', appID: 'greenroom-public' },
    'US Private Cloud': { url: 'https://video-us.greenroom.test', appID: 'greenroom-us-private' },
    'Europe Private Cloud': { url: 'https://video-eu.greenroom.test', appID: 'greenroom-eu-private' },
  },
  game: {
    'Public Server': { url: 'wss://game.greenroom.test', port: GAME_SERVER_PORTS['Public Server'] },
    'Development Server': { url: 'ws://localhost', port: GAME_SERVER_PORTS['Development Server'] },
    'Europe Server': { url: 'wss://game-eu.greenroom.test', port: GAME_SERVER_PORTS['Europe Server'] },
  },
};

/** A video server choice as PUT /booking may carry it: an option name or its configured address. */
export type VideoServerChoice = VideoServerOption | VideoServerAddress;

/** A game server choice: an option name or its configured address. */
export type GameServerChoice = GameServerOption | GameServerAddress;

/**
 * The named video option a choice stands for, or null when it is neither a known name nor a
 * configured address (addresses that are not configured are never stored).
 * @example resolveVideoServer(options, 'US Private Cloud') // 'US Private Cloud'
 */
export function resolveVideoServer(options: ServerOptions, choice: VideoServerChoice): VideoServerOption | null {
  if (typeof choice === 'string') return VIDEO_SERVER_OPTIONS.includes(choice) ? choice : null;
  return VIDEO_SERVER_OPTIONS.find((name) => options.video[name].url === choice.url && options.video[name].appID === choice.appID) ?? null;
}

/**
 * The named game option a choice stands for, or null.
 * @example resolveGameServer(options, { url: 'ws://localhost', port: 3777 }) // 'Development Server'
 */
export function resolveGameServer(options: ServerOptions, choice: GameServerChoice): GameServerOption | null {
  if (typeof choice === 'string') return GAME_SERVER_OPTIONS.includes(choice) ? choice : null;
  return GAME_SERVER_OPTIONS.find((name) => options.game[name].url === choice.url && options.game[name].port === choice.port) ?? null;
}

/**
 * The option whose address a booking currently uses, or null for an address set elsewhere.
 * @example currentVideoOption(options, booking.videoServer, booking.videoServerAppID) // 'Public Cloud'
 */
export function currentVideoOption(options: ServerOptions, url: string, appID: string): VideoServerOption | null {
  return resolveVideoServer(options, { url, appID });
}
