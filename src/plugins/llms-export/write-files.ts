import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outputFileOf } from './urls';

/** Writes the export's files into the build output, each at the place its URL path serves from. */
export async function writeFiles(outDir: string, baseUrl: string, files: Map<string, string>): Promise<void> {
  const folders = new Set([...files.keys()].map((urlPath) => path.dirname(outputFileOf(outDir, baseUrl, urlPath))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all([...files].map(([urlPath, content]) => writeFile(outputFileOf(outDir, baseUrl, urlPath), content)));
}
