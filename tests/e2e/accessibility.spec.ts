/**
 * axe-core (WCAG 2.1 A and AA) on one page of every template, in both locales: the test fails on
 * any serious or critical violation and lists each with the elements it concerns.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, locales} from './fixtures';

/** One route per page template (without the locale prefix); `true`: checked at phone width too (menus and
 * layouts that change there). */
const templates = [
  ['landing', '/', true],
  ['docs index', '/docs/'],
  ['docs page', '/docs/use-manual/component-manage/env/advanced-env', true],
  ['API endpoint', '/docs/api/application/closeApp'],
  ['community', '/community/'],
  ['blog list', '/blog'],
  ['blog post', '/blog/nacos'],
  ['case index', '/case/'],
  ['case', '/case/talkweb', true],
  ['use scene index', '/usescene/'],
  ['use scene', '/usescene/x86ToArm'],
  ['feature', '/feature/devops/'],
  ['enterprise', '/enterprise_server'],
  ['open-source apps', '/opensourceApps/'],
  ['install generator', '/helm/', true],
  ['search page', '/search'],
  ['not found', '/no-such-page'],
] as const;

for (const {locale, prefix} of locales) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({allowedErrors: /Failed to load resource: the server responded with a status of 404/});
    for (const [name, route, phone] of templates) {
      test(`${name}: no serious or critical WCAG 2.1 A/AA violation`, {tag: phone ? '@phone' : []}, async ({page}) => {
        await page.goto(`${prefix}${route}`);
        await page.waitForLoadState('networkidle');
        // label-content-name-mismatch (WCAG 2.5.3, Label in Name) is one of axe's experimental
        // rules, off unless asked for: it holds the search button's shortcut hint to CSS
        // (src/theme/SearchBar, useShortcutHint).
        const {violations} = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .options({rules: {'label-content-name-mismatch': {enabled: true}}})
          .analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
        expect(serious, 'serious or critical violations').toEqual([]);
      });
    }
  });
}
