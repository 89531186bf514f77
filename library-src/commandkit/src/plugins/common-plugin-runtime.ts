import type { CommandKitPluginRuntime } from './commandkit-plugin-runtime.ts';
import type { CompilerPluginRuntime } from './compiler-runtime.ts';

/** What a plugin hook receives as `ctx`: the runtime plugins' runtime, or the compiler plugins'. */
export type CommonPluginRuntime = CommandKitPluginRuntime | CompilerPluginRuntime;
