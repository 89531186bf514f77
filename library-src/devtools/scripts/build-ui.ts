// Bundles the web UI (ui/) into ui-dist/: index.html, app.js and app.css, which the devtools
// server serves as they are. Run by `npm run build:ui`, and by tests that need the UI built.
import { build } from 'esbuild';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = resolve(import.meta.dirname, '..');
const uiDir = join(packageDir, 'ui');
const defaultOutDir = join(packageDir, 'ui-dist');

/** The files a build writes, in the order they are moved into place. */
const OUTPUT_FILES = ['app.js', 'app.css', 'index.html'] as const;

export interface UiBuild {
  readonly outDir: string;
  /** The absolute paths written. */
  readonly files: string[];
}

/**
 * Builds the UI into `outDir` (the package's ui-dist/ by default). The same sources always give
 * the same bytes. Each file is written to a private directory first and then renamed over its
 * final path, so builds running at the same time (parallel test workers) never expose a partly
 * written file: a reader sees either the old file or the new one.
 */
export async function buildUi(outDir: string = defaultOutDir): Promise<UiBuild> {
  const target = resolve(outDir);
  await mkdir(target, { recursive: true });
  // Inside the target, so the renames stay on one file system and are atomic.
  const staging = await mkdtemp(join(target, '.staging-'));
  try {
    await build({
      absWorkingDir: packageDir,
      entryPoints: { app: join(uiDir, 'main.tsx') },
      outdir: staging,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      // No source map: it would embed absolute paths and make the output differ between machines.
      sourcemap: false,
      charset: 'utf8',
      legalComments: 'eof',
      logLevel: 'warning',
    });
    await copyFile(join(uiDir, 'index.html'), join(staging, 'index.html'));

    const produced = (await readdir(staging)).sort();
    const expected = [...OUTPUT_FILES].sort();
    if (produced.join() !== expected.join()) {
      throw new Error(`The UI build produced ${produced.join(', ')}; expected ${expected.join(', ')}.`);
    }

    const files: string[] = [];
    for (const name of OUTPUT_FILES) {
      const destination = join(target, name);
      await renameWithRetry(join(staging, name), destination);
      files.push(destination);
    }
    return { outDir: target, files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// Windows refuses to replace a file another process has open (EPERM/EBUSY) for a moment, as when
// a parallel build or the server is reading it; POSIX rename replaces it atomically at once.
async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 10 || (code !== 'EPERM' && code !== 'EBUSY' && code !== 'EACCES')) throw error;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 20 * (attempt + 1)));
    }
  }
}

async function main(): Promise<void> {
  const { outDir, files } = await buildUi();
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(file), { level: 9 }).length;
  const where = relative(process.cwd(), outDir) || '.';
  console.log(
    `UI built: ${files.map((file) => basename(file)).join(', ')} in ${where} (${(gzipBytes / 1024).toFixed(1)} KB gzip in total)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
