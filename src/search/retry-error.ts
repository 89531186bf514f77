/**
 * DocSearch shows its network-error screen ("Unable to fetch results") only for errors named
 * "RetryError", the error Algolia's client throws once every host failed. The local client throws
 * the same kind when its code or index cannot be downloaded.
 */
export class RetryError extends Error {
  override readonly name = 'RetryError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function asRetryError(error: unknown, what: string): RetryError {
  if (error instanceof RetryError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new RetryError(`Unable to load ${what}: ${reason}`, { cause: error });
}
