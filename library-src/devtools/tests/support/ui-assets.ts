// Stands in for src/ui-assets.ts under Jest (see jest.config.ts): the same folder, found from
// this file instead of import.meta.
import { join } from 'node:path';

export function defaultUiDirectory(): string {
  return join(__dirname, '..', '..', 'ui-dist');
}
