import {afterEach, describe, expect, it, vi} from 'vitest';
import {hasManifest, manifest} from './lib/shared';
import {archivedVersions, customHeaderEntries, featureLinks, inDepthLinks} from '@site/src/data/site';
import {headerLabels} from '@site/src/components/SiteHeader/labels';

type Cfg = typeof import('../../docusaurus.config').default;

async function loadConfig(env: Record<string, string | undefined> = {}): Promise<Cfg> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v as string);
  return (await import('../../docusaurus.config')).default;
}

afterEach(() => vi.unstubAllEnvs());

describe('docusaurus.config', () => {
  it('is the Rainbond site with zh default and en under /en/', async () => {
    const cfg = await loadConfig();
    expect(cfg.title).toBe('Rainbond');
    expect(cfg.tagline).toBe('Application Delivery Center');
    expect(cfg.i18n.defaultLocale).toBe('zh');
    expect(cfg.i18n.locales).toEqual(['zh', 'en']);
    expect(cfg.i18n.localeConfigs.zh).toMatchObject({label: '简体中文', direction: 'ltr', calendar: 'gregory'});
    expect(cfg.i18n.localeConfigs.en).toMatchObject({label: 'English', direction: 'ltr', htmlLang: 'en'});
  });

  it('loads for `npm start`, which sets DOCUSAURUS_CURRENT_LOCALE to "undefined"', async () => {
    const cfg = await loadConfig({DOCUSAURUS_CURRENT_LOCALE: 'undefined'});
    expect(cfg.themeConfig.announcementBar.content).toContain('href="/docs/"');
    expect(cfg.tagline).toBe('Application Delivery Center');
  });

  it('fails the build on broken links and anchors', async () => {
    const cfg = await loadConfig();
    expect(cfg.onBrokenLinks).toBe('throw');
    expect(cfg.onBrokenAnchors).toBe('throw');
    expect(cfg.onDuplicateRoutes).toBe('warn');
    expect(cfg.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
  });

  it('keeps the classic storage keys', async () => {
    expect((await loadConfig()).storage).toEqual({type: 'localStorage', namespace: false});
  });

  it('labels the current docs version V5.11 and lists V5.10 … V5.1 as archives', async () => {
    const cfg = await loadConfig();
    // The main docs instance: the docs plugin wrapped by packages/docs-slim, without an id.
    type Options = {id?: string; versions?: {current: {label: string}}};
    const instances = (cfg.plugins as unknown[]).filter(Array.isArray) as [unknown, Options][];
    const docs = instances.find(([, options]) => options.versions && !options.id)![1] as Required<Options>;
    expect(docs.versions.current.label).toBe('V5.11');
    expect(archivedVersions.map((v) => v.label)).toEqual([
      'V5.10',
      'V5.9',
      'V5.8',
      'V5.7',
      'V5.6',
      'V5.5',
      'V5.4',
      'V5.3',
      'V5.2',
      'V5.1',
    ]);
    for (const v of archivedVersions) expect(v.href).toMatch(/^https:\/\/v5\.\d+-docs\.rainbond\.com\/docs\//);
    const dropdown = cfg.themeConfig.navbar.items.find((i) => 'type' in i && i.type === 'docsVersionDropdown') as {
      dropdownItemsAfter: {label?: string; href?: string}[];
    };
    expect(dropdown.dropdownItemsAfter.filter((i) => i.href).map((i) => i.label)).toEqual(
      archivedVersions.map((v) => v.label),
    );
  });

  it('is light only, with a switchable dark theme behind one flag', async () => {
    expect((await loadConfig()).themeConfig.colorMode).toMatchObject({defaultMode: 'light', disableSwitch: true});
    expect((await loadConfig({RAINBOND_COLOR_MODE_SWITCH: 'true'})).themeConfig.colorMode.disableSwitch).toBe(false);
  });

  it('has a non-closeable announcement bar unless configured', async () => {
    const bar = (await loadConfig()).themeConfig.announcementBar;
    expect(bar.isCloseable).toBe(false);
    expect(bar.content).toContain('https://github.com/goodrain/rainbond');
    expect(bar.content).toContain('href="/docs/"');
    expect(bar.backgroundColor).toBeTruthy();
    expect(bar.textColor).toBeTruthy();
    const en = (await loadConfig({DOCUSAURUS_CURRENT_LOCALE: 'en'})).themeConfig.announcementBar;
    expect(en.content).toContain('href="/en/docs/"');
    expect(en.content).not.toMatch(/\p{Script=Han}/u);
    const closeable = (await loadConfig({RAINBOND_ANNOUNCEMENT_CLOSEABLE: 'true', RAINBOND_ANNOUNCEMENT_ID: 'x'}))
      .themeConfig.announcementBar;
    expect(closeable).toMatchObject({isCloseable: true, id: 'x'});
  });

  it('loads no third-party script unless configured', async () => {
    expect((await loadConfig()).scripts).toEqual([]);
    const cfg = await loadConfig({RAINBOND_ANALYTICS_SCRIPT: 'https://example.com/a.js'});
    expect(cfg.scripts).toEqual([{src: 'https://example.com/a.js', async: true}]);
  });

  it('shows table of contents levels 2 to 5 and a hideable sidebar', async () => {
    const cfg = await loadConfig();
    expect(cfg.themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 5});
    expect(cfg.themeConfig.docs.sidebar.hideable).toBe(true);
    expect(cfg.themeConfig.navbar.hideOnScroll).toBe(true);
  });

  it('paginates the blog by 10, newest first, with every post in the sidebar', async () => {
    const cfg = await loadConfig();
    const blog = (cfg.presets[0] as [string, {blog: Record<string, unknown>}])[1].blog;
    expect(blog).toMatchObject({
      routeBasePath: 'blog',
      postsPerPage: 10,
      blogSidebarCount: 'ALL',
      sortPosts: 'descending',
    });
  });
});

describe('navigation data', () => {
  it('gives every custom header entry a translated label', () => {
    const labels = headerLabels();
    const ids = customHeaderEntries.flatMap((e) => [e.id, ...(e.items ?? []).map((i) => i.id)]);
    for (const id of ids) expect(labels[id], id).toBeTruthy();
  });

  it.runIf(hasManifest)('links only to routes the site plans (manifest)', async () => {
    const routes = manifest('routes.json') as {all_zh_routes: string[]};
    const planned = new Set(routes.all_zh_routes.map((r) => r.replace(/\/$/, '') || '/'));
    planned.add('/community'); // the spec makes /community a real page (the manifest predates it)
    const cfg = await loadConfig();
    const internal: string[] = [];
    const visit = (x: unknown) => {
      if (Array.isArray(x)) x.forEach(visit);
      else if (x && typeof x === 'object') {
        const o = x as Record<string, unknown>;
        if (typeof o.to === 'string') internal.push(o.to);
        Object.values(o).forEach(visit);
      }
    };
    visit([
      cfg.themeConfig.navbar.items,
      cfg.themeConfig.footer.links,
      customHeaderEntries,
      featureLinks,
      inDepthLinks,
    ]);
    expect(internal.length).toBeGreaterThan(10);
    for (const to of internal) expect(planned.has(to.replace(/\/$/, '') || '/'), to).toBe(true);
  });
});
