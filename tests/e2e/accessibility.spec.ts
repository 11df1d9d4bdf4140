/**
 * axe-core (WCAG 2.1 A and AA) at phone width, on the templates whose menus and layouts change there,
 * in both locales. At desktop width every template is checked by templates.spec.ts, on the same
 * page load as its policy check.
 */
import {test, locales} from './fixtures';
import {expectAccessible} from './axe';

/** Routes without the locale prefix. */
const templates = [
  ['landing', '/'],
  ['docs page', '/docs/use-manual/component-manage/env/advanced-env'],
  ['case', '/case/talkweb'],
  ['install generator', '/helm/'],
] as const;

for (const {locale, prefix} of locales) {
  test.describe(`accessibility at phone width (${locale})`, {tag: '@phone'}, () => {
    for (const [name, route] of templates) {
      test(`${name}: no serious or critical WCAG 2.1 A/AA violation`, async ({page}) => {
        await page.goto(`${prefix}${route}`);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      });
    }
  });
}
