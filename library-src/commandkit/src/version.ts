// Read from package.json so the two can never disagree. The self-reference resolves to this
// package's own package.json from src/ (tests) and from dist/ (the build) alike.
import packageJson from 'commandkit/package.json' with { type: 'json' };

/**
 * The version of the CommandKit library in use, as published in its `package.json`.
 *
 * @example
 * ```ts
 * import { version } from 'commandkit';
 *
 * console.log(`Running CommandKit ${version}`);
 * ```
 */
export const version: string = packageJson.version;
