import { expect, test, type APIRequestContext } from '@playwright/test';
import { evaluateRelevance, type FileFetcher } from '../unit/search/relevance';
import { readerPhrasedGoal, readerPhrasedSet, relevanceGoal, relevanceSet } from '../unit/search/relevance-set';

// The relevance sets against the index the production build serves, through the same search
// client the browser uses (run in the test process: ranking does not depend on the browser).
function servedFiles(request: APIRequestContext): FileFetcher {
  return async (file) => {
    const response = await request.get(`/${file}`);
    return new Response(await response.text(), { status: response.status() });
  };
}

test('search relevance: the expected page is in the first 3 results for at least 90 % of the set', async ({ request }) => {
  expect(relevanceSet.length).toBeGreaterThanOrEqual(30);
  const report = await evaluateRelevance(relevanceSet, servedFiles(request));
  console.log(report.summary);
  test.info().annotations.push({ type: 'relevance', description: report.summary });
  expect(report.passed + report.failed).toBeGreaterThanOrEqual(30);
  expect(report.share).toBeGreaterThanOrEqual(relevanceGoal);
});

test('search relevance: every question in a reader’s own words finds its page in the first 3 results', async ({ request }) => {
  const report = await evaluateRelevance(readerPhrasedSet, servedFiles(request), readerPhrasedGoal);
  console.log(report.summary);
  test.info().annotations.push({ type: 'relevance', description: report.summary });
  expect(report.failed).toBe(0);
  expect(report.passed).toBeGreaterThanOrEqual(30);
});
