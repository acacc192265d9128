import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { envRisks } from './env-risks.ts';

const risks = (raw: Record<string, string>) => envRisks(loadEnv(raw));

describe('envRisks: the warnings of a public deployment (issue 30)', () => {
  it('says nothing on a loopback BASE_URL, whatever is set', () => {
    expect(risks({ JOBS_QUICK_TIMINGS: 'true', STRIPE_API_BASE: 'http://127.0.0.1:1' })).toEqual({
      refusals: [],
      warnings: [],
    });
  });

  it('warns of each risky setting on a public one', () => {
    const { warnings } = risks({
      BASE_URL: 'http://scout.example.com',
      JOBS_QUICK_TIMINGS: 'true',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      KEEPA_API_BASE: 'http://127.0.0.1:12112',
    });
    const said = warnings.join('\n');
    for (const expected of [
      'SMTP_URL is not set',
      'BASE_URL is http://',
      'STRIPE_API_BASE is set',
      'KEEPA_API_BASE is set',
      'JOBS_QUICK_TIMINGS is on',
      'TRUST_PROXY is not set',
    ])
      expect(said).toContain(expected);
    expect(said).not.toContain('sk_test_x');
  });

  it('a well set public deployment has no warning', () => {
    const good = {
      BASE_URL: 'https://scout.example.com',
      SMTP_URL: 'smtps://u:p@mail.example.com',
      TRUST_PROXY: '1',
    };
    expect(risks(good)).toEqual({ refusals: [], warnings: [] });
    expect(risks({ ...good, HOST: '0.0.0.0' }).warnings.join()).toContain('listens on all interfaces');
    // The container's defaults: only the proxy's addresses may name the client, so no warning.
    const container = { ...good, HOST: '0.0.0.0', TRUST_PROXY: 'loopback,uniquelocal' };
    expect(risks(container)).toEqual({ refusals: [], warnings: [] });
  });
});
