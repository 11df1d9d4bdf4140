/**
 * The `test` every browser test uses: it fails when the page logs a console error or throws,
 * unless the test declares the errors it expects with `test.use({allowedErrors: [/.../]})`.
 */
import {test as base, expect} from '@playwright/test';

type Fixtures = {allowedErrors: RegExp[]; consoleErrors: string[]};

export const test = base.extend<Fixtures>({
  allowedErrors: [[], {option: true}],
  consoleErrors: async ({page, allowedErrors}, use) => {
    const errors: string[] = [];
    const allowed = (text: string) => allowedErrors.some((re) => re.test(text));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !allowed(msg.text())) errors.push(msg.text());
    });
    page.on('pageerror', (err) => {
      if (!allowed(err.message)) errors.push(`uncaught: ${err.message}`);
    });
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  page: async ({page, consoleErrors}, use) => {
    void consoleErrors; // attach the listeners before the test runs
    await use(page);
  },
});

export {expect};

/** The two locales and their URL prefixes. */
export const locales = [
  {locale: 'zh', prefix: '', htmlLang: 'zh-CN'},
  {locale: 'en', prefix: '/en', htmlLang: 'en'},
] as const;

export const isMobile = (testInfo: {project: {name: string}}) => testInfo.project.name === 'mobile';
