import { join } from 'node:path';

/**
 * The folder of the built web UI: `ui-dist/` at the root of the package, beside `src/` (when
 * run from the sources) and `dist/` (when installed).
 *
 * @returns The absolute path.
 */
export function defaultUiDirectory(): string {
  return join(import.meta.dirname, '..', 'ui-dist');
}
