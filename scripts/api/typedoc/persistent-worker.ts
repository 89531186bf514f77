import { fork, type ChildProcess } from 'node:child_process';
import { bundleScript, typeDocWorker } from '../bundle-script';

/** A TypeDoc worker that stays up between runs (the bundled `worker.ts --serve`), for `npm start`. */
export interface PersistentTypeDocWorker {
  /** Runs one job; rejects with the worker's one-line verdict when it fails. */
  run(jobFile: string): Promise<void>;
  close(): Promise<void>;
}

type Reply = { ok: true } | { ok: false; error: string } | { ok: false; restart: true };

/**
 * Starts the worker process. Jobs are sent one at a time; if the process dies, the next job
 * starts a new one, so one crash costs one run, not the watch loop.
 */
export function startPersistentWorker(siteDir: string): PersistentTypeDocWorker {
  const script = bundleScript(typeDocWorker);
  // A failure to bundle is reported by the first run, as its error.
  script.catch(() => undefined);
  let child: ChildProcess | undefined;
  let chain = Promise.resolve();

  const spawnWorker = (file: string): ChildProcess => {
    // From the site's root, so TypeDoc finds its plugins in this project's node_modules.
    const started = fork(file, ['--serve'], { cwd: siteDir, execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    started.stderr?.pipe(process.stderr);
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    return started;
  };

  const runOnce = async (jobFile: string): Promise<void> => {
    const file = await script;
    return new Promise<void>((resolve, reject) => {
      const worker = (child ??= spawnWorker(file));
      const onExit = (code: number | null) => {
        worker.off('message', onMessage);
        reject(new Error(`the TypeDoc worker exited with ${code} during the run`));
      };
      const onMessage = (reply: Reply) => {
        worker.off('exit', onExit);
        if (reply.ok) resolve();
        else if ('restart' in reply) {
          // The job needs a fresh TypeDoc set-up; the worker is exiting. Run it in a new one.
          if (child === worker) child = undefined;
          runOnce(jobFile).then(resolve, reject);
        } else reject(new Error(reply.error));
      };
      worker.once('message', onMessage);
      worker.once('exit', onExit);
      worker.send(jobFile);
    });
  };

  return {
    run(jobFile) {
      const result = chain.then(() => runOnce(jobFile));
      chain = result.catch(() => undefined);
      return result;
    },
    async close() {
      await chain;
      const worker = child;
      child = undefined;
      if (!worker || worker.exitCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.disconnect();
      await exited;
    },
  };
}
