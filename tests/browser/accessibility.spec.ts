import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { open, site } from './support/site';

// axe-core's full rule set on the pages a reader meets first, in both colour modes (one load per
// page: the mode follows the emulated system preference). Serious and critical findings fail the
// test; moderate and minor ones are left to review.

const pages = [
  ['home page', '/'],
  ['search page', '/search?q=command'],
  ['guide page', site.nextFirstGuide],
  // A class page of middle size: the largest would only make axe slower, with the same markup.
  ['API page', '/docs/next/api-reference/classes/FeatureFlag'],
  ['not-found page', '/docs/next/guide/no-such-page'],
] as const;

/**
 * A state of a page worth checking too, reached from it: on the search page, a query with fewer
 * than three results in 0.1.10, which shows the line pointing to Next. Gives the part to check.
 */
const laterStates: Record<string, { name: string; reach(page: Page): Promise<string> }> = {
  '/search?q=command': {
    name: 'the line pointing to other versions',
    async reach(page) {
      await page.getByRole('searchbox', { name: 'Search' }).fill('sharding');
      await expect(page.getByRole('main').getByRole('button', { name: 'Search Next' })).toBeVisible({ timeout: 20_000 });
      return '.search-other-versions';
    },
  },
};

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

/** Waits until no CSS transition runs (one that is replaced or cancelled settles too). */
async function settleTransitions() {
  for (;;) {
    const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    if (running.length === 0) return;
    await Promise.allSettled(running.map((transition) => transition.finished));
  }
}

test.describe('accessibility in light and dark mode', () => {
  // axe's contrast checks take seconds on an API page, twice per test.
  test.describe.configure({ timeout: 90_000 });
  test.use({ colorScheme: 'light' });

  for (const [name, path] of pages) {
    test(`the ${name} has no serious or critical axe-core violations`, async ({ page }) => {
      await open(page, path);
      if (path.startsWith('/search')) await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await seriousViolations(page), 'light mode').toEqual([]);

      // No mode chosen yet, so the site follows the system's preference as it changes.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Navbar links fade to their new colour; axe must see where they end, not where they start.
      await page.evaluate(settleTransitions);
      expect(await seriousViolations(page), 'dark mode').toEqual([]);

      const later = laterStates[path];
      if (later) {
        const part = await later.reach(page);
        expect(await seriousViolations(page, part), `${later.name}, dark mode`).toEqual([]);
        await page.emulateMedia({ colorScheme: 'light' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await page.evaluate(settleTransitions);
        expect(await seriousViolations(page, part), `${later.name}, light mode`).toEqual([]);
      }
    });
  }
});

test.describe('accessibility of the type popups of a guide code block', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ colorScheme: 'light' });

  test('a guide with linked identifiers, its popup open, has no serious or critical axe-core violations', async ({ page }) => {
    await open(page, '/docs/next/guide/message-components/buttonkit');
    const link = page.locator('.theme-code-block a[aria-describedby]').first();
    await link.focus();
    await expect(page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`)).toBeVisible();
    // The code blocks, where the links and popups are: the rest of a guide page is checked above.
    const blocks = '.theme-code-block';
    expect(await seriousViolations(page, blocks), 'light mode').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(settleTransitions);
    expect(await seriousViolations(page, blocks), 'dark mode').toEqual([]);
  });
});

test.describe('accessibility on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

  test('the guide page has no serious or critical axe-core violations, and the search button keeps its name', async ({ page }) => {
    await open(page, site.nextFirstGuide);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
