import type { GameServerOption, VideoServerOption } from '@greenroom/core';
import { DEFAULT_SERVER_OPTIONS, GAME_SERVER_OPTIONS, VIDEO_SERVER_OPTIONS, type ServerOptions } from '@greenroom/core/rules';

/** Variable name prefixes of the video options. */
const VIDEO_ENV: Record<VideoServerOption, string> = {
  'Public Cloud': 'GREENROOM_VIDEO_PUBLIC_CLOUD',
  'US Private Cloud': 'GREENROOM_VIDEO_US_PRIVATE_CLOUD',
  'Europe Private Cloud': 'GREENROOM_VIDEO_EUROPE_PRIVATE_CLOUD',
};

const GAME_ENV: Record<GameServerOption, string> = {
  'Public Server': 'GREENROOM_GAME_PUBLIC_SERVER_URL',
  'Development Server': 'GREENROOM_GAME_DEVELOPMENT_SERVER_URL',
  'Europe Server': 'GREENROOM_GAME_EUROPE_SERVER_URL',
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
 * Unset variables take core's DEFAULT_SERVER_OPTIONS (placeholder `.test` hosts). Throws {@link ServerOptionsError}.
 * @example
 * loadServerOptions({ GREENROOM_VIDEO_PUBLIC_CLOUD_URL: 'https://v.example.com' }).video['Public Cloud'].url
 * // 'https://v.example.com'
 */
export function loadServerOptions(env: Env = process.env): ServerOptions {
  const video = {} as ServerOptions['video'];
  for (const option of VIDEO_SERVER_OPTIONS) {
    const prefix = VIDEO_ENV[option];
    const { url, appID } = DEFAULT_SERVER_OPTIONS.video[option];
    video[option] = {
      url: checkUrl(`${prefix}_URL`, read(env, `${prefix}_URL`, url), ['https:', 'http:', 'wss:', 'ws:']),
      appID: checkAppID(`${prefix}_APP_ID`, read(env, `${prefix}_APP_ID`, appID)),
    };
  }
  const game = {} as ServerOptions['game'];
  for (const option of GAME_SERVER_OPTIONS) {
    const variable = GAME_ENV[option];
    const { url, port } = DEFAULT_SERVER_OPTIONS.game[option];
    game[option] = { url: checkUrl(variable, read(env, variable, url), ['wss:', 'ws:', 'https:', 'http:']), port };
  }
  return { video, game };
}
