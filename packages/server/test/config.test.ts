import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/platform/config';

function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

it('has the documented defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:8080',
    adminUsername: 'admin',
    adminEmail: 'admin@localhost',
    seed: 'demo',
    productName: 'Greenroom',
    mailClaimMs: 300_000,
  });
  expect(config.dataDir.endsWith('/data')).toBe(true);
  expect(config.databaseUrl).toBeUndefined();
  expect(config.adminPassword).toBeUndefined();
  expect(config.links).toEqual({
    intake: 'http://localhost:8080/guest/intake/',
    mobileHybrid: 'http://localhost:8080/guest/mobile-hybrid/',
    photoAlbum: 'http://localhost:8080/guest/photo-album/',
    qaDisplay: 'http://localhost:8080/guest/qa-display/',
    signUp: 'http://localhost:8080/guest/sign-up/',
    attendeeJoin: 'http://localhost:8080/guest/attendee-join/',
    bridge: 'http://localhost:8080/guest/bridge/',
    calendar: 'http://localhost:8080/api/ical/',
  });
});

it('reads every variable', () => {
  const web = mkdtempSync(join(tmpdir(), 'greenroom-web-'));
  writeFileSync(join(web, 'index.html'), '<html></html>');
  const config = loadConfig({
    PORT: '9000',
    HOST: '0.0.0.0',
    DATABASE_URL: 'postgres://u:p@db/greenroom',
    PUBLIC_URL: 'https://portal.example.com/',
    GREENROOM_ADMIN_USERNAME: 'root',
    GREENROOM_ADMIN_EMAIL: 'root@example.com',
    GREENROOM_ADMIN_PASSWORD: 'Start1234',
    GREENROOM_SEED: 'none',
    SMTP_URL: 'smtp://mail.example.com:587',
    GREENROOM_WEB_DIR: web,
    GREENROOM_LINK_INTAKE: 'https://join.example.com/intake',
  });
  expect(config).toMatchObject({
    port: 9000,
    host: '0.0.0.0',
    databaseUrl: 'postgres://u:p@db/greenroom',
    publicUrl: 'https://portal.example.com',
    adminUsername: 'root',
    adminEmail: 'root@example.com',
    adminPassword: 'Start1234',
    seed: 'none',
    smtpUrl: 'smtp://mail.example.com:587',
    webDir: web,
  });
  expect(config.links.intake).toBe('https://join.example.com/intake/');
  expect(config.links.calendar).toBe('https://portal.example.com/api/ical/');
});

describe('GREENROOM_SSR_ENTRY', () => {
  const web = mkdtempSync(join(tmpdir(), 'greenroom-web-'));
  writeFileSync(join(web, 'index.html'), '<html></html>');
  mkdirSync(join(web, 'server'));
  writeFileSync(join(web, 'server', 'entry.js'), 'export async function renderLinkPage() { return null; }');

  it('is off when unset, and an absolute file path when set (relative to the working directory)', () => {
    expect(loadConfig({ GREENROOM_WEB_DIR: web }).ssrEntry).toBeUndefined();
    expect(loadConfig({ GREENROOM_WEB_DIR: web, GREENROOM_SSR_ENTRY: join(web, 'server', 'entry.js') }).ssrEntry).toBe(join(web, 'server', 'entry.js'));
    const fromCwd = mkdtempSync(join(process.cwd(), '.greenroom-ssr-'));
    try {
      writeFileSync(join(fromCwd, 'entry.mjs'), '');
      const name = `${fromCwd.slice(process.cwd().length + 1)}/entry.mjs`;
      expect(loadConfig({ GREENROOM_WEB_DIR: web, GREENROOM_SSR_ENTRY: `./${name}` }).ssrEntry).toBe(join(process.cwd(), name));
    } finally {
      rmSync(fromCwd, { recursive: true, force: true });
    }
  });

  it('must name a file that exists, and needs GREENROOM_WEB_DIR', () => {
    expect(problem({ GREENROOM_WEB_DIR: web, GREENROOM_SSR_ENTRY: join(web, 'server', 'missing.js') })).toBe(
      `GREENROOM_SSR_ENTRY: '${join(web, 'server', 'missing.js')}' is not a file (build the host app's SSR bundle first)`,
    );
    expect(problem({ GREENROOM_WEB_DIR: web, GREENROOM_SSR_ENTRY: join(web, 'server') })).toMatch(/^GREENROOM_SSR_ENTRY: '.*' is not a file/);
    expect(problem({ GREENROOM_SSR_ENTRY: join(web, 'server', 'entry.js') })).toBe(
      "GREENROOM_SSR_ENTRY: needs GREENROOM_WEB_DIR too (the rendered screens go into the host app's index.html)",
    );
    // Blank counts as unset, like every other variable.
    expect(loadConfig({ GREENROOM_SSR_ENTRY: '  ' }).ssrEntry).toBeUndefined();
  });
});

it('stops on bad values with one line naming the variable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'greenroom-cfg-'));
  const file = join(dir, 'file');
  writeFileSync(file, '');
  mkdirSync(join(dir, 'empty'));
  expect(problem({ PORT: 'eighty' })).toBe("PORT: must be a whole number from 0 to 65535 (got 'eighty')");
  expect(problem({ PORT: '70000' })).toMatch(/^PORT: /);
  expect(problem({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL: /);
  expect(problem({ PUBLIC_URL: 'ftp://x' })).toMatch(/^PUBLIC_URL: /);
  expect(problem({ GREENROOM_SEED: 'lots' })).toBe("GREENROOM_SEED: must be 'demo' or 'none' (got 'lots')");
  expect(problem({ GREENROOM_ADMIN_PASSWORD: 'weak' })).toBe('GREENROOM_ADMIN_PASSWORD: Password must be at least 8 characters');
  expect(problem({ GREENROOM_ADMIN_USERNAME: 'a b' })).toMatch(/^GREENROOM_ADMIN_USERNAME: /);
  expect(problem({ SMTP_URL: 'mail.example.com' })).toMatch(/^SMTP_URL: /);
  for (const bad of ['0', '1.5', 'soon', '86401', '-3']) {
    expect(problem({ MAIL_CLAIM_SECONDS: bad })).toBe(`MAIL_CLAIM_SECONDS: must be a whole number of seconds from 1 to 86400 (got '${bad}')`);
  }
  expect(loadConfig({ MAIL_CLAIM_SECONDS: '2' }).mailClaimMs).toBe(2_000);
  expect(problem({ GREENROOM_WEB_DIR: join(dir, 'empty') })).toMatch(/^GREENROOM_WEB_DIR: .* has no index.html/);
  expect(problem({ GREENROOM_DATA_DIR: file })).toMatch(/^GREENROOM_DATA_DIR: /);
  expect(problem({ GREENROOM_LINK_SIGN_UP: 'nope' })).toMatch(/^GREENROOM_LINK_SIGN_UP: /);
  for (const message of [problem({ PORT: 'x' }), problem({ SMTP_URL: 'x' })]) expect(message).not.toContain('\n');
});
