// Search relevance (issue 16): what the search modal shows a visitor for each query of
// tests/search-relevance.json, and the share of queries whose expected page comes first or in the
// first three pages. Used by scripts/bench-relevance.mjs and the browser test (tests/e2e/relevance.spec.ts).

/** A hit's link as a page route: the path without origin, query or anchor. */
export function pageOf(href, origin = 'http://localhost') {
  const u = new URL(href, origin);
  return decodeURI(u.pathname);
}

/** Routes of the pages in the order the modal lists them (a page with several sections counts once). */
export function rankedPages(hrefs) {
  const out = [];
  for (const h of hrefs) {
    const p = pageOf(h);
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

/**
 * Position (1-based) of the expected page (or an accepted alternative) in the ranked pages; 0 when absent.
 * @param {string[]} ranked
 * @param {{expect: string, also?: string[]}} item
 */
export function positionOf(ranked, {expect, also = []}) {
  const wanted = new Set([expect, ...also].map((r) => r.replace(/\/$/, '') || '/'));
  const i = ranked.findIndex((p) => wanted.has(p.replace(/\/$/, '') || '/'));
  return i + 1;
}

/** Top-1 and top-3 shares of a list of positions. */
export function score(positions) {
  const n = positions.length || 1;
  return {
    queries: positions.length,
    top1: positions.filter((p) => p === 1).length / n,
    top3: positions.filter((p) => p >= 1 && p <= 3).length / n,
  };
}

/**
 * Runs each query in the search modal of `page` (a Playwright page on the built site) and returns
 * [{q, expect, position, ranked}]. `prefix` is '' or '/en'.
 */
export async function runQueries(page, baseUrl, prefix, queries) {
  await page.goto(`${baseUrl}${prefix}/docs/`, {waitUntil: 'networkidle'});
  const out = [];
  for (const item of queries) {
    if (!(await page.locator('.DocSearch-Modal').count())) await page.locator('.DocSearch-Button').first().click();
    const input = page.locator('.DocSearch-Input');
    // Start from an empty query (no hits on screen: nothing is clicked, so there are no recent
    // searches), so that the hits read below are this query's and not the previous one's.
    await input.fill('');
    await page.waitForFunction(() => !document.querySelector('.DocSearch-Hit'), null, {timeout: 15_000});
    await input.fill(item.q);
    await page.waitForFunction(
      () =>
        (document.querySelector('.DocSearch-Hit') ||
          (document.querySelector('.DocSearch-NoResults') &&
            !document.querySelector('[data-testid="search-pending"]'))) &&
        !document.querySelector('.DocSearch-Container--Stalled'),
      null,
      {timeout: 15_000},
    );
    // The list is complete once it stops changing.
    let last = '';
    for (let i = 0; i < 20; i++) {
      const now = await page
        .locator('.DocSearch-Dropdown')
        .innerHTML()
        .catch(() => '');
      if (now === last) break;
      last = now;
      await page.waitForTimeout(150);
    }
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const ranked = rankedPages(hrefs);
    out.push({q: item.q, expect: item.expect, position: positionOf(ranked, item), ranked: ranked.slice(0, 5)});
  }
  return out;
}
