import path from 'node:path';
import { GeneratorError } from './errors';
import { applyChanges, repairInterrupted, type FolderChange } from './folder-transaction';
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
import { planHistory, writeEdits, type FileEdit } from './history/apply-history';
import { displayNameOf, findVersion, type ApiVersion } from './manifest';
import { withKnownCause } from './system-errors';

/**
 * Generates the requested versions (all of them by default), then the history phase over every
 * version of the site. Versions are independent, so they are generated side by side, each with
 * its TypeDoc in its own process; the first failure is reported after the others have finished,
 * so one bad version does not leave another half done. The changes pages and "Added in" lines
 * depend on the versions before each one, so they are computed once every requested version is
 * generated, from the fresh staging folders and the other versions' output. Only when everything
 * has been computed does anything move into the docs folders, each version's files as one
 * transaction. A failure of the system with a known cause (disk full, no permission ...) becomes a
 * one-line GeneratorError that says so.
 */
export async function generateVersions(options: GenerateOptions, requested?: string[]): Promise<GenerateResult[]> {
  try {
    return await generate(options, requested);
  } catch (error) {
    throw withKnownCause(error, options.siteDir);
  }
}

async function generate(options: GenerateOptions, requested?: string[]): Promise<GenerateResult[]> {
  // Before anything reads a docs folder: a run killed while moving pages left a mix of old and
  // new ones, which goes back to the old pages here.
  for (const version of options.manifest.versions) {
    if (repairInterrupted(outputDirOf(options.siteDir, version.name))) {
      options.logger.info(displayNameOf(version.name), 'put back the previous pages that an interrupted run had started to replace');
    }
  }
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
  const results: GenerateResult[] = [];
  try {
    for (const version of prepared) results.push(commitVersion(version, options));
  } catch (error) {
    prepared.forEach(discardVersion);
    throw error;
  }
  editInPlace(
    plan.edits.filter((edit) => !inStaging(edit.file)),
    options,
  );
  return results;
}

/** The history edits of versions already in place: one transaction per version's folder. */
function editInPlace(edits: readonly FileEdit[], options: GenerateOptions): void {
  for (const version of options.manifest.versions) {
    const dir = outputDirOf(options.siteDir, version.name);
    const changes: FolderChange[] = edits
      .filter((edit) => edit.file.startsWith(`${dir}${path.sep}`))
      .map(({ file, content }) =>
        content === undefined ? { file: path.relative(dir, file), remove: true } : { file: path.relative(dir, file), content },
      );
    applyChanges(dir, changes);
  }
}

/** Every version of the manifest, read from this run's staging folder or from its docs folder. */
function historyInputs(options: GenerateOptions, prepared: readonly PreparedVersion[]): { name: string; dir: string }[] {
  return options.manifest.versions.map((version) => {
    const fresh = prepared.find((entry) => entry.version.name === version.name)?.staging;
    return { name: version.name, dir: fresh ?? outputDirOf(options.siteDir, version.name) };
  });
}
