import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the specification promises a reader, written out here rather than imported from the site's
 * configuration: a test that read its expectations from the code under test would pass on a typo.
 */
export const site = {
  title: 'CommandKit',
  repositoryUrl: 'https://github.com/underctrl-io/commandkit',
  communityUrl: 'https://ctrl.lol/discord',
  latestVersion: '0.1.10',
  nextLabel: 'Next',
  latestFirstGuide: '/docs/guide/installation',
  nextFirstGuide: '/docs/next/guide/getting-started/introduction',
  latestApiOverview: '/docs/api-reference',
  nextApiOverview: '/docs/next/api-reference',
} as const;

/** A URL matcher for a site path: any origin, and any query or hash after the path. */
export function pathIs(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}(?:[?#].*)?$`);
}

/**
 * Opens a page and waits until React has hydrated it: before that, clicks are plain link
 * navigations and nothing the reader chooses (colour mode, version, closed bar) is remembered.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  // Checked on every animation frame: an expect() would poll every half second once hydration
  // takes longer than a few hundred milliseconds, and most pages open in this suite wait here.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, { timeout: 7_000 });
}

export function mainNavbar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export function colorModeToggle(page: Page): Locator {
  return page.getByRole('button', { name: /^Switch between dark and light mode/ });
}

/** The docs version dropdown's toggle in the desktop navbar; its label is the version shown. */
export function versionDropdownToggle(page: Page, label: string): Locator {
  return mainNavbar(page).getByRole('button', { name: label, exact: true });
}

/** Opens the version dropdown (it opens on hover) and returns its menu link for a version. */
export async function versionMenuLink(page: Page, currentLabel: string, wanted: string): Promise<Locator> {
  await versionDropdownToggle(page, currentLabel).hover();
  const link = mainNavbar(page).getByRole('link', { name: wanted, exact: true });
  await expect(link).toBeVisible();
  return link;
}

/**
 * Rewrites every localStorage entry holding `oldValue` (keys are namespaced per site, so entries
 * are found by what they hold, not by name). Returns how many entries were changed.
 */
export async function replaceStoredValue(page: Page, oldValue: string, newValue: string): Promise<number> {
  return page.evaluate(
    ([from, to]) => {
      let changed = 0;
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i);
        if (key !== null && window.localStorage.getItem(key) === from) {
          window.localStorage.setItem(key, to);
          changed += 1;
        }
      }
      return changed;
    },
    [oldValue, newValue] as const,
  );
}
