import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  APP_MARKET_COUNT,
  getHomeFeatures,
  getHomeValues,
  getUseScenes,
  INSTALL_KUBERNETES_PATH,
  INSTALL_SINGLE_HOST_PATH,
  QUICK_INSTALL_COMMAND,
} from '@site/src/data/home';

const root = path.resolve(__dirname, '../..');
const han = /\p{Script=Han}/u;
const code = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8')) as Record<string, {message: string}>;
const docExists = (route: string) =>
  ['.md', '.mdx', '/index.md', '/index.mdx'].some((ext) => fs.existsSync(path.join(root, 'docs', route.replace(/^\/docs\/|\/$/g, '') + ext)));

describe('home page data', () => {
  it('installs with the one-line script', () => {
    expect(QUICK_INSTALL_COMMAND).toBe('curl -o install.sh https://get.rainbond.com && bash ./install.sh');
    expect(APP_MARKET_COUNT).toBe('80+');
  });

  it('points the install buttons at docs that exist', () => {
    expect(docExists(INSTALL_SINGLE_HOST_PATH)).toBe(true);
    expect(docExists(INSTALL_KUBERNETES_PATH)).toBe(true);
  });

  it('has four values, five features and eight use scenes with unique ids', () => {
    const values = getHomeValues();
    const features = getHomeFeatures();
    const scenes = getUseScenes();
    expect(values).toHaveLength(4);
    expect(features).toHaveLength(5);
    expect(scenes).toHaveLength(8);
    expect(new Set(values.map((v) => v.id)).size).toBe(4);
    expect(new Set(features.map((f) => f.to)).size).toBe(5);
    expect(new Set(scenes.map((s) => s.slug)).size).toBe(8);
    expect(features.map((f) => f.to)).toEqual([
      '/feature/devops',
      '/feature/multi-cluster',
      '/feature/service-mesh',
      '/feature/app-market',
      '/feature/app-ops',
    ]);
    for (const item of [...values, ...features, ...scenes]) {
      expect(item.title).not.toBe('');
      expect(item.description.length).toBeGreaterThan(10);
    }
  });

  it('has an English message for every string', () => {
    const text = fs.readFileSync(path.join(root, 'src/data/home.ts'), 'utf8');
    const ids = [...text.matchAll(/translate\(\{\s*id:\s*'([\w.-]+)',\s*message:\s*'([^']+)'/g)];
    // Values: title and text; features and scenes: their card text (titles come from their page's index).
    expect(ids.length).toBe(4 * 2 + 5 + 8);
    for (const [, id, zh] of ids) {
      expect(han.test(zh!), id).toBe(true);
      expect(code[id!]?.message, id).toBeTruthy();
      expect(han.test(code[id!]!.message), id).toBe(false);
    }
  });
});
