import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ComparisonCategory, Edition} from '@site/src/pages/enterprise_server/_components';

const root = path.resolve(__dirname, '../..');
const files = {
  zh: 'src/pages/enterprise_server/index.mdx',
  en: 'i18n/en/docusaurus-plugin-content-pages/enterprise_server/index.mdx',
};

/** The literal a JSX prop of the page's MDX holds (`items={[…]}`), evaluated: it is plain data. */
function prop<T>(mdx: string, name: string): T {
  const start = mdx.indexOf(`${name}={[`);
  if (start < 0) throw new Error(`no ${name}={[...]} in the page`);
  const end = mdx.indexOf(']}', mdx.indexOf('\n]', start));
  return new Function(`return ${mdx.slice(start + name.length + 2, end + 1)}`)() as T;
}

for (const [locale, file] of Object.entries(files)) {
  const mdx = fs.readFileSync(path.join(root, file), 'utf8');
  const editions = prop<Edition[]>(mdx, 'items');
  const categories = prop<ComparisonCategory[]>(mdx, 'categories');

  describe(`editions (${locale})`, () => {
    it('are the community edition, the enterprise edition and the service subscription', () => {
      expect(editions.map((e) => e.id)).toEqual(['community', 'enterprise', 'subscription']);
    });

    it('each have a name, a summary, points and an action', () => {
      for (const e of editions) {
        expect(e.name.length).toBeGreaterThan(1);
        expect(e.summary.length).toBeGreaterThan(20);
        expect(e.points.length).toBeGreaterThanOrEqual(2);
        expect(new Set(e.points).size).toBe(e.points.length);
        expect(e.action.length).toBeGreaterThan(1);
      }
    });

    it('invent no prices', () => {
      const text = editions.flatMap((e) => [e.name, e.price, e.summary, ...e.points]).join('\n');
      expect(text).not.toMatch(/[¥$€]|\d\s*(元|万)|\/\s*(月|年)|per (month|year)/);
    });
  });

  describe(`comparison table (${locale})`, () => {
    it('has the categories of the original page, plus services and support, in both locales', () => {
      expect(categories.map((c) => c.id)).toEqual([
        'build',
        'microservices',
        'market',
        'operations',
        'gateway',
        'clusters',
        'extensions',
        'support',
      ]);
      if (locale === 'zh') {
        expect(categories.map((c) => c.title)).toEqual([
          '应用构建',
          '微服务架构',
          '应用市场',
          '应用运维和管理',
          '应用网关',
          '集群管理',
          '企业级功能扩展',
          '服务与支持',
        ]);
      }
    });

    it('has rows with unique ids, a feature and a value for each edition', () => {
      for (const c of categories) {
        expect(c.rows.length, c.id).toBeGreaterThanOrEqual(3);
        expect(new Set(c.rows.map((r) => r.id)).size, c.id).toBe(c.rows.length);
        for (const r of c.rows) {
          expect(r.feature.length).toBeGreaterThan(1);
          for (const v of [r.community, r.enterprise]) {
            expect(
              v === undefined || typeof v === 'boolean' || (typeof v === 'string' && v.length > 0),
              `${c.id}.${r.id}`,
            ).toBe(true);
          }
        }
      }
    });

    it('shows the enterprise edition as a superset of the community edition', () => {
      for (const r of categories.flatMap((c) => c.rows)) expect(r.enterprise, r.id).not.toBe(false);
    });

    it('lists the enterprise extensions as not in the community edition', () => {
      const ext = categories.find((c) => c.id === 'extensions')!;
      for (const r of ext.rows) expect(r.community === false || typeof r.community === 'string', r.id).toBe(true);
      const shared = categories.filter((c) => !['extensions', 'support'].includes(c.id)).flatMap((c) => c.rows);
      for (const r of shared) expect(r.community ?? true, r.id).toBe(true);
    });
  });
}

describe('the two locales of the page', () => {
  it('list the same editions and the same rows, in the same order', () => {
    const [zh, en] = Object.values(files).map((f) => fs.readFileSync(path.join(root, f), 'utf8'));
    const shape = (mdx: string) =>
      prop<ComparisonCategory[]>(mdx, 'categories').map((c) => [
        c.id,
        c.rows.map((r) => [r.id, r.community ?? true, typeof r.enterprise]),
      ]);
    const strip = (v: unknown) => JSON.stringify(v).replace(/"[^"]*\p{Script=Han}[^"]*"|"[A-Z][^"]*"/gu, 'text');
    expect(strip(shape(en))).toBe(strip(shape(zh)));
    expect(prop<Edition[]>(en, 'items').map((e) => e.id)).toEqual(prop<Edition[]>(zh, 'items').map((e) => e.id));
    expect(fs.existsSync(path.join(root, 'docs/quick-start/quick-install.mdx'))).toBe(true);
  });
});
