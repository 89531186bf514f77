/**
 * Plugins: the base classes of compiler plugins (they transform a bot's source when it is built)
 * and runtime plugins (they hook into the running bot), the runtime that applies compiler plugins,
 * and the checks that tell the two apart. Import them from `commandkit/plugin` (or `commandkit`).
 *
 * @module
 */
export { CompilerPlugin, type SourceMapInput, type TransformParameters, type TransformResult } from './plugins/compiler-plugin.ts';
export {
  RuntimePlugin,
  type CommandRunOutcome,
  type PluginRegisterCommandsEvent,
  type PreRegisterCommandsEvent,
} from './plugins/runtime-plugin.ts';
export { CommandKitPluginRuntime } from './plugins/commandkit-plugin-runtime.ts';
export { isCompilerPlugin, isRuntimePlugin, type CommandKitPlugin, type PluginEntry } from './plugins/plugin-kinds.ts';
export { CompilerPluginRuntime, type CompiledSource, type CompilerPluginRuntimeJSON } from './plugins/compiler-runtime.ts';
export type { TemplateContext, TemplateHandler } from './cli/templates/template-registry.ts';
export { templateContext } from './cli/templates/template-context.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';
