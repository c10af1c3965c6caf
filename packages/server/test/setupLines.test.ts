import { loadConfig } from '../src/platform/config';
import { databaseLine, mailLine, setupLines, setupWarnings } from '../src/platform/setupLines';

describe('what the terminal says about the setup', () => {
  it('names PostgreSQL by database, host and user, never the password', () => {
    const line = databaseLine({ dataDir: '/srv', databaseUrl: 'postgres://greenroom:s3cret@db.internal:6543/events' });
    expect(line).toBe("Database: PostgreSQL 'events' on db.internal:6543 as greenroom");
    expect(line).not.toContain('s3cret');
  });

  it('names the SMTP server without its credentials, with the default port of its scheme', () => {
    expect(mailLine({ smtpUrl: 'smtps://user:pa55@mail.example.com' })).toBe('Mail: SMTP mail.example.com:465 (TLS)');
    expect(mailLine({ smtpUrl: 'smtp://mail.example.com:2525' })).toBe('Mail: SMTP mail.example.com:2525');
  });

  it('gives the version, the public address and the hosts links in mail point to', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://events.example.com', GREENROOM_LINK_INTAKE: 'https://join.example.com/i/' });
    const lines = setupLines(config, '1.2.3');
    expect(lines[0]).toBe('Greenroom server 1.2.3');
    expect(lines[3]).toBe('Public address: https://events.example.com (links in mail: https://join.example.com, https://events.example.com)');
  });

  it('warns when real SMTP meets an admin address at localhost', () => {
    expect(setupWarnings({ smtpUrl: 'smtp://mail:25', adminEmail: 'admin@localhost' })[0]).toMatch(/^GREENROOM_ADMIN_EMAIL: the super-admin's address is admin@localhost/);
    expect(setupWarnings({ smtpUrl: undefined, adminEmail: 'admin@localhost' })).toEqual([]);
    expect(setupWarnings({ smtpUrl: 'smtp://mail:25', adminEmail: 'ops@example.com' })).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes 0/1 or a list of addresses and ranges, and names a bad entry', async () => {
    const { parseTrustProxy } = await import('../src/platform/trustProxy');
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(true);
    expect(parseTrustProxy(' 127.0.0.1/8, ::1 ,10.1.2.3')).toBe('127.0.0.1/8,::1,10.1.2.3');
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow("TRUST_PROXY: must be 1, 0, or a comma list of proxy addresses or CIDR ranges (got '10.0.0.0/33')");
    expect(() => parseTrustProxy('nginx')).toThrow("(got 'nginx')");
  });
});
