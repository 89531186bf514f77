// The one place that decides where a template writes when its caller gave no project: 1.0's CLI
// called template handlers with their arguments only.
import { join } from 'node:path';
import type { TemplateContext } from './template-registry.ts';

/**
 * The project a template handler works in: the context `commandkit create` passed, or, for a
 * caller that passed none (code calling a handler as CommandKit 1.0 did, with the arguments
 * only), the working directory as the root, its `src/app` as `appDir`, and `console.log` to
 * report.
 *
 * @param context - What the handler received as its second argument.
 * @returns The context to use.
 *
 * @example
 * ```ts
 * import type { TemplateHandler } from 'commandkit';
 * import { templateContext } from 'commandkit';
 *
 * export const greeting: TemplateHandler = async ([name], context) => {
 *   const { appDir, info } = templateContext(context);
 *   info(`Would greet ${name} in ${appDir}`);
 * };
 * ```
 */
export function templateContext(context?: TemplateContext): TemplateContext {
  if (context) return context;
  const root = process.cwd();
  return { root, appDir: join(root, 'src', 'app'), info: (message) => console.log(message) };
}
