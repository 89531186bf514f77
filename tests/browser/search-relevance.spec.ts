import { expect, test } from '@playwright/test';
import { evaluateRelevance } from '../unit/search/relevance';
import { relevanceGoal, relevanceSet } from '../unit/search/relevance-set';

// The relevance set against the index the production build serves, through the same search
// client the browser uses (run in the test process: ranking does not depend on the browser).
test('search relevance: the expected page is in the first 3 results for at least 90 % of the set', async ({ request }) => {
  expect(relevanceSet.length).toBeGreaterThanOrEqual(30);
  const report = await evaluateRelevance(relevanceSet, async (file) => {
    const response = await request.get(`/${file}`);
    return new Response(await response.text(), { status: response.status() });
  });
  console.log(report.summary);
  test.info().annotations.push({ type: 'relevance', description: report.summary });
  expect(report.passed + report.failed).toBeGreaterThanOrEqual(30);
  expect(report.share).toBeGreaterThanOrEqual(relevanceGoal);
});
