// Every module that registers a type in types/runtime-types.ts. An entry file whose types can
// reach that registry loads this module (`export type {} from`, which stays in the built .d.ts
// and leaves nothing in the JavaScript), so a project that imports only that entry still sees
// `ctx.commandkit` as the CommandKit class rather than `never`.
export type {} from '../commands/types.ts';
export type {} from '../components/collector/hub.ts';
export type {} from '../context/commandkit-environment.ts';
export type {} from '../context/context.ts';
export type {} from '../context/message-command-parser.ts';
export type {} from '../context/middleware-context.ts';
export type {} from '../flags/feature-flag.ts';
export type {} from '../plugins/commandkit-plugin-runtime.ts';
export type {} from '../plugins/compiler-runtime.ts';
export type {} from '../runtime/commandkit.ts';
