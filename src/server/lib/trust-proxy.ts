import proxyAddr from 'proxy-addr';

/**
 * Which proxies in front of Scout are trusted to say who the client is (TRUST_PROXY, ADR 135):
 * none, the nearest `hops` proxies, or the proxies at these addresses and ranges.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Longest client address kept (a trusted proxy writes it, but a key is no place for a novel). */
const MAX_ADDRESS_LENGTH = 64;

/**
 * TRUST_PROXY as written: `false`/`0`/empty (none), `true` (one hop: the proxy right in front, the
 * usual nginx or Caddy on the same machine), a hop count, or a comma-separated list of addresses and
 * CIDR ranges (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Throws a sentence on
 * anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) throw new Error('a hop count above 20 is not a real proxy chain');
    return { hops };
  }
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (e) {
    throw new Error(
      `must be true, false, a hop count, or proxy addresses/CIDR ranges (${(e as Error).message})`,
    );
  }
  return { addresses };
}

type TrustFunction = (address: string, index: number) => boolean;
const compiled = new Map<string, TrustFunction>();

function trustFunction(trust: Exclude<TrustProxy, false>): TrustFunction {
  const key = JSON.stringify(trust);
  let fn = compiled.get(key);
  if (!fn) {
    if ('hops' in trust) {
      const hops = trust.hops;
      fn = (_address, index) => index < hops;
    } else fn = proxyAddr.compile(trust.addresses);
    compiled.set(key, fn);
  }
  return fn;
}

/**
 * The client's address: the socket peer, or behind trusted proxies the right-most X-Forwarded-For
 * entry that a trusted proxy did not write. nginx, HAProxy and Caddy append the address they saw to
 * whatever the client sent, so the entries left of it are the client's own words and never used.
 * `remote` is undefined only for requests made in process (tests): then the caller is taken to be
 * a trusted proxy.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  remote: string | undefined,
  trust: TrustProxy,
): string {
  if (!trust || !forwardedFor) return remote ?? 'unknown';
  const fn = trustFunction(trust);
  const address = proxyAddr(
    { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: remote } } as never,
    remote === undefined ? (a, i) => i === 0 || fn(a, i) : fn,
  );
  return (address || remote || 'unknown').slice(0, MAX_ADDRESS_LENGTH);
}
