/**
 * The one error type of the server. `code` is a stable, translatable identifier:
 * the client maps it to `errors:<code>` in en and fr. `params` fills the message.
 */
export type ErrorParams = Record<string, string | number | boolean | null>;

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly params: ErrorParams;

  constructor(code: string, status = 400, params: ErrorParams = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.params = params;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const notFound = (what = 'resource') => new AppError('not_found', 404, { what });
export const unauthorized = () => new AppError('unauthorized', 401);
export const forbidden = (code = 'forbidden', params: ErrorParams = {}) => new AppError(code, 403, params);
