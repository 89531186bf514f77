import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { open, site } from './support/site';

// axe-core's full rule set on the pages a reader meets first, in both colour modes. Serious and
// critical findings fail the test; moderate and minor ones are left to review.

const pages = [
  ['home page', '/'],
  ['search page', '/search?q=command'],
  ['guide page', site.nextFirstGuide],
  ['API page', '/docs/next/api-reference/classes/CommandKit'],
  ['not-found page', '/docs/next/guide/no-such-page'],
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const [name, path] of pages) {
      test(`the ${name} has no serious or critical axe-core violations`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        if (path.startsWith('/search')) await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();

        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}

test.describe('accessibility on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

  test('the guide page has no serious or critical axe-core violations, and the search button keeps its name', async ({ page }) => {
    await open(page, site.nextFirstGuide);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
});
