import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { rspack, type RspackOptions, type Stats } from '@rspack/core';

/** Runs a real Rspack build to the end, then gives back the files of one output folder (and its subfolders) by path. */
export function buildAndRead(config: RspackOptions, folder: string): Promise<Record<string, string>> {
  const compiler = rspack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats?: Stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(folder, file)).isFile());
      resolve(Object.fromEntries(files.map((file) => [file, readFileSync(path.join(folder, file), 'utf8')])));
    }),
  );
}
