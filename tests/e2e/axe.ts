import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/**
 * axe-core (WCAG 2.1 A and AA) on the page as it is: fails on any serious or critical violation and
 * lists each with the elements it concerns. label-content-name-mismatch (WCAG 2.5.3, Label in Name)
 * is one of axe's experimental rules, off unless asked for: it holds the search button's shortcut
 * hint to CSS (src/theme/SearchBar, useShortcutHint).
 */
export async function expectAccessible(page: Page) {
  // Long pages skip the layout of blocks far from the viewport (content-visibility, src/css/custom.css)
  // until they come near, when they take their real height: scrolled through once, as a reader
  // would, every block has it, and nothing moves while axe scrolls to each element it checks.
  await page.evaluate(async () => {
    const y = window.scrollY;
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, y);
  });
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({rules: {'label-content-name-mismatch': {enabled: true}}})
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(serious, 'serious or critical violations').toEqual([]);
}
