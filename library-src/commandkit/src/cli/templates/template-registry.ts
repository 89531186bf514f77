/**
 * Where `commandkit create <template> [args...]` finds templates: compiler plugins register them
 * while `commandkit create` activates the project's plugins, as in CommandKit 1.0, where
 * `@commandkit/i18n` registers `locale` and `@commandkit/legacy` registers `legacy`.
 */

/** What a template handler gets besides its arguments: where the project is, and a way to report. */
export interface TemplateContext {
  /** The project root: the directory `commandkit create` runs in, holding the config. */
  readonly root: string;
  /** The config's `appDir`, absolute (`<root>/src/app` by default). */
  readonly appDir: string;
  /**
   * Prints a line of the CLI to standard output, such as the file the template wrote.
   *
   * @param message - The line, without the `[commandkit]` prefix.
   */
  info(message: string): void;
}

/**
 * A template of `commandkit create`: it gets the arguments after the template's name
 * (`commandkit create locale fr ping` → `['fr', 'ping']`) and writes files. Anything it throws is
 * printed as one error line and makes the command exit with code 1, so its messages should name
 * the problem and the fix.
 */
export type TemplateHandler = (args: string[], context?: TemplateContext) => unknown;

interface Registered {
  readonly handler: TemplateHandler;
  readonly owner: string;
}

// A template name is one command-line word: what the user types after `commandkit create`.
const TEMPLATE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * The templates compiler plugins registered, each with the plugin that owns it. The
 * `CompilerPluginRuntime` keeps one and runs each plugin's `activate()` and `deactivate()`
 * through {@link TemplateRegistry.during}, so templates are added in `activate()` only, removed in
 * `deactivate()` only, and always by a known plugin.
 *
 * @internal
 */
export class TemplateRegistry {
  #templates = new Map<string, Registered>();
  // The plugin whose activate() (or deactivate()) is running: templates are registered on its
  // behalf (or removed, if it owns them).
  #activating: string | undefined;
  #deactivating: string | undefined;

  /**
   * Adds a template. Call it from a compiler plugin's `activate()`.
   *
   * @param name - The word after `commandkit create`, such as `'locale'`.
   * @param handler - What runs the template.
   * @throws `Error` outside `activate()`, or when another template has the name; `TypeError` for a
   * name that is not one word of letters, digits, `.`, `_` and `-`, or a handler that is not a function.
   */
  registerTemplate(name: string, handler: TemplateHandler): void {
    if (this.#activating === undefined) {
      throw new Error(`registerTemplate("${name}") was called outside a compiler plugin's activate(): register templates in activate().`);
    }
    if (typeof name !== 'string' || !TEMPLATE_NAME.test(name)) {
      throw new TypeError(
        `The compiler plugin "${this.#activating}" registered a template named ${JSON.stringify(name)}: use one word of letters, digits, ".", "_" and "-", such as "locale".`,
      );
    }
    if (typeof handler !== 'function') {
      throw new TypeError(`The compiler plugin "${this.#activating}" registered the template "${name}" without a handler function.`);
    }
    const existing = this.#templates.get(name);
    if (existing) {
      throw new Error(
        `The compiler plugins "${existing.owner}" and "${this.#activating}" both register the template "${name}": keep one of them in commandkit.config.ts.`,
      );
    }
    this.#templates.set(name, { handler, owner: this.#activating });
  }

  /**
   * Removes a template the deactivating plugin registered. Call it from a compiler plugin's
   * `deactivate()`.
   *
   * @param name - The template's name.
   * @throws `Error` outside `deactivate()`, for an unknown name, or for a template of another plugin.
   */
  unregisterTemplate(name: string): void {
    if (this.#deactivating === undefined) {
      throw new Error(
        `unregisterTemplate("${name}") was called outside a compiler plugin's deactivate(): remove templates in deactivate().`,
      );
    }
    const existing = this.#templates.get(name);
    if (!existing)
      throw new Error(`The compiler plugin "${this.#deactivating}" unregisters the template "${name}", which is not registered.`);
    if (existing.owner !== this.#deactivating) {
      throw new Error(
        `The compiler plugin "${this.#deactivating}" unregisters the template "${name}", which belongs to "${existing.owner}".`,
      );
    }
    this.#templates.delete(name);
  }

  /**
   * The handler of a template.
   *
   * @param name - The template's name.
   * @returns The handler, or `undefined` when no plugin registered the name.
   */
  getTemplate(name: string): TemplateHandler | undefined {
    return this.#templates.get(name)?.handler;
  }

  /**
   * Every template, by name (a copy: changing it changes nothing).
   *
   * @returns The handlers by template name, in registration order.
   */
  getTemplates(): Map<string, TemplateHandler> {
    return new Map([...this.#templates].map(([name, { handler }]) => [name, handler]));
  }

  /**
   * Runs one plugin's `activate()` or `deactivate()`, during which it may register (or remove)
   * templates in its own name.
   *
   * @param phase - Which hook runs.
   * @param plugin - The plugin's name.
   * @param run - Calls the hook.
   * @returns What the hook returned.
   */
  async during<T>(phase: 'activate' | 'deactivate', plugin: string, run: () => T | Promise<T>): Promise<T> {
    if (phase === 'activate') this.#activating = plugin;
    else this.#deactivating = plugin;
    try {
      return await run();
    } finally {
      this.#activating = undefined;
      this.#deactivating = undefined;
    }
  }
}
