/**
 * Runs TypeDoc for one version in its own process (each version may need a different
 * TypeScript program, and a crash must not take the other versions down).
 * Usage: tsx scripts/api/typedoc/worker.ts <job.json>
 * Writes the pages, items.json and api-model.json into job.outDir; on failure prints one line and exits 1.
 *
 * With `--serve` instead of a job file it stays up for `npm start`'s watch loop: it takes job
 * files over IPC, one at a time, and answers each with `{ ok: true }` or `{ ok: false, error }`;
 * programs reuse the unchanged source files of the previous run (see program-cache.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Application, LogLevel } from 'typedoc';
import { GeneratorError } from '../errors';
import { describeModelItem } from './describe-reflection';
import { modelFileName, serializeModel, type ModelItem } from '../history/model';
import { itemsFileName, type ApiItem, type TypeDocJob } from './job';
import { sharedTypeDocOptions } from './options';
import { installCommandKitPlugin } from './plugin';
import { ProgramCache } from './program-cache';

/** A bootstrapped TypeDoc application with CommandKit's plugin, ready to convert a job. */
interface Session {
  app: Application;
  /** The job the plugin reads; a later run of the same shape updates it in place. */
  job: TypeDocJob;
  items: ApiItem[];
  /** The API model entries of the rendered pages (see history/model.ts). */
  modelItems: ModelItem[];
  firstError: string[];
}

async function createSession(job: TypeDocJob, programs?: ProgramCache): Promise<Session> {
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
  const session: Session = { app, job, items: [], modelItems: [], firstError: [] };
  // Errors are held back and reported once, as the single line the generator shows the user.
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (level !== LogLevel.Error) return log(message, level);
    if (session.firstError.length === 0) session.firstError.push(stripVTControlCharacters(String(message)).split('\n')[0]);
  };

  programs?.install(app, job.entryPoints.map((entry) => entry.file));
  installCommandKitPlugin(app, session.job, session.items, (reflection, item) => session.modelItems.push(describeModelItem(reflection, item)));
  return session;
}

/** Converts and renders the session's job: the pages, items.json and the API model into job.outDir. */
async function render({ app, job, items, modelItems, firstError }: Session): Promise<void> {
  items.length = 0;
  modelItems.length = 0;
  firstError.length = 0;
  const project = await app.convert();
  if (!project || firstError.length > 0) throw new GeneratorError(`TypeDoc failed: ${firstError[0]?.replace(/\.$/, '') ?? 'the project could not be converted'}: fix it in the library's source or tsconfig at this version, then run again.`);
  app.validate(project);
  await app.generateOutputs(project);
  if (firstError.length > 0) throw new GeneratorError(`TypeDoc failed: ${firstError[0]?.replace(/\.$/, '') ?? 'rendering failed'}: fix it in the library's source or tsconfig at this version, then run again.`);

  items.sort((a, b) => a.path.localeCompare(b.path));
  writeFileSync(path.join(job.outDir, itemsFileName), `${JSON.stringify(items, null, 2)}\n`);
  writeFileSync(path.join(job.outDir, modelFileName), serializeModel(job.packages.map((pkg) => pkg.name), modelItems, job.defaultLastUpdate));
}

function readJob(jobFile: string): TypeDocJob {
  return JSON.parse(readFileSync(jobFile, 'utf8')) as TypeDocJob;
}

/**
 * What must not change for a session to be reused: everything TypeDoc's options or the plugin's
 * set-up read. Git dates may change between runs; they are read when pages render.
 */
function shapeOf(job: TypeDocJob): string {
  return JSON.stringify({ ...job, lastUpdates: undefined, defaultLastUpdate: undefined });
}

function failureLine(error: unknown): string {
  return error instanceof GeneratorError ? error.message : `TypeDoc worker crashed: ${(error as Error).stack ?? error}`;
}

if (process.argv[2] === '--serve') {
  // typedoc-plugin-missing-exports patches TypeDoc once per process, so one application serves
  // every run; a job of another shape (a package.json edit changed the entry points) ends the
  // process after its answer, and the client starts a fresh one for it.
  const programs = new ProgramCache();
  let session: Session | undefined;
  let queue = Promise.resolve();
  const serve = async (jobFile: string): Promise<void> => {
    const job = readJob(jobFile);
    if (!session) session = await createSession(job, programs);
    else if (shapeOf(session.job) !== shapeOf(job)) {
      process.send?.({ ok: false, restart: true });
      process.disconnect();
      return;
    } else Object.assign(session.job, job);
    await render(session);
  };
  process.on('message', (jobFile: string) => {
    queue = queue.then(() =>
      serve(jobFile).then(
        () => void (process.connected && process.send?.({ ok: true })),
        (error: unknown) => void process.send?.({ ok: false, error: failureLine(error) }),
      ),
    );
  });
  process.on('disconnect', () => process.exit(0));
} else {
  createSession(readJob(process.argv[2])).then(render).catch((error: unknown) => {
    process.stderr.write(`${failureLine(error)}\n`);
    process.exit(1);
  });
}
