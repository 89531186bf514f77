/**
 * The error handlers of the 1.0 line are typed to receive an `Error`, but JavaScript can throw
 * anything. Values that are not errors are wrapped so handlers can always read `message` and
 * `stack`; the original value stays reachable as `cause`.
 *
 * @param value - What was thrown.
 * @returns `value` itself when it is an `Error`, otherwise a new `Error` describing it.
 */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return new Error(`A non-Error value was thrown: ${text}`, { cause: value });
}
