import { findModuleFiles, importFile, type ModuleImporter } from './files.ts';
import type { ValidationFunction, ValidationFunctionData } from './types.ts';

/**
 * Loads the validation files below `directory`, sub-folders included, in the order they run:
 * file-name order, each sub-folder completely before the next entry of its folder.
 *
 * @param directory - The absolute path of the validations folder; missing means none.
 * @param importer - Imports a file; the host's `import()` by default.
 * @returns The validations, in order.
 * @throws `Error` naming the file when it does not default-export a function or fails to import.
 *
 * @example
 * ```ts
 * const validations = await loadLegacyValidations('/bot/dist/validations');
 * ```
 */
export async function loadLegacyValidations(directory: string, importer: ModuleImporter = importFile): Promise<ValidationFunctionData[]> {
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
      throw new Error(`The validation file ${file} does not default-export a function: export default function ({ interaction, commandObj }) { ... }.`);
    }
    validations.push(Object.freeze({ file, validate: validate as ValidationFunction }));
  }
  return validations;
}
