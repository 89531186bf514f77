import path from 'node:path';
import { GeneratorError } from './errors';
import {
  apiFolder,
  commitVersion,
  discardVersion,
  outputDirOf,
  prepareVersion,
  sidebarFileName,
  type GenerateOptions,
  type GenerateResult,
  type PreparedVersion,
} from './generate-version';
import { planHistory, writeEdits } from './history/apply-history';
import { findVersion, type ApiVersion } from './manifest';

/**
 * Generates the requested versions (all of them by default), then the history phase over every
 * version of the site. Versions are independent, so they are generated side by side, each with
 * its TypeDoc in its own process; the first failure is reported after the others have finished,
 * so one bad version does not leave another half done. The changes pages and "Added in" lines
 * depend on the versions before each one, so they are computed once every requested version is
 * generated, from the fresh staging folders and the other versions' output. Only when everything
 * has been computed does anything move into the docs folders.
 */
export async function generateVersions(options: GenerateOptions, requested?: string[]): Promise<GenerateResult[]> {
  const versions: ApiVersion[] = requested?.length
    ? requested.map((name) => findVersion(options.manifest, name))
    : options.manifest.versions;
  const settled = await Promise.allSettled(versions.map((version) => prepareVersion(version, options)));
  const prepared = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    prepared.forEach(discardVersion);
    throw failure.reason instanceof Error ? failure.reason : new GeneratorError(String(failure.reason));
  }

  // Staging folders take their edits before the swap moves them in; the folders already in place
  // (versions skipped or not requested) take theirs after every swap succeeded.
  const staged = prepared.flatMap((version) => (version.staging ? [version.staging] : []));
  const inStaging = (file: string) => staged.some((dir) => file.startsWith(`${dir}${path.sep}`));
  let plan: ReturnType<typeof planHistory>;
  try {
    plan = planHistory(options.siteDir, historyInputs(options, prepared), sidebarFileName, apiFolder);
    writeEdits(plan.edits.filter((edit) => inStaging(edit.file)));
  } catch (error) {
    prepared.forEach(discardVersion);
    throw error;
  }
  for (const label of plan.missing) {
    options.logger.info(label, 'no API model yet (generate this version to include it): left out of the changes pages and version lines');
  }
  const results = prepared.map((version) => commitVersion(version, options));
  writeEdits(plan.edits.filter((edit) => !inStaging(edit.file)));
  return results;
}

/** Every version of the manifest, read from this run's staging folder or from its docs folder. */
function historyInputs(options: GenerateOptions, prepared: readonly PreparedVersion[]): { name: string; dir: string }[] {
  return options.manifest.versions.map((version) => {
    const fresh = prepared.find((entry) => entry.version.name === version.name)?.staging;
    return { name: version.name, dir: fresh ?? outputDirOf(options.siteDir, version.name) };
  });
}
