import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COMMUNITY_INSTALL_PATH, CONTACT_URL, getComparison, getEditions} from '@site/src/data/editions';

const root = path.resolve(__dirname, '../..');

describe('editions', () => {
  const editions = getEditions();

  it('are the community edition, the enterprise edition and the service subscription', () => {
    expect(editions.map((e) => e.id)).toEqual(['community', 'enterprise', 'subscription']);
    expect(editions.filter((e) => e.highlighted).map((e) => e.id)).toEqual(['enterprise']);
  });

  it('each have a name, a summary, points and exactly one action', () => {
    for (const e of editions) {
      expect(e.name.length).toBeGreaterThan(1);
      expect(e.summary.length).toBeGreaterThan(20);
      expect(e.points.length).toBeGreaterThanOrEqual(2);
      expect(new Set(e.points).size).toBe(e.points.length);
      expect(e.action.label.length).toBeGreaterThan(1);
      expect(Boolean(e.action.to) !== Boolean(e.action.href), e.id).toBe(true);
    }
  });

  it('lead to the install guide (community) and to the contact form (paid offers)', () => {
    expect(CONTACT_URL).toBe('https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg');
    const byId = Object.fromEntries(editions.map((e) => [e.id, e]));
    expect(byId.community.action.to).toBe(COMMUNITY_INSTALL_PATH);
    expect(fs.existsSync(path.join(root, 'docs/quick-start/quick-install.mdx'))).toBe(true);
    expect(byId.enterprise.action.href).toBe(CONTACT_URL);
    expect(byId.subscription.action.href).toBe(CONTACT_URL);
  });

  it('invent no prices', () => {
    const text = editions.flatMap((e) => [e.name, e.price, e.summary, ...e.points]).join('\n');
    expect(text).not.toMatch(/[¥$€]|\d\s*(元|万)|\/\s*(月|年)|per (month|year)/);
  });
});

describe('comparison table', () => {
  const categories = getComparison();

  it('has the categories of the original page, plus services and support', () => {
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
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it('has rows with unique ids and a value for each edition', () => {
    for (const c of categories) {
      expect(c.rows.length, c.id).toBeGreaterThanOrEqual(3);
      expect(new Set(c.rows.map((r) => r.id)).size, c.id).toBe(c.rows.length);
      for (const r of c.rows) {
        expect(r.feature.length).toBeGreaterThan(1);
        for (const v of [r.community, r.enterprise]) {
          expect(typeof v === 'boolean' || (typeof v === 'string' && v.length > 0), `${c.id}.${r.id}`).toBe(true);
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
    for (const r of shared) expect(r.community, r.id).toBe(true);
  });
});
