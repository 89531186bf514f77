// The `commandkit` entry. Its exports are in public-api.ts, which a config file also gets when it
// imports 'commandkit' (see provide-public-api.ts).
import './provide-public-api.ts';

export * from './public-api.ts';
export { default } from './public-api.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';
