import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixture-site';
import type { CodeNode } from './compile-mdx';

/** What compile-mdx.ts reports for one folder. */
export interface CompiledFolder {
  pages: number;
  failures: { file: string; error: string }[];
  /** With `code` only. */
  code?: CodeNode[];
}

/**
 * Compiles, runs and renders every page of each folder as the site does (see compile-mdx.ts), in
 * one child process that does not block the suite: the compiler loads once for all the folders.
 * Resolves with the child's error output (npm's warnings left out) and a report per folder.
 */
export function compileMdxInBackground(
  folders: string[],
  options: { code?: boolean; env?: Record<string, string> } = {},
): Promise<{ stderr: string; folders: CompiledFolder[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'compile-mdx.ts'), ...folders, ...(options.code ? ['--code'] : [])],
      {
        cwd: repoRoot,
        env: { ...process.env, ...options.env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const lines = stdout.split('\n').filter((line) => line.trim());
      resolve({ stderr: stderr.replace(/^npm warn.*\n/gm, ''), folders: lines.map((line) => JSON.parse(line) as CompiledFolder) });
    });
  });
}
