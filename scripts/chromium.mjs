import { existsSync } from 'node:fs';

/** The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's, else null. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}
