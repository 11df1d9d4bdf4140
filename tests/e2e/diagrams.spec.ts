/**
 * Mermaid diagrams drawn at build time (packages/mermaid-static), as a reader sees them: readable
 * without zooming at desktop and at phone width, at full size on demand, and out of the pages'
 * JavaScript.
 */
import type {Page} from '@playwright/test';
import {test, expect, locales} from './fixtures';
import {expectAccessible} from './axe';

/** The floor: the smallest label a reader sees without zooming, in CSS px. */
const MIN_LABEL_PX = 12;

/**
 * Pages with the widest diagrams of each kind (flowchart, sequence, state), in both locales (the
 * English labels are longer): the widest three flowcharts, the widest three sequence diagrams and
 * the state diagram of each locale, measured on the build before the diagrams were made readable.
 */
const widest = {
  zh: [
    '/docs/upgrade/',
    '/blog/istioSource',
    '/docs/installation/offline/',
    '/docs/quick-start/architecture/flow',
    '/docs/use-manual/component-create/language-support/java/java-maven-de',
    '/docs/use-manual/enterprise-manage/enterprise-settings/base/cert-management',
    '/docs/use-manual/component-manage/overview/service-properties',
  ],
  en: [
    '/docs/upgrade/',
    '/docs/micro-service/service-mesh/regist_and_discover',
    '/docs/quick-start/roadmap',
    '/docs/installation/offline/',
    '/docs/use-manual/component-create/language-support/java/java-maven-de',
    '/docs/quick-start/architecture/flow',
    '/docs/use-manual/enterprise-manage/enterprise-settings/base/cert-management',
    '/docs/use-manual/component-manage/overview/service-properties',
  ],
};

type Measured = {smallest: number; scrolls: boolean; focusable: boolean; labels: number; kind: string};

/** Each diagram of the page: its smallest label (font size times the SVG's scale), and its frame. */
function measure(page: Page): Promise<Measured[]> {
  return page.locator('.mermaid-static').evaluateAll((frames) =>
    frames.map((frame) => {
      const svg = Array.from(frame.querySelectorAll<SVGSVGElement>(':scope > svg')).find(
        (s) => s.getClientRects().length > 0,
      );
      if (!svg) return {smallest: 0, scrolls: false, focusable: false, labels: 0, kind: 'none'};
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      let smallest = Infinity;
      let labels = 0;
      const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('style, title, desc')) continue;
        labels += 1;
        smallest = Math.min(smallest, parseFloat(getComputedStyle(parent).fontSize) * scale);
      }
      return {
        smallest,
        scrolls: frame.scrollWidth > frame.clientWidth + 1,
        focusable: (frame as HTMLElement).tabIndex === 0 && getComputedStyle(frame).overflowX === 'auto',
        labels,
        kind: svg.getAttribute('aria-roledescription') ?? '',
      };
    }),
  );
}

/**
 * A click on a phone a tap, at the middle of the part of the element on screen (a label's `<p>`
 * inside the SVG's foreignObject is taken by Playwright's own click for another element).
 */
async function tap(page: Page, selector: string) {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const height = page.viewportSize()!.height;
  const top = Math.max(box.y, 0);
  const x = box.x + box.width / 2;
  const y = top + (Math.min(box.y + box.height, height) - top) / 2;
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const {locale, prefix} of locales) {
  test.describe(`diagrams (${locale})`, {tag: '@phone'}, () => {
    test('the widest diagrams of each kind keep every label at 12 px or more, as text', async ({page}) => {
      const kinds = new Set<string>();
      for (const path of widest[locale]) {
        await page.goto(`${prefix}${path}`);
        const diagrams = await measure(page);
        expect(diagrams.length, path).toBeGreaterThan(0);
        for (const [i, d] of diagrams.entries()) {
          kinds.add(d.kind);
          expect(d.labels, `${path} #${i}: labels are text`).toBeGreaterThan(0);
          expect(d.smallest, `${path} #${i}: smallest label in px`).toBeGreaterThanOrEqual(MIN_LABEL_PX - 0.01);
          // A frame that scrolls sideways can be scrolled from the keyboard.
          if (d.scrolls) expect(d.focusable, `${path} #${i}: scrolling frame takes the focus`).toBe(true);
        }
        await expect(page.locator('.mermaid-static').first()).toHaveAttribute('aria-label', /\S{2,}/);
      }
      expect([...kinds].sort()).toEqual(['flowchart-v2', 'sequence', 'stateDiagram']);
    });

    test('a diagram opens at full size; Escape, the close button and the back button close it', async ({page}) => {
      // Two axe runs on a long page.
      test.slow();
      const path = `${prefix}/docs/installation/offline/`;
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expectAccessible(page);
      const frame = page.locator('.mermaid-static').first();
      await frame.scrollIntoViewIfNeeded();
      const inPage = await frame.evaluate(
        (f) =>
          Array.from(f.querySelectorAll('svg'))
            .find((s) => s.getClientRects().length > 0)!
            .getBoundingClientRect().width,
      );
      const dialog = page.locator('dialog.mermaid-static-dialog');

      // A click (a tap on a phone) on the diagram.
      await tap(page, '.mermaid-static');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-label', (await frame.getAttribute('aria-label'))!);
      const full = dialog.locator('.mermaid-static-dialog__body > svg');
      await expect(full).toBeVisible();
      const natural = await full.evaluate((s) => (s as SVGSVGElement).viewBox.baseVal.width);
      expect((await full.boundingBox())!.width).toBeGreaterThanOrEqual(Math.floor(natural));
      expect((await full.boundingBox())!.width).toBeGreaterThanOrEqual(inPage);
      // The labels are text there too, and the page behind does not scroll.
      expect(await full.locator('text, .nodeLabel').count()).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      // The focus is in the dialog, and it passes axe (WCAG 2.1 A/AA), as the page with its frames does.
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // The button beside it (keyboard), then the close button.
      await page.locator('.mermaid-static__open').first().focus();
      await expect(page.locator('.mermaid-static__open').first()).toHaveAccessibleName(/\S+: \S{2,}/);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.locator('.mermaid-static-dialog__close').click();
      await expect(dialog).toHaveCount(0);

      // The back button closes it and leaves the reader on the page, where they were.
      await tap(page, '.mermaid-static');
      await expect(dialog).toBeVisible();
      const scrollY = await page.evaluate(() => window.scrollY);
      await page.goBack();
      await expect(dialog).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(50);
      await expect(frame.locator('svg').first()).toBeAttached();
      // Closing left no history entry behind: back now leaves the page.
      await tap(page, '.mermaid-static');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.goBack();
      await expect.poll(() => page.url()).not.toContain(path);
    });
  });

  test(`a diagram is in the HTML and not again in the page's JavaScript; after client navigation it is fetched (${locale})`, async ({
    page,
    request,
  }) => {
    const path = `${prefix}/docs/installation/offline/`;
    const html = await (await request.get(path)).text();
    const id = /<svg id="?([\w-]+)/.exec(html.slice(html.search(/class="?mermaid-static"?[ >]/)))?.[1];
    expect(id).toBeTruthy();
    const name = /data-drawing="?([0-9a-f]{16})/.exec(html)?.[1];
    expect(name).toBeTruthy();
    const scripts: string[] = [];
    const fetched: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
      if (response.url().includes('/assets/mermaid/')) fetched.push(response.url());
    });
    await page.goto(path, {waitUntil: 'networkidle'});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(fetched, 'the first load has the drawing in its HTML').toEqual([]);
    await expect(page.locator(`.mermaid-static svg[id="${id}"]`)).toBeAttached();
    // Client navigation away and back: the page's chunk does not carry the drawing, it is fetched.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${prefix}/docs/`);
    await expect(page.locator('article h1')).toBeVisible();
    const drawing = page.waitForResponse((response) => response.url().includes(`/assets/mermaid/${name}`));
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // Fetched at once (no redirect), from the same origin.
    const response = await drawing;
    expect(response.status()).toBe(200);
    expect(response.url()).toMatch(new RegExp(`^http://localhost:\\d+${prefix}/assets/mermaid/${name}\\.htm$`));
    await expect(page.locator('.mermaid-static svg').filter({visible: true}).first()).toBeVisible();
    await expect(page.locator(`.mermaid-static svg[id="${id}"]`)).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((s) => s.includes(id!)),
      'scripts that carry the drawing',
    ).toEqual([]);
  });
}
