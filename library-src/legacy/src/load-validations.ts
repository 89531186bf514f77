import { basename, extname } from 'node:path';
import { builtInValidations } from './built-in-validations.ts';
import { findModuleFiles, importFile, type ModuleImporter } from './files.ts';
import type { LegacyPluginOptions } from './plugin-options.ts';
import type { ValidationFunction, ValidationFunctionData } from './types.ts';

/**
 * Loads the validation files below `directory`, sub-folders included, in the order they run:
 * file-name order, each sub-folder completely before the next entry of its folder.
 *
 * @param directory - The absolute path of the validations folder; missing means none.
 * @param importer - Imports a file; the host's `import()` by default.
 * @returns The validations, in order (the built-in ones are not added).
 * @throws `Error` naming the file when it does not default-export a function or fails to import.
 *
 * @example
 * ```ts
 * const validations = await loadLegacyValidations('/bot/dist/validations');
 * ```
 */
export function loadLegacyValidations(directory: string, importer?: ModuleImporter): Promise<ValidationFunctionData[]>;
/**
 * Loads the validation files below `path` as CommandKit 1.0 did, followed by the built-in
 * `devOnly` and `permissions` validations unless they are left out. The second argument tells
 * this form from the other: an options object here, a function (or nothing) there.
 *
 * @param path - The absolute path of the validations folder; missing means none.
 * @param options - The legacy plugin's options: the developer lists the built-in `devOnly`
 * validation checks (each falling back to the config's list of the same name), and
 * `skipBuiltInValidations`.
 * @param noBuiltIn - Leaves out the built-in validations; when not given,
 * `options.skipBuiltInValidations` decides.
 * @returns The validations in the order they run, under `validations`.
 * @throws `Error` naming the file when it does not default-export a function or fails to import.
 *
 * @example
 * ```ts
 * const { validations } = await loadLegacyValidations('/bot/dist/validations', { devUserIds: ['234567890123456789'] });
 * ```
 */
export function loadLegacyValidations(
  path: string,
  options: LegacyPluginOptions,
  noBuiltIn?: boolean,
): Promise<{ validations: ValidationFunctionData[] }>;
export async function loadLegacyValidations(
  directory: string,
  importerOrOptions?: ModuleImporter | LegacyPluginOptions,
  noBuiltIn?: boolean,
): Promise<ValidationFunctionData[] | { validations: ValidationFunctionData[] }> {
  if (importerOrOptions === undefined || typeof importerOrOptions === 'function') {
    if (noBuiltIn !== undefined) {
      throw new TypeError(
        'loadLegacyValidations() takes noBuiltIn only after the plugin options: loadLegacyValidations(path, options, noBuiltIn).',
      );
    }
    return loadValidationFiles(directory, importerOrOptions ?? importFile);
  }
  if (typeof importerOrOptions !== 'object' || importerOrOptions === null) {
    throw new TypeError(
      `loadLegacyValidations() takes a module importer function or the plugin options as its second argument, got ${importerOrOptions === null ? 'null' : typeof importerOrOptions}.`,
    );
  }
  const validations = await loadValidationFiles(directory, importFile);
  if (!(noBuiltIn ?? importerOrOptions.skipBuiltInValidations === true)) validations.push(...builtInValidations(importerOrOptions));
  return { validations };
}

async function loadValidationFiles(directory: string, importer: ModuleImporter): Promise<ValidationFunctionData[]> {
  const validations: ValidationFunctionData[] = [];
  for (const file of await findModuleFiles(directory)) {
    let exports: Record<string, unknown>;
    try {
      exports = await importer(file);
    } catch (error) {
      throw new Error(`Could not load the legacy validation file ${file}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    }
    // `export default` and `module.exports =` both arrive as `default`.
    const validate = exports.default;
    if (typeof validate !== 'function') {
      throw new Error(
        `The validation file ${file} does not default-export a function: export default function ({ interaction, commandObj }) { ... }.`,
      );
    }
    validations.push(Object.freeze({ name: basename(file, extname(file)), path: file, file, validate: validate as ValidationFunction }));
  }
  return validations;
}
