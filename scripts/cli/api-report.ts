/**
 * `npm run api:report`: writes `api-report/<package>.md`, the reviewed text of Next's public API,
 * from the API model `npm run api` leaves in docs/api-reference. `--check` writes nothing and
 * fails, with one line naming the first difference, when the library's API differs from the
 * committed report (`npm test` runs it after generating the API).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GeneratorError } from '../api/errors';
import { outputDirOf } from '../api/generate-version';
import { readModel } from '../api/history/model';
import { firstReportDifference, renderApiReports, reportDir } from '../api/report/api-report';
import { runCli } from './run-cli';

function readReports(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
}

runCli(async () => {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, site: { type: 'string', default: process.cwd() } },
  });
  const siteDir = path.resolve(values.site!);
  const model = readModel(outputDirOf(siteDir, 'current'));
  if (!model) throw new GeneratorError('Next has no API model yet: run npm run api first, then npm run api:report.');
  const reports = renderApiReports(model);
  const dir = path.join(siteDir, reportDir);
  const summary = `${reports.size} packages, ${model.items.length} items`;
  if (values.check) {
    const difference = firstReportDifference(readReports(dir), reports);
    if (difference) {
      throw new GeneratorError(
        `The public API differs from the API report: ${difference}. If the change is meant, run npm run api:report and commit the report with it.`,
      );
    }
    console.log(`[api:report] the public API matches ${reportDir}/ (${summary}).`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  for (const file of readReports(dir).keys()) if (!reports.has(file)) rmSync(path.join(dir, file));
  for (const [file, text] of reports) writeFileSync(path.join(dir, file), text);
  console.log(`[api:report] wrote ${reportDir}/ (${summary}).`);
});
