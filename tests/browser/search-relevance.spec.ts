import { expect, test } from '@playwright/test';
import { evaluateRelevance, type FileFetcher } from '../unit/search/relevance';
import { readerPhrasedGoal, readerPhrasedSet, relevanceGoal, relevanceSet } from '../unit/search/relevance-set';

// The relevance sets against the index the production build serves, through the same search
// client the browser uses (run in the test process: ranking does not depend on the browser).
test('search relevance: the expected page is in the first 3 results for 90 % of the set and for every reader-phrased question', async ({
  request,
}) => {
  expect(relevanceSet.length).toBeGreaterThanOrEqual(30);
  expect(readerPhrasedSet.length).toBeGreaterThanOrEqual(30);
  // Each file is downloaded once for both sets.
  const files = new Map<string, Promise<string>>();
  const served: FileFetcher = async (file) => {
    if (!files.has(file))
      files.set(
        file,
        request.get(`/${file}`).then((response) => response.text()),
      );
    return new Response(await files.get(file));
  };

  const names = await evaluateRelevance(relevanceSet, served);
  const questions = await evaluateRelevance(readerPhrasedSet, served, readerPhrasedGoal);
  for (const report of [names, questions]) {
    console.log(report.summary);
    test.info().annotations.push({ type: 'relevance', description: report.summary });
  }
  expect(names.passed + names.failed).toBeGreaterThanOrEqual(30);
  expect(names.share).toBeGreaterThanOrEqual(relevanceGoal);
  expect(questions.failed).toBe(0);
  expect(questions.passed).toBeGreaterThanOrEqual(30);
});
