/**
 * Runs TypeDoc for one version in its own process (each version may need a different
 * TypeScript program, and a crash must not take the other versions down).
 * Usage: tsx scripts/api/typedoc/worker.ts <job.json>
 * Writes the pages, items.json, api-model.json and warnings.json (TypeDoc's warnings, one line each)
 * into job.outDir; on failure prints one line and exits 1.
 *
 * With `--serve` instead of a job file it stays up for `npm start`'s watch loop: it takes job
 * files over IPC, one at a time, and answers each with `{ ok: true }` or `{ ok: false, error }`;
 * programs reuse the unchanged source files of the previous run (see program-cache.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Application, Converter, LogLevel } from 'typedoc';
import ts from 'typescript';
import { GeneratorError } from '../errors';
import { oneLine } from '../message-text';
import { describeSystemError } from '../system-errors';
import { describeModelItem } from './describe-reflection';
import { modelFileName, serializeModel, type ModelItem } from '../history/model';
import { itemsFileName, typeErrorsFileName, warningsFileName, type ApiItem, type TypeDocJob, type TypeErrorsReport } from './job';
import { sharedTypeDocOptions, sharedValidation } from './options';
import { installCommandKitPlugin } from './plugin';
import { ProgramCache } from './program-cache';
import { writeFailureLine } from './write-failure';

/** A bootstrapped TypeDoc application with CommandKit's plugin, ready to convert a job. */
interface Session {
  app: Application;
  /** The job the plugin reads; a later run of the same shape updates it in place. */
  job: TypeDocJob;
  items: ApiItem[];
  /** The API model entries of the rendered pages (see history/model.ts). */
  modelItems: ModelItem[];
  firstError: string[];
  /** TypeDoc's warnings of the current run, one line each, for the generator to print. */
  warnings: string[];
  /** A lenient run's type errors in the source, when it has any. */
  typeErrors?: TypeErrorsReport;
}

async function createSession(job: TypeDocJob, programs?: ProgramCache): Promise<Session> {
  const app = await Application.bootstrapWithPlugins({
    ...sharedTypeDocOptions,
    name: `${job.library} ${job.displayName}`,
    entryPoints: job.entryPoints.map((entry) => entry.file),
    tsconfig: job.tsconfig,
    basePath: job.rootDir,
    displayBasePath: job.rootDir,
    sourceLinkTemplate: job.sourceLinkTemplate,
    out: job.outDir,
    // A released version's source may not type-check with our TypeScript (a dependency's types
    // moved, a newer compiler is stricter): it is documented anyway, and its errors reported below.
    skipErrorChecking: job.typeCheck === 'lenient',
    validation: { ...sharedValidation, notDocumented: job.requireDocs },
  });
  const session: Session = { app, job, items: [], modelItems: [], firstError: [], warnings: [] };
  // Errors are held back and reported once, as the single line the generator shows the user.
  // Warnings (a {@link} to nothing, an item not exported) go to the generator too, which prints
  // them with the version's name, in either mode: printed here they would be lost (one-off runs'
  // output is only read on failure) or come out as TypeDoc's own multi-line blocks.
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    const line = stripVTControlCharacters(String(message)).split('\n')[0];
    if (level === LogLevel.Warn) session.warnings.push(line.replace(/\[warning\] /, ''));
    else if (level !== LogLevel.Error) log(message, level);
    else if (session.firstError.length === 0) session.firstError.push(line);
  };

  programs?.install(
    app,
    job.entryPoints.map((entry) => entry.file),
  );
  // The type check TypeDoc skips in lenient mode, on the programs it converts: counted, not fatal.
  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    if (session.job.typeCheck !== 'lenient') return;
    const errors = context.programs
      .flatMap((program) => ts.getPreEmitDiagnostics(program))
      .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
    if (errors.length > 0) session.typeErrors = { count: errors.length, first: describeDiagnostic(errors[0]!, session.job.rootDir) };
  });
  installCommandKitPlugin(app, session.job, session.items, (reflection, item) =>
    session.modelItems.push(describeModelItem(reflection, item)),
  );
  return session;
}

/** Converts and renders the session's job: the pages, items.json and the API model into job.outDir. */
async function render(session: Session): Promise<void> {
  const { app, job, items, modelItems, firstError, warnings } = session;
  items.length = 0;
  modelItems.length = 0;
  firstError.length = 0;
  warnings.length = 0;
  session.typeErrors = undefined;
  const project = await app.convert();
  if (!project || firstError.length > 0)
    throw new GeneratorError(
      `TypeDoc failed: ${firstError[0]?.replace(/\.$/, '') ?? 'the project could not be converted'}: fix it in the library's source or tsconfig at this version, then run again.`,
    );
  app.validate(project);
  await app.generateOutputs(project);
  if (firstError.length > 0) {
    // TypeDoc reports a page it cannot write as an error of its own and drops the cause: that
    // is the disk or the folder, not the library.
    throw new GeneratorError(
      writeFailureLine(firstError[0]) ??
        `TypeDoc failed: ${firstError[0].replace(/\.$/, '')}: fix it in the library's source or tsconfig at this version, then run again.`,
    );
  }

  items.sort((a, b) => a.path.localeCompare(b.path));
  writeFileSync(path.join(job.outDir, itemsFileName), `${JSON.stringify(items, null, 2)}\n`);
  writeFileSync(
    path.join(job.outDir, modelFileName),
    serializeModel(
      job.packages.map((pkg) => pkg.name),
      modelItems,
      job.defaultLastUpdate,
      job.library,
    ),
  );
  writeFileSync(path.join(job.outDir, warningsFileName), `${JSON.stringify(warnings, null, 2)}\n`);
  if (session.typeErrors) writeFileSync(path.join(job.outDir, typeErrorsFileName), `${JSON.stringify(session.typeErrors)}\n`);
}

/** A diagnostic as one line, the way TypeDoc prints one: `src/a.ts:3:10 - error TS2322: message`. */
function describeDiagnostic(diagnostic: ts.Diagnostic, rootDir: string): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  if (!diagnostic.file || diagnostic.start === undefined) return `error TS${diagnostic.code}: ${message}`;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const file = path.relative(rootDir, diagnostic.file.fileName).split(path.sep).join('/');
  return `${file}:${line + 1}:${character + 1} - error TS${diagnostic.code}: ${message}`;
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

/**
 * The worker's verdict, always one line (the generator reads the last line of its output): a
 * failure of the system with a known cause says so; anything else is a crash of the worker.
 */
function failureLine(error: unknown): string {
  if (error instanceof GeneratorError) return error.message;
  const known = describeSystemError(error);
  if (known) return oneLine(known);
  if (process.env.API_DEBUG) process.stderr.write(`${(error as Error).stack ?? error}\n`);
  const message =
    String((error as Error | undefined)?.message ?? error)
      .split('\n')
      .find((line) => line.trim()) ?? 'unknown failure';
  return oneLine(`TypeDoc worker crashed (${message.trim()}): run again with API_DEBUG=1 for the stack and report it.`);
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
  createSession(readJob(process.argv[2]))
    .then(render)
    .catch((error: unknown) => {
      process.stderr.write(`${failureLine(error)}\n`);
      process.exit(1);
    });
}
