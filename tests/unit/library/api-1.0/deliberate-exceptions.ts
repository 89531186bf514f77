import type { DeliberateException } from './coverage';

/**
 * Names of CommandKit 1.0 that library-src will not match, each with the reason and the guide page
 * that tells users (the goal is every name, so this list stays as short as it can). None so far:
 * every name the table lists can be given its 1.0 kind.
 */
export const deliberateExceptions: readonly DeliberateException[] = [];
