/**
 * The `test` every browser test uses: it fails when the page logs a console error or throws,
 * unless the test declares the errors it expects with `test.use({allowedErrors: /.../})`.
 */
import fs from 'node:fs';
import {test as base, expect} from '@playwright/test';

/** Console errors a test expects (one RegExp: Playwright reads arrays in test.use as [value, options]). */
type Fixtures = {allowedErrors: RegExp};

export const test = base.extend<Fixtures>({
  allowedErrors: [/(?!)/, {option: true}],
  page: async ({page, allowedErrors}, use) => {
    const errors: string[] = [];
    const allowed = (text: string) => allowedErrors.test(text);
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !allowed(msg.text())) errors.push(msg.text());
    });
    page.on('pageerror', (err) => {
      if (!allowed(err.message)) errors.push(`uncaught: ${err.message}`);
    });
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export {expect};

/** The two locales and their URL prefixes. */
export const locales = [
  {locale: 'zh', prefix: '', htmlLang: 'zh-CN'},
  {locale: 'en', prefix: '/en', htmlLang: 'en'},
] as const;

export const isMobile = (testInfo: {project: {name: string}}) => testInfo.project.name === 'mobile';

/**
 * Whether the nginx the tests start loads the brotli module: the rule of brotliModule() in
 * scripts/nginx.mjs (which a CommonJS spec cannot import): installed, and not RAINBOND_NGINX_BROTLI=0.
 */
export const nginxHasBrotli = () =>
  process.env.RAINBOND_NGINX_BROTLI !== '0' &&
  fs.existsSync(process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
