import type { GameServerOption, VideoServerOption } from '@greenroom/core';

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

/** The configured addresses of every named server option (spec/bookings.md §3). */
export interface ServerOptions {
  video: Record<VideoServerOption, VideoServerAddress>;
  game: Record<GameServerOption, GameServerAddress>;
}

/** Names of the video options, in the order the select lists them. */
export const VIDEO_SERVER_OPTIONS: readonly VideoServerOption[] = ['Public Cloud', 'US Private Cloud', 'Europe Private Cloud'];

/** Names of the game options, in the order the select lists them. */
export const GAME_SERVER_OPTIONS: readonly GameServerOption[] = ['Public Server', 'Development Server', 'Europe Server'];

/** The fixed ports of the game options (spec/bookings.md §3). */
export const GAME_SERVER_PORTS: Record<GameServerOption, number> = {
  'Public Server': 443,
  'Development Server': 3777,
  'Europe Server': 443,
};

/** The private-cloud video options (a booking on one is `privateCloud`). */
export const PRIVATE_VIDEO_OPTIONS: readonly VideoServerOption[] = ['US Private Cloud', 'Europe Private Cloud'];

interface VideoEnv {
  prefix: string;
  url: string;
  appID: string;
}

const VIDEO_ENV: Record<VideoServerOption, VideoEnv> = {
  'Public Cloud': { prefix: 'GREENROOM_VIDEO_PUBLIC_CLOUD', url: 'https://video.greenroom.test', appID: 'greenroom-public' },
  'US Private Cloud': { prefix: 'GREENROOM_VIDEO_US_PRIVATE_CLOUD', url: 'https://video-us.greenroom.test', appID: 'greenroom-us-private' },
  'Europe Private Cloud': { prefix: 'GREENROOM_VIDEO_EUROPE_PRIVATE_CLOUD', url: 'https://video-eu.greenroom.test', appID: 'greenroom-eu-private' },
};

const GAME_ENV: Record<GameServerOption, { variable: string; url: string }> = {
  'Public Server': { variable: 'GREENROOM_GAME_PUBLIC_SERVER_URL', url: 'wss://game.greenroom.test' },
  'Development Server': { variable: 'GREENROOM_GAME_DEVELOPMENT_SERVER_URL', url: 'ws://localhost' },
  'Europe Server': { variable: 'GREENROOM_GAME_EUROPE_SERVER_URL', url: 'wss://game-eu.greenroom.test' },
};

/** A bad server-option variable, named after the variable. */
export class ServerOptionsError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = 'ServerOptionsError';
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? fallback : value;
}

function checkUrl(name: string, value: string, protocols: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ServerOptionsError(name, `must be a URL (got '${value}')`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ServerOptionsError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got '${value}')`);
  }
  return value.replace(/\/+$/, '');
}

function checkAppID(name: string, value: string): string {
  if (!/^[\w.:-]{1,200}$/.test(value)) throw new ServerOptionsError(name, 'may only hold letters, digits and . _ : - (1 to 200 characters)');
  return value;
}

/**
 * Read the addresses behind the named server options from the environment:
 * `GREENROOM_VIDEO_<OPTION>_URL` and `GREENROOM_VIDEO_<OPTION>_APP_ID` for the video options
 * (PUBLIC_CLOUD, US_PRIVATE_CLOUD, EUROPE_PRIVATE_CLOUD) and `GREENROOM_GAME_<OPTION>_URL` for the
 * game options (PUBLIC_SERVER, DEVELOPMENT_SERVER, EUROPE_SERVER; ports are fixed by the spec).
 * Unset variables take placeholder defaults on `.test` hosts. Throws {@link ServerOptionsError}.
 * @example
 * loadServerOptions({ GREENROOM_VIDEO_PUBLIC_CLOUD_URL: 'https://v.example.com' }).video['Public Cloud'].url
 * // 'https://v.example.com'
 */
export function loadServerOptions(env: Env = process.env): ServerOptions {
  const video = {} as ServerOptions['video'];
  for (const option of VIDEO_SERVER_OPTIONS) {
    const { prefix, url, appID } = VIDEO_ENV[option];
    video[option] = {
      url: checkUrl(`${prefix}_URL`, read(env, `${prefix}_URL`, url), ['https:', 'http:', 'wss:', 'ws:']),
      appID: checkAppID(`${prefix}_APP_ID`, read(env, `${prefix}_APP_ID`, appID)),
    };
  }
  const game = {} as ServerOptions['game'];
  for (const option of GAME_SERVER_OPTIONS) {
    const { variable, url } = GAME_ENV[option];
    game[option] = { url: checkUrl(variable, read(env, variable, url), ['wss:', 'ws:', 'https:', 'http:']), port: GAME_SERVER_PORTS[option] };
  }
  return { video, game };
}

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
