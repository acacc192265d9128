/** Login with Amazon (LWA): the token endpoint that turns a refresh token or an OAuth code into tokens. */
export interface LwaTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string | null;
}

export class LwaError extends Error {
  /** LWA's error code: invalid_grant, invalid_client, unauthorized_client… or "unreachable". */
  readonly lwaCode: string;
  constructor(lwaCode: string, message: string) {
    super(message);
    this.name = 'LwaError';
    this.lwaCode = lwaCode;
  }
}

async function requestToken(o: {
  tokenUrl: string;
  fetch: typeof fetch;
  form: Record<string, string>;
}): Promise<LwaTokens> {
  let res: Response;
  try {
    res = await o.fetch(o.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams(o.form).toString(),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (e) {
    throw new LwaError('unreachable', (e as Error).message);
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.access_token !== 'string') {
    const code = typeof body.error === 'string' ? body.error : `http_${res.status}`;
    throw new LwaError(code, String(body.error_description ?? `LWA answered ${res.status}`));
  }
  return {
    accessToken: body.access_token,
    expiresIn: Number(body.expires_in ?? 3600),
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
  };
}

/** A 1-hour access token from a seller's refresh token. */
export const refreshAccessToken = (o: {
  tokenUrl: string;
  fetch?: typeof fetch;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}) =>
  requestToken({
    tokenUrl: o.tokenUrl,
    fetch: o.fetch ?? fetch,
    form: {
      grant_type: 'refresh_token',
      refresh_token: o.refreshToken,
      client_id: o.clientId,
      client_secret: o.clientSecret,
    },
  });

/** The seller's refresh token from the code Seller Central sent back to our redirect URI. */
export const exchangeAuthorizationCode = (o: {
  tokenUrl: string;
  fetch?: typeof fetch;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
}) =>
  requestToken({
    tokenUrl: o.tokenUrl,
    fetch: o.fetch ?? fetch,
    form: {
      grant_type: 'authorization_code',
      code: o.code,
      redirect_uri: o.redirectUri,
      client_id: o.clientId,
      client_secret: o.clientSecret,
    },
  });
