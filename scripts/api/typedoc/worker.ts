/**
 * Runs TypeDoc for one version in its own process (each version may need a different
 * TypeScript program, and a crash must not take the other versions down).
 * Usage: tsx scripts/api/typedoc/worker.ts <job.json>
 * Writes the pages and items.json into job.outDir; on failure prints one line and exits 1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Application, LogLevel } from 'typedoc';
import { GeneratorError } from '../errors';
import { itemsFileName, type ApiItem, type TypeDocJob } from './job';
import { sharedTypeDocOptions } from './options';
import { installCommandKitPlugin } from './plugin';

async function main(jobFile: string): Promise<void> {
  const job = JSON.parse(readFileSync(jobFile, 'utf8')) as TypeDocJob;
  const app = await Application.bootstrapWithPlugins({
    ...sharedTypeDocOptions,
    name: `CommandKit ${job.displayName}`,
    entryPoints: job.entryPoints.map((entry) => entry.file),
    tsconfig: job.tsconfig,
    basePath: job.rootDir,
    displayBasePath: job.rootDir,
    sourceLinkTemplate: job.sourceLinkTemplate,
    out: job.outDir,
  });
  // Errors are held back and reported once, as the single line the generator shows the user.
  const firstError: string[] = [];
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level !== LogLevel.Error) return log(message, level);
    if (firstError.length === 0) firstError.push(stripVTControlCharacters(String(message)).split('\n')[0]);
  };

  const items: ApiItem[] = [];
  installCommandKitPlugin(app, job, items);

  const project = await app.convert();
  if (!project || firstError.length > 0) throw new GeneratorError(`TypeDoc failed: ${firstError[0]?.replace(/\.$/, '') ?? 'the project could not be converted'}: fix it in the library's source or tsconfig at this version, then run again.`);
  app.validate(project);
  await app.generateOutputs(project);
  if (firstError.length > 0) throw new GeneratorError(`TypeDoc failed: ${firstError[0]?.replace(/\.$/, '') ?? 'rendering failed'}: fix it in the library's source or tsconfig at this version, then run again.`);

  items.sort((a, b) => a.path.localeCompare(b.path));
  writeFileSync(path.join(job.outDir, itemsFileName), `${JSON.stringify(items, null, 2)}\n`);
}

main(process.argv[2]).catch((error: unknown) => {
  const message = error instanceof GeneratorError ? error.message : `TypeDoc worker crashed: ${(error as Error).stack ?? error}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
