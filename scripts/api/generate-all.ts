import { GeneratorError } from './errors';
import { generateVersion, type GenerateOptions, type GenerateResult } from './generate-version';
import { findVersion, type ApiVersion } from './manifest';

/**
 * Generates the requested versions (all of them by default). Versions are independent, so they
 * run side by side, each with its TypeDoc in its own process; the first failure is reported
 * after the others have finished, so one bad version does not leave another half done.
 */
export async function generateVersions(options: GenerateOptions, requested?: string[]): Promise<GenerateResult[]> {
  const versions: ApiVersion[] = requested?.length
    ? requested.map((name) => findVersion(options.manifest, name))
    : options.manifest.versions;
  const settled = await Promise.allSettled(versions.map((version) => generateVersion(version, options)));
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason instanceof Error ? failure.reason : new GeneratorError(String(failure.reason));
  return settled.map((result) => (result as PromiseFulfilledResult<GenerateResult>).value);
}
