/**
 * Long pages lay out only what is near the viewport (`content-visibility: auto` on the heavy
 * blocks of the text, src/css/custom.css), and docs pages hydrate in slices
 * (packages/hydration-slices): the doc body first, the sidebar, table of contents and footer in
 * the page's idle moment. Anchor links, find-in-page and printing still reach every block; the
 * slices hydrate the server's DOM (no re-render, no layout shift, no hydration error).
 */
import type {Page} from '@playwright/test';
import {test, expect, locales} from './fixtures';

/** A long docs page with a diagram, tables and a dozen code blocks. */
const LONG = '/docs/installation/offline/';
/** One page of each docs template. */
const TEMPLATES = ['/docs/', LONG, '/docs/api/application/closeApp', '/blog/nacos'];

/**
 * Whether the inside of an element is rendered (false while `content-visibility: auto` skips it:
 * the element itself keeps its placeholder box, its descendants are skipped).
 */
const rendered = (page: Page, selector: string, index: number) =>
  page.evaluate(
    ([s, i]) =>
      document.querySelectorAll(s)[i as number]!.querySelector('*')!.checkVisibility({contentVisibilityAuto: true}),
    [selector, index] as const,
  );

for (const {locale, prefix} of locales) {
  test.describe(`long pages and hydration slices (${locale})`, () => {
    test('blocks far below the first screen are skipped until scrolled to', async ({page}) => {
      await page.goto(prefix + LONG);
      const blocks = page.locator('.markdown .theme-code-block');
      const last = (await blocks.count()) - 1;
      expect(last).toBeGreaterThan(5);
      // The block, or the list holding it, is laid out only near the viewport.
      expect(
        await blocks.nth(last).evaluate((e) => getComputedStyle(e.closest('.markdown > *')!).contentVisibility),
      ).toBe('auto');
      expect(await rendered(page, '.markdown .theme-code-block', last)).toBe(false);
      await blocks.nth(last).scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(page, '.markdown .theme-code-block', last)).toBe(true);
      await expect(blocks.nth(last)).toBeVisible();
    });

    test('an anchor link lands on its heading, below skipped blocks, and stays there', async ({page}) => {
      await page.goto(prefix + LONG);
      const ids = await page.locator('article .markdown h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
      const id = ids[ids.length - 1]!;
      // (Far below while the page is still changing over after a client-side navigation.)
      const top = () =>
        page.evaluate((i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? 1e9), id);
      // A link from another page (a first load with the anchor).
      await page.goto(`${prefix}${LONG}#${encodeURIComponent(id)}`);
      await expect.poll(top).toBeLessThan(150);
      expect(await top()).toBeGreaterThanOrEqual(0);
      // The blocks above it render as they come near the viewport; the heading stays in place.
      await page.waitForTimeout(1000);
      expect(await top()).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(150);
      // A link from another page of the site (client-side navigation: no :target).
      await page.goto(`${prefix}/docs/`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        (href) => {
          window.history.pushState({}, '', href);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        `${prefix}${LONG}#${encodeURIComponent(id)}`,
      );
      await expect.poll(top).toBeLessThan(150);
      await page.waitForTimeout(1000);
      expect(await top()).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(150);
      // A link within the page (the table of contents).
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`).click();
      await expect.poll(top).toBeLessThan(150);
      expect(await top()).toBeGreaterThanOrEqual(0);
    });

    test('find-in-page finds text in a skipped block and brings it into view', async ({page}) => {
      await page.goto(prefix + LONG);
      const blocks = page.locator('.markdown .theme-code-block');
      const last = (await blocks.count()) - 1;
      expect(await rendered(page, '.markdown .theme-code-block', last)).toBe(false);
      // The longest line of the last block, which the earlier blocks do not hold.
      const text = await blocks.nth(last).evaluate((e) => {
        const lines = Array.from(e.querySelectorAll('.token-line'), (l) => l.textContent!.trim());
        return lines.sort((a, b) => b.length - a.length)[0]!;
      });
      expect(text.length).toBeGreaterThan(10);
      const found = await page.evaluate((t) => {
        // Find the last occurrence: the text may also be in an earlier block.
        let hit = false;
        while ((window as unknown as {find: (s: string) => boolean}).find(t)) hit = true;
        return hit;
      }, text);
      expect(found).toBe(true);
      await expect.poll(() => rendered(page, '.markdown .theme-code-block', last)).toBe(true);
      expect(await page.evaluate(() => window.getSelection()!.toString())).toBe(text);
    });

    test('printing shows every block', async ({page}) => {
      await page.goto(prefix + LONG);
      expect(await rendered(page, '.markdown .theme-code-block', 11)).toBe(false);
      await page.emulateMedia({media: 'print'});
      const states = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.markdown > *')).map((e) => [
          getComputedStyle(e).contentVisibility,
          e.querySelector('*')?.checkVisibility({contentVisibilityAuto: true}) ?? true,
        ]),
      );
      expect(states.length).toBeGreaterThan(20);
      for (const state of states) expect(state).toEqual(['visible', true]);
      const pdf = await page.pdf({format: 'A4'});
      expect(pdf.length).toBeGreaterThan(50_000);
    });

    for (const route of TEMPLATES) {
      test(
        `${route}: the slices hydrate the server's DOM, without layout shift`,
        {tag: '@phone'},
        async ({page, request}) => {
          // Every slice stands in place in the server HTML (none moved to its end behind a template).
          const html = await (await request.get(prefix + route)).text();
          expect(html).toContain('<!--$-->');
          expect(html).not.toMatch(/<!--\$\?-->|<template id="?B:/);
          await page.addInitScript(() => {
            const w = window as unknown as {cls: number; serverNodes: Element[]};
            w.cls = 0;
            // Shifts of the page's content (the header's search box moves a fraction of a pixel as it
            // hydrates, as before the slices).
            type Shift = {value: number; hadRecentInput: boolean; sources: {node?: Node}[]};
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as unknown as Shift[])
                if (
                  !e.hadRecentInput &&
                  e.sources.some(({node}) =>
                    (node instanceof Element ? node : node?.parentElement)?.closest('main, footer'),
                  )
                )
                  w.cls += e.value;
            }).observe({type: 'layout-shift', buffered: true});
            // The server's elements of each slice, before any script runs (on a phone, the theme
            // itself replaces the sidebars and the table of contents beside the text once hydrated).
            const selector =
              window.innerWidth < 997
                ? '.markdown, footer.footer'
                : '.theme-doc-sidebar-container, .theme-doc-toc-desktop, aside.col, .theme-doc-markdown, footer.footer';
            document.addEventListener('DOMContentLoaded', () => {
              w.serverNodes = Array.from(document.querySelectorAll(selector));
            });
          });
          await page.goto(prefix + route, {waitUntil: 'networkidle'});
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
          await page.waitForTimeout(1500);
          // Hydrated, not rendered anew: every server element is still in the page.
          const kept = await page.evaluate(() =>
            (window as unknown as {serverNodes: Element[]}).serverNodes.map((e) => e.isConnected),
          );
          expect(kept.length).toBeGreaterThanOrEqual(2);
          expect(kept.every(Boolean)).toBe(true);
          expect(await page.evaluate(() => (window as unknown as {cls: number}).cls)).toBe(0);
          // The deferred slices are live: the footer's links navigate on the client.
          await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
          const link = page.locator('footer.footer a[href$="/docs/upgrade/"]').first();
          await link.scrollIntoViewIfNeeded();
          await link.click();
          await expect(page).toHaveURL(/\/docs\/upgrade\/$/);
          expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
        },
      );
    }

    test('the docs sidebar works once hydrated: a category folds and unfolds', async ({page}) => {
      await page.goto(`${prefix}/docs/installation/offline/`, {waitUntil: 'networkidle'});
      const toggle = page.locator('.theme-doc-sidebar-menu .menu__caret').first();
      const item = toggle.locator('xpath=ancestor::li[1]');
      const collapsed = await item.evaluate((e) => e.classList.contains('menu__list-item--collapsed'));
      await toggle.click();
      await expect
        .poll(() => item.evaluate((e) => e.classList.contains('menu__list-item--collapsed')))
        .toBe(!collapsed);
    });
  });
}
