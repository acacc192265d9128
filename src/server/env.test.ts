import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.dataDir.endsWith('/data')).toBe(true);
    expect(env.baseUrl).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('derives BASE_URL from PORT and trims a trailing slash', () => {
    expect(loadEnv({ PORT: '4100' }).baseUrl).toBe('http://localhost:4100');
    expect(loadEnv({ BASE_URL: 'https://scout.example.com/' }).baseUrl).toBe('https://scout.example.com');
  });

  it('parses ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadEnv({ ADMIN_EMAILS: ' Boss@Example.com, ,two@x.io' }).ADMIN_EMAILS).toEqual([
      'boss@example.com',
      'two@x.io',
    ]);
  });

  it('reports every invalid variable in readable words', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EnvError);
      const message = (e as EnvError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
    }
  });

  it('wants both Stripe keys or neither', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const env = loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(env.STRIPE_API_BASE).toBeUndefined();
    expect(() => loadEnv({ STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', SMTP_URL: '', SITE_SELLER_COUNT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SITE_SELLER_COUNT).toBeUndefined();
  });

  it('runs the test checkout only on request or on a loopback BASE_URL (issue 15, finding 13)', () => {
    expect(loadEnv({}).payments).toBe('test');
    expect(loadEnv({ BASE_URL: 'http://127.0.0.1:8080' }).payments).toBe('test');
    expect(loadEnv({ BASE_URL: 'http://[::1]:8080' }).payments).toBe('test');
    expect(loadEnv({ BASE_URL: 'https://scout.example.com' }).payments).toBe('off');
    expect(loadEnv({ BASE_URL: 'http://192.168.1.10:3000' }).payments).toBe('off');
    expect(() => loadEnv({ BASE_URL: 'https://scout.example.com', PAYMENTS: 'test' })).toThrow(
      /PAYMENTS=test on the public BASE_URL/,
    );
    expect(loadEnv({ PAYMENTS: 'off' }).payments).toBe('off');
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadEnv({ BASE_URL: 'https://scout.example.com', ...stripe }).payments).toBe('stripe');
    expect(() => loadEnv({ PAYMENTS: 'stripe' })).toThrow(EnvError);
  });

  it('never quotes a secret back, nor a password inside a URL (issue 30)', () => {
    const secrets = {
      AUTH_SECRET: 'hunter2-short',
      ENCRYPTION_KEY: 'not-a-key-but-a-secret-all-the-same',
      SMTP_URL: 'mailto://mailer:smtp-pa55word@mail.example.com',
      DATABASE_URL: 'mysql://scout:db-pa55word@db.example.com/scout',
    };
    try {
      loadEnv({ ...secrets, OPENAI_BASE_URL: 'ftp://me:ai-pa55word@h' });
      expect.unreachable();
    } catch (e) {
      const message = (e as EnvError).message;
      for (const name of Object.keys(secrets)) expect(message).toContain(`${name}:`);
      for (const value of [...Object.values(secrets), 'pa55word', 'hunter2'])
        expect(message).not.toContain(value);
      expect(message).toContain(
        'AUTH_SECRET: must be at least 32 characters (got 13 characters, not shown: a secret)',
      );
    }
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses; true is one hop', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '::1'],
    });
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(
      /TRUST_PROXY: must be true, false, a hop count/,
    );
  });

  it('refuses what is dangerous on a public BASE_URL, and only there (issue 30)', () => {
    const pub = { BASE_URL: 'https://scout.example.com' };
    expect(() => loadEnv({ ...pub, NODE_ENV: 'development' })).toThrow(
      /sign-in, sign-up and password-reset limits are off/,
    );
    const live = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadEnv({ ...pub, ...live, STRIPE_API_BASE: 'http://10.1.1.1:12111' })).toThrow(
      /STRIPE_API_BASE with a live Stripe key/,
    );
    expect(
      loadEnv({ NODE_ENV: 'development', PAYMENTS: 'test', ...live, STRIPE_API_BASE: 'http://127.0.0.1:1' })
        .payments,
    ).toBe('test');
  });
});
