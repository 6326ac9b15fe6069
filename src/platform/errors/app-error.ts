import 'server-only';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  /** It was public and was taken back (a withdrawn bulletin's PDF). */
  | 'GONE'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'DATA_FOLDER_LOCKED'
  | 'SHUTTING_DOWN'
  /** Costly work (password hashing) has a full queue: try again shortly (with Retry-After). */
  | 'BUSY'
  | 'INTERNAL';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  DATA_FOLDER_LOCKED: 503,
  SHUTTING_DOWN: 503,
  BUSY: 503,
  INTERNAL: 500,
};

/** The one error type services throw; `toErrorResponse` turns it into an HTTP answer. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(code: AppErrorCode, message: string, options: { details?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}
