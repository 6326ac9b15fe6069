import 'server-only';

/** Why a call to PAGASA's TenDay API failed, in words for the staff desk; `retryable` when waiting may help. */
export class PagasaError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PagasaError';
  }
}
