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
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({rules: {'label-content-name-mismatch': {enabled: true}}})
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(serious, 'serious or critical violations').toEqual([]);
}
