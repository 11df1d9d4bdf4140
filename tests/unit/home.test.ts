import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  APP_MARKET_COUNT,
  getHomeFeatures,
  getHomeScenes,
  INSTALL_KUBERNETES_PATH,
  INSTALL_SINGLE_HOST_PATH,
  QUICK_INSTALL_COMMAND,
} from '@site/src/data/home';

const root = path.resolve(__dirname, '../..');
const han = /\p{Script=Han}/u;

/** The literal a JSX prop of the home page's MDX holds (plain data), evaluated. */
function prop<T>(mdx: string, open: string, close: string): T {
  const start = mdx.indexOf(open);
  if (start < 0) throw new Error(`no ${open} in the page`);
  const from = start + open.length - 1;
  return new Function(`return ${mdx.slice(from, mdx.indexOf(`\n${close}`, from) + 2)}`)() as T;
}
const docExists = (route: string) =>
  ['.md', '.mdx', '/index.md', '/index.mdx'].some((ext) =>
    fs.existsSync(path.join(root, 'docs', route.replace(/^\/docs\/|\/$/g, '') + ext)),
  );

describe('home page data', () => {
  it('installs with the one-line script', () => {
    expect(QUICK_INSTALL_COMMAND).toBe('curl -o install.sh https://get.rainbond.com && bash ./install.sh');
    expect(APP_MARKET_COUNT).toBe('80+');
  });

  it('points the install buttons at docs that exist', () => {
    expect(docExists(INSTALL_SINGLE_HOST_PATH)).toBe(true);
    expect(docExists(INSTALL_KUBERNETES_PATH)).toBe(true);
  });

  it('has four values, five features and eight use scenes, with a card text each in both locales', () => {
    for (const file of ['src/pages/index.mdx', 'i18n/en/docusaurus-plugin-content-pages/index.mdx']) {
      const mdx = fs.readFileSync(path.join(root, file), 'utf8');
      const values = prop<{slug: string; title: string; description: string}[]>(mdx, 'items={[', ']}');
      const features = getHomeFeatures(prop(mdx, '<FeatureCards text={{', '}}'));
      const scenes = getHomeScenes(prop(mdx, '<SceneCards text={{', '}}'));
      expect(
        values.map((v) => v.slug),
        file,
      ).toEqual(['easy', 'noChange', 'integration', 'extensible']);
      expect(features.map((f) => f.to)).toEqual([
        '/feature/devops/',
        '/feature/multi-cluster/',
        '/feature/service-mesh/',
        '/feature/app-market/',
        '/feature/app-ops/',
      ]);
      expect(scenes).toHaveLength(8);
      for (const item of [...values, ...features, ...scenes]) {
        expect(item.title, file).not.toBe('');
        expect(item.description?.length, `${file}: ${item.slug}`).toBeGreaterThan(10);
        expect(han.test(item.description), `${file}: ${item.slug}`).toBe(file.startsWith('src/'));
      }
    }
  });
});
