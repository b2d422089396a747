import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a page: a user of assistive technology is blocked or seriously slowed. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until the page stops changing: nothing is loading (no `aria-busy`, no "Loading" status),
 * web fonts are in, and every finite animation (a dialog fading in, a sheet sliding up) has
 * finished, so axe measures colours and names as a user finally sees them.
 */
export async function waitForSettledPage(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe-core over the whole page: fails on any serious or critical violation and lists each one. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact ?? ''} ${violation.id}: ${violation.help} — ${node.target.join(' ')}` +
          `\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
      ),
    );
  expect(failing, `axe found serious or critical violations on ${page.url()}`).toEqual([]);
}
