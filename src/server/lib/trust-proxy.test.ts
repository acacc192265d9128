import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './trust-proxy.ts';

describe('clientAddress', () => {
  it('is the socket peer without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientAddress('1.2.3.4', '203.0.113.9', false)).toBe('203.0.113.9');
  });

  it('is the right-most entry the trusted proxies did not write: a client’s own entries never count', () => {
    const oneHop = parseTrustProxy('true');
    // nginx appends the address it saw to what the client sent
    expect(clientAddress('6.6.6.6, 203.0.113.9', '127.0.0.1', oneHop)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '127.0.0.1', oneHop)).toBe('203.0.113.9');
    const twoHops = parseTrustProxy('2'); // a CDN, then nginx
    expect(clientAddress('6.6.6.6, 203.0.113.9, 198.51.100.1', '127.0.0.1', twoHops)).toBe('203.0.113.9');
    const byAddress = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.1.2.3', '127.0.0.1', byAddress)).toBe('203.0.113.9');
    // a client that reaches Scout directly (not a trusted proxy) is itself the client
    expect(clientAddress('6.6.6.6', '198.51.100.7', byAddress)).toBe('198.51.100.7');
  });

  it('is the socket peer when a request did not come through the proxy at all', () => {
    expect(clientAddress(undefined, '198.51.100.7', parseTrustProxy('1'))).toBe('198.51.100.7');
  });
});
