import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const siteKey = '1x00000000000000000000AA';
const secretKey = '1x0000000000000000000000000000000AA';

function configProblem(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('answer checks', () => {
  it('check the REST answers against their schemas but in production', () => {
    expect(loadConfig({}).checkRestAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).checkRestAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).checkRestAnswers).toBe(false);
  });
});

describe('Turnstile configuration', () => {
  it('is off when neither key is set, or both are blank as Compose passes unset variables', () => {
    expect(loadConfig({}).turnstile).toBeUndefined();
    expect(
      loadConfig({ TURNSTILE_SITE_KEY: '', TURNSTILE_SECRET_KEY: '  ' }).turnstile,
    ).toBeUndefined();
  });

  it('is on with both keys and Cloudflare’s siteverify', () => {
    expect(
      loadConfig({ TURNSTILE_SITE_KEY: ` ${siteKey} `, TURNSTILE_SECRET_KEY: secretKey }).turnstile,
    ).toEqual({
      siteKey,
      secretKey,
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
  });

  it('stops the start when only the secret key is set, naming the missing site key', () => {
    expect(configProblem({ TURNSTILE_SECRET_KEY: secretKey })).toBe(
      'Invalid configuration:\n  TURNSTILE_SITE_KEY: is required when TURNSTILE_SECRET_KEY is set (set both to protect admin logins and the public forms with Cloudflare Turnstile, or neither)',
    );
    expect(configProblem({ TURNSTILE_SITE_KEY: '', TURNSTILE_SECRET_KEY: secretKey })).toContain(
      'TURNSTILE_SITE_KEY: is required when TURNSTILE_SECRET_KEY is set',
    );
  });

  it('stops the start when only the site key is set, naming the missing secret key', () => {
    expect(configProblem({ TURNSTILE_SITE_KEY: siteKey })).toBe(
      'Invalid configuration:\n  TURNSTILE_SECRET_KEY: is required when TURNSTILE_SITE_KEY is set (set both to protect admin logins and the public forms with Cloudflare Turnstile, or neither)',
    );
  });
});

describe('connection limits and the headers timeout', () => {
  it('cap connections, and connections per address when clients connect directly', () => {
    expect(loadConfig({}).connectionLimits).toEqual({
      maxConnections: 4096,
      maxConnectionsPerAddress: 64,
    });
    expect(
      loadConfig({ MAX_CONNECTIONS: '500', MAX_CONNECTIONS_PER_ADDRESS: '8' }).connectionLimits,
    ).toEqual({ maxConnections: 500, maxConnectionsPerAddress: 8 });
  });

  it('cap no address behind a proxy, whose address every connection shares', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1', MAX_CONNECTIONS_PER_ADDRESS: '8' }).connectionLimits,
    ).toEqual({ maxConnections: 4096, maxConnectionsPerAddress: undefined });
  });

  it('refuse limits that are not positive whole numbers', () => {
    expect(configProblem({ MAX_CONNECTIONS: '0' })).toContain('MAX_CONNECTIONS:');
    expect(configProblem({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toContain(
      'MAX_CONNECTIONS_PER_ADDRESS:',
    );
  });

  it('allow 10 s for the headers, or REQUEST_TIMEOUT_MS when that is shorter', () => {
    expect(loadConfig({}).headersTimeoutMs).toBe(10_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '4000' }).headersTimeoutMs).toBe(4_000);
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '3000' }).headersTimeoutMs).toBe(3_000);
  });

  it('refuse a headers timeout longer than the request timeout, which the headers are part of', () => {
    expect(configProblem({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' })).toBe(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS, which the headers are part of',
    );
  });
});

describe('database pool and form write queue', () => {
  it('default to a pool of ten, eight form writes at once, 2,000 waiting for up to 10 s', () => {
    const config = loadConfig({});
    expect(config.databasePoolMax).toBe(10);
    expect(config.formWrites).toEqual({ concurrency: 8, maxQueued: 2_000, maxWaitMs: 10_000 });
  });

  it('keep two connections for other work when only the pool size is set', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '20' }).formWrites.concurrency).toBe(18);
    expect(loadConfig({ DATABASE_POOL_MAX: '2' }).formWrites.concurrency).toBe(1);
  });

  it('refuse a form write concurrency that would take the whole pool', () => {
    expect(configProblem({ DATABASE_POOL_MAX: '5', FORM_WRITE_CONCURRENCY: '5' })).toContain(
      'FORM_WRITE_CONCURRENCY: must be below DATABASE_POOL_MAX',
    );
  });

  it('wait at most four fifths of a short REQUEST_TIMEOUT_MS when the wait is not set', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '4000' }).formWrites.maxWaitMs).toBe(3_200);
  });

  it('refuse a queue wait that the request timeout would cut off', () => {
    expect(configProblem({ REQUEST_TIMEOUT_MS: '8000', FORM_QUEUE_MAX_WAIT_MS: '8000' })).toContain(
      'FORM_QUEUE_MAX_WAIT_MS: must be below REQUEST_TIMEOUT_MS',
    );
  });
});

describe('mail configuration', () => {
  const smtp = {
    SMTP_URL: 'smtps://alerts:s3cr%2Ft@mail.example.com:465',
    MAIL_FROM: 'Site Alerts <alerts@example.com>',
    LEAD_ALERT_TO: ' sales@example.com, owner@example.com ',
  };

  it('is off by default: no SMTP, no acknowledgements, the documented retry timings', () => {
    expect(loadConfig({}).mail).toMatchObject({
      smtpUrl: undefined,
      leadAlertTo: [],
      applicationAlertTo: [],
      sendAcknowledgements: false,
      smtpTimeoutMs: 15_000,
      retryBaseDelayMs: 60_000,
      retryMaxDelayMs: 3_600_000,
      giveUpAfterMs: 24 * 3_600_000,
    });
  });

  it('reads the sender and the lists, and sends applications to the lead list unless told otherwise', () => {
    expect(loadConfig(smtp).mail).toMatchObject({
      smtpUrl: smtp.SMTP_URL,
      from: { name: 'Site Alerts', address: 'alerts@example.com' },
      leadAlertTo: ['sales@example.com', 'owner@example.com'],
      applicationAlertTo: ['sales@example.com', 'owner@example.com'],
    });
    expect(
      loadConfig({
        ...smtp,
        APPLICATION_ALERT_TO: 'hiring@example.com',
        SEND_ACKNOWLEDGEMENTS: 'true',
      }).mail,
    ).toMatchObject({ applicationAlertTo: ['hiring@example.com'], sendAcknowledgements: true });
    expect(loadConfig({ ...smtp, MAIL_FROM: 'alerts@example.com' }).mail.from).toEqual({
      name: '',
      address: 'alerts@example.com',
    });
  });

  it('refuses what could not send, with readable messages that never repeat the SMTP URL', () => {
    expect(configProblem({ SMTP_URL: 'http://alerts:s3cr3t@mail.example.com' })).toContain(
      'SMTP_URL: must start with smtp:// or smtps://',
    );
    const unparsable = configProblem({ SMTP_URL: 'smtp://alerts:s3cr3t@[bad' });
    expect(unparsable).toContain('SMTP_URL: must be a URL such as smtps://user:password@host:465');
    expect(unparsable).not.toContain('s3cr3t');
    expect(configProblem({ SMTP_URL: smtp.SMTP_URL })).toContain(
      'MAIL_FROM: is required when SMTP_URL is set',
    );
    expect(configProblem({ ...smtp, LEAD_ALERT_TO: '' })).toContain(
      'LEAD_ALERT_TO: is required when SMTP_URL is set',
    );
    expect(
      configProblem({ ...smtp, LEAD_ALERT_TO: 'sales@example.com, not-an-address' }),
    ).toContain('LEAD_ALERT_TO: not an e-mail address: not-an-address');
    expect(configProblem({ ...smtp, MAIL_FROM: 'Alerts <nobody>' })).toContain(
      'MAIL_FROM: must be an e-mail address, optionally as Name <address>',
    );
    expect(configProblem({ SEND_ACKNOWLEDGEMENTS: 'yes' })).toContain('SEND_ACKNOWLEDGEMENTS');
  });
});

describe('the IMAP mailbox', () => {
  it('is not read by default, nor when IMAP_URL is blank as Compose passes unset variables', () => {
    expect(loadConfig({}).imap).toBeUndefined();
    expect(loadConfig({ IMAP_URL: ' ' }).imap).toBeUndefined();
  });

  it('reads the server, login and folder, with a poll a minute and a reconnect backoff up to five minutes', () => {
    expect(
      loadConfig({
        IMAP_URL: 'imaps://replies%40example.com:s3cr%2Ft@mail.example.com/Client%20replies',
      }).imap,
    ).toEqual({
      mailbox: {
        host: 'mail.example.com',
        port: 993,
        secure: true,
        user: 'replies@example.com',
        password: 's3cr/t',
        path: 'Client replies',
      },
      pollIntervalMs: 60_000,
      reconnectBaseDelayMs: 5_000,
      reconnectMaxDelayMs: 300_000,
    });
    expect(
      loadConfig({
        IMAP_URL: 'imap://replies:secret@[::1]:1143',
        IMAP_POLL_INTERVAL_MS: '1000',
        IMAP_RECONNECT_BASE_DELAY_MS: '100',
        IMAP_RECONNECT_MAX_DELAY_MS: '1000',
      }).imap,
    ).toEqual({
      mailbox: {
        host: '::1',
        port: 1143,
        secure: false,
        user: 'replies',
        password: 'secret',
        path: 'INBOX',
      },
      pollIntervalMs: 1000,
      reconnectBaseDelayMs: 100,
      reconnectMaxDelayMs: 1000,
    });
  });

  it('refuses what could not be read, with messages that never repeat the URL', () => {
    const problems: [string, string][] = [
      ['https://replies:s3cr3t@mail.example.com/INBOX', 'must start with imap:// or imaps://'],
      ['imaps://replies:s3cr3t@[bad', 'must be a URL such as imaps://user:password@host:993/INBOX'],
      ['imaps://mail.example.com/INBOX', 'must hold the user and password'],
      [
        'imaps://replies:s3cr3t@mail.example.com/INBOX?x=s3cr3t',
        'must end with the folder: no query (?) or fragment (#)',
      ],
    ];
    for (const [url, message] of problems) {
      const problem = configProblem({ IMAP_URL: url });
      expect(problem).toContain(`IMAP_URL: ${message}`);
      expect(problem).not.toContain('s3cr3t');
    }
    expect(
      configProblem({
        IMAP_URL: 'imaps://replies:secret@mail.example.com',
        IMAP_RECONNECT_BASE_DELAY_MS: '10000',
        IMAP_RECONNECT_MAX_DELAY_MS: '1000',
      }),
    ).toContain(
      'IMAP_RECONNECT_MAX_DELAY_MS: must not be shorter than IMAP_RECONNECT_BASE_DELAY_MS',
    );
  });
});

describe('the retention settings', () => {
  it('keep personal data 24 months and treat won leads like the others by default', () => {
    expect(loadConfig({}).retention).toEqual({ months: 24, retainWonLeads: false });
    expect(loadConfig({ RETENTION_MONTHS: '', RETAIN_WON_LEADS: '' }).retention).toEqual({
      months: 24,
      retainWonLeads: false,
    });
  });

  it('read the months and the won-leads choice', () => {
    expect(loadConfig({ RETENTION_MONTHS: '36', RETAIN_WON_LEADS: 'true' }).retention).toEqual({
      months: 36,
      retainWonLeads: true,
    });
  });

  it('refuse months that are not a positive whole number, and a won-leads value that is not a boolean', () => {
    expect(configProblem({ RETENTION_MONTHS: '0' })).toContain('RETENTION_MONTHS');
    expect(configProblem({ RETENTION_MONTHS: '1.5' })).toContain('RETENTION_MONTHS');
    expect(configProblem({ RETAIN_WON_LEADS: 'yes' })).toContain('RETAIN_WON_LEADS');
  });
});

describe('the backup settings', () => {
  it('are off without BACKUP_DIR, and keep 7 backups by default', () => {
    expect(loadConfig({}).backups).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: ' ' }).backups).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backups).toEqual({
      directory: '/srv/backups',
      keep: 7,
    });
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' }).backups?.keep).toBe(30);
  });

  it('refuse a count that is not a positive whole number', () => {
    expect(configProblem({ BACKUP_KEEP: '0' })).toContain('BACKUP_KEEP');
    expect(configProblem({ BACKUP_KEEP: 'all' })).toContain('BACKUP_KEEP');
  });

  it('refuse a backup folder inside the data folder, which would go with it', () => {
    expect(configProblem({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/backups' })).toContain(
      'BACKUP_DIR: must not be inside DATA_DIR',
    );
    expect(configProblem({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data' })).toContain(
      'BACKUP_DIR',
    );
    expect(loadConfig({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data-backups' }).backups).toEqual({
      directory: '/srv/data-backups',
      keep: 7,
    });
  });
});

describe('relative folders', () => {
  it("are taken from the folder the command was typed in (INIT_CWD), not the script's own", () => {
    // `pnpm start` runs at the repository root and `pnpm backup` in apps/server: both must find
    // the same folders when the user typed them in the same place.
    const typedIn = { INIT_CWD: '/home/owner/site', DATA_DIR: 'data', BACKUP_DIR: '../backups' };
    const config = loadConfig(typedIn);

    expect(config.dataDir).toBe('/home/owner/site/data');
    expect(config.backups?.directory).toBe('/home/owner/backups');
    expect(loadConfig({ ...typedIn, WEB_DIST_DIR: 'web' }).webDistDir).toBe('/home/owner/site/web');
    expect(
      configProblem({ INIT_CWD: '/srv', DATA_DIR: 'data', BACKUP_DIR: '/srv/data/backups' }),
    ).toContain('BACKUP_DIR: must not be inside DATA_DIR');
  });

  it("are taken from the process's folder without pnpm", () => {
    expect(loadConfig({ DATA_DIR: 'data' }).dataDir).toBe(path.resolve(process.cwd(), 'data'));
  });
});

describe('REQUIRE_TWO_FACTOR', () => {
  it('is off by default and on with true or 1', () => {
    expect(loadConfig({}).session.twoFactorRequired).toBe(false);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: 'true' }).session.twoFactorRequired).toBe(true);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: '1' }).session.twoFactorRequired).toBe(true);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: '' }).session.twoFactorRequired).toBe(false);
  });

  it('stops the start on a value it cannot read', () => {
    expect(configProblem({ REQUIRE_TWO_FACTOR: 'yes' })).toContain('REQUIRE_TWO_FACTOR');
  });
});

describe('the daily cap on stored CVs', () => {
  it('is four CVs of the largest size per address by default, and can be raised', () => {
    expect(loadConfig({}).cvBytesPerAddressPerDay).toBe(20 * 1024 * 1024);
    expect(loadConfig({ CV_BYTES_PER_ADDRESS_PER_DAY: '104857600' }).cvBytesPerAddressPerDay).toBe(
      104_857_600,
    );
  });

  it('refuses a cap below one CV of the largest size', () => {
    expect(configProblem({ CV_BYTES_PER_ADDRESS_PER_DAY: '1000' })).toContain(
      'CV_BYTES_PER_ADDRESS_PER_DAY: must be at least 5242880 (one CV of the largest size)',
    );
  });
});

describe('conversations', () => {
  it('send from MAIL_FROM with no reply address, and keep the inbound door shut, by default', () => {
    const config = loadConfig({});
    expect(config.conversations.replyToAddress).toBeUndefined();
    expect(config.inboundEmailSecret).toBeUndefined();
    expect(
      loadConfig({ REPLY_TO_ADDRESS: ' ', INBOUND_EMAIL_SECRET: '' }).inboundEmailSecret,
    ).toBeUndefined();
  });

  it('read REPLY_TO_ADDRESS and INBOUND_EMAIL_SECRET', () => {
    const secret = 'f'.repeat(32);
    const config = loadConfig({
      MAIL_FROM: 'Site Alerts <alerts@example.com>',
      REPLY_TO_ADDRESS: 'replies@example.com',
      INBOUND_EMAIL_SECRET: secret,
    });
    expect(config.conversations).toEqual({
      from: { name: 'Site Alerts', address: 'alerts@example.com' },
      replyToAddress: 'replies@example.com',
    });
    expect(config.inboundEmailSecret).toBe(secret);
  });

  it('refuse a reply address that is none, and a secret short enough to guess, without echoing it', () => {
    expect(configProblem({ REPLY_TO_ADDRESS: 'replies' })).toContain('REPLY_TO_ADDRESS');
    const problem = configProblem({ INBOUND_EMAIL_SECRET: 'short-secret' });
    expect(problem).toContain('INBOUND_EMAIL_SECRET: must be at least 32 characters');
    expect(problem).not.toContain('short-secret');
  });
});
