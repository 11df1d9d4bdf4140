import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {APP_TYPES, appTypeLabel, filterApps, getFeaturedApps} from '@site/src/data/apps';

const root = path.resolve(__dirname, '../..');
const han = /\p{Script=Han}/u;
const code = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

/** translate({id: '…', message: '…'}) calls of a source file, as [id, Chinese message]. */
function translateLiterals(file: string): Array<[string, string]> {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/translate\(\{\s*id:\s*'([\w.-]+)',\s*message:\s*'([^']+)'/g)].map((m) => [m[1]!, m[2]!]);
}

describe('featured apps data', () => {
  const apps = getFeaturedApps();

  it('holds about sixteen apps with unique ids and names', () => {
    expect(apps.length).toBeGreaterThanOrEqual(14);
    expect(apps.length).toBeLessThanOrEqual(20);
    expect(new Set(apps.map((a) => a.id)).size).toBe(apps.length);
    expect(new Set(apps.map((a) => a.name.toLowerCase())).size).toBe(apps.length);
    for (const app of apps) expect(app.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('gives every app a name, category, description and at least one known type', () => {
    for (const app of apps) {
      expect(app.name.trim(), app.id).not.toBe('');
      expect(app.category.trim(), app.id).not.toBe('');
      expect(app.description.length, app.id).toBeGreaterThan(10);
      expect(app.types.length, app.id).toBeGreaterThan(0);
      expect(new Set(app.types).size, app.id).toBe(app.types.length);
      for (const type of app.types) expect(APP_TYPES, app.id).toContain(type);
    }
  });

  it('links only to https URLs, and guides to site paths', () => {
    for (const app of apps) {
      expect(new URL(app.repo).protocol, app.id).toBe('https:');
      expect(new URL(app.install).protocol, app.id).toBe('https:');
      if (app.guide !== undefined) expect(app.guide, app.id).toMatch(/^\/(blog|docs)\/[\w/.-]+$/);
    }
  });

  it('has both applications and plugins, and filters by type', () => {
    const plugins = filterApps(apps, 'plugin');
    const applications = filterApps(apps, 'application');
    expect(plugins.length).toBeGreaterThan(0);
    expect(applications.length).toBeGreaterThan(0);
    expect(plugins.every((a) => a.types.includes('plugin'))).toBe(true);
    expect(applications.every((a) => a.types.includes('application'))).toBe(true);
    // An app of both types is in both lists; together they cover every app.
    expect(new Set([...plugins, ...applications].map((a) => a.id)).size).toBe(apps.length);
    expect(filterApps(apps, 'all')).toEqual(apps);
    expect(appTypeLabel('plugin')).toBe('插件');
  });

  it('is written in Chinese and English: every message is a literal with an English translation', () => {
    const literals = translateLiterals('src/data/apps.ts');
    // One description per app, one label per category in use, and the two type labels.
    expect(literals.length).toBeGreaterThanOrEqual(apps.length + 2);
    for (const app of apps) expect(han.test(app.description), app.id).toBe(true);
    for (const [id, zh] of literals) {
      expect(han.test(zh), id).toBe(true);
      expect(code[id]?.message, id).toBeTruthy();
      expect(han.test(code[id]!.message), id).toBe(false);
    }
  });
});
