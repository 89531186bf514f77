import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { indexFormatVersion } from '../../../src/search/index-format';
import { evaluateRelevance } from './relevance';
import { readerPhrasedGoal, readerPhrasedSet, relevanceGoal, relevanceSet } from './relevance-set';

// The relevance set runs against the real index of a production build. `npm test` builds after
// Jest, so this runs on a second `npm test` or after `npm run build`; the browser suite
// (tests/browser/search-relevance.spec.ts) runs the same set on every `npm test`.
const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? path.join(__dirname, '..', '..', '..', 'build'));
const manifestFile = path.join(buildDir, 'search', 'manifest.json');
const format = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { format: number }).format : undefined;
const describeBuilt = format === indexFormatVersion ? describe : describe.skip;
if (format === undefined)
  console.log(`search relevance: skipped, no built index in ${buildDir}/search (run \`npm run build\` first, or set SEARCH_BUILD_DIR).`);
else if (format !== indexFormatVersion)
  console.log(
    `search relevance: skipped, the index in ${buildDir}/search has format ${format}, not ${indexFormatVersion} (rebuild with \`npm run build\`).`,
  );

describeBuilt('search relevance on the built index', () => {
  test(`at least ${relevanceGoal * 100} % of the relevance set finds its page in the first 3 results`, async () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(30);
    const report = await evaluateRelevance(relevanceSet, async (file) => new Response(await readFile(path.join(buildDir, file), 'utf8')));
    console.log(report.summary);
    expect(report.passed + report.failed).toBeGreaterThanOrEqual(30);
    expect(report.share).toBeGreaterThanOrEqual(relevanceGoal);
  });

  test('every question in a reader’s own words finds its page in the first 3 results', async () => {
    expect(readerPhrasedSet.length).toBeGreaterThanOrEqual(30);
    const report = await evaluateRelevance(
      readerPhrasedSet,
      async (file) => new Response(await readFile(path.join(buildDir, file), 'utf8')),
      readerPhrasedGoal,
    );
    console.log(report.summary);
    expect(report.failed).toBe(0);
    expect(report.passed).toBeGreaterThanOrEqual(30);
    expect(report.share).toBeGreaterThanOrEqual(readerPhrasedGoal);
  });
});
