/**
 * Draws Mermaid diagrams to SVG at build time, in a headless Chromium (the system's, through
 * playwright-core): one browser and one page for the whole build, Mermaid loaded into it once,
 * each diagram drawn in the light and the dark theme. A left-to-right (or right-to-left) flowchart
 * is drawn top to bottom too, for narrow screens (kept when it is narrower). Each layout is
 * measured as drawn: its natural size (the viewBox) and its smallest label's font size. Jobs run
 * one after the other; the browser closes after a second without work (so `docusaurus build` can
 * exit) and starts again on demand.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';

/** The site's Mermaid themes (as `themeConfig.mermaid.theme`), keyed by colour mode. */
export const MERMAID_THEMES = {light: 'neutral', dark: 'dark'} as const;
export type ColorMode = keyof typeof MERMAID_THEMES;

/** One layout of a diagram, drawn in each colour mode. */
export type Layout = {
  /** SVG markup per colour mode drawn (light always). */
  svg: {light: string; dark?: string};
  /** Natural size (the viewBox), in px. */
  width: number;
  height: number;
  /** Font size of its smallest label at natural size, in px. */
  smallestFont: number;
};

export type DrawnDiagram = {
  /** The source's own layout first; then, for a left-to-right flowchart, top to bottom when narrower. */
  layouts: Layout[];
  /** `accTitle` / `accDescr` of the source, when it has them. */
  title?: string;
  description?: string;
  /** Mermaid's name for the kind of diagram (`flowchart-v2`, `sequence`, ...). */
  kind: string;
  /** Texts of the diagram's labels, in document order, without repeats. */
  labels: string[];
};
/** A diagram that could not be drawn: Mermaid's message. */
export type DrawError = {error: string};

/**
 * The source drawn top to bottom, when it is a left-to-right or right-to-left flowchart (its
 * subgraphs' `direction` too); null otherwise.
 */
export function narrowSource(source: string): string | null {
  const header = /^(\s*(?:flowchart|graph)[ \t]+)(LR|RL)\b/m;
  const first = source.split('\n').find((line) => line.trim() && !/^\s*(%%|---|accTitle|accDescr)/.test(line));
  if (!first || !header.test(first)) return null;
  return source
    .replace(header, (_, head: string, dir: string) => `${head}${dir === 'LR' ? 'TB' : 'BT'}`)
    .replace(
      /^(\s*direction[ \t]+)(LR|RL)\b/gm,
      (_, head: string, dir: string) => `${head}${dir === 'LR' ? 'TB' : 'BT'}`,
    );
}

/** Chromium to draw with: `RAINBOND_CHROMIUM`, else Debian's; null when absent or turned off. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.RAINBOND_MERMAID === 'client') return null;
  const candidate = env.RAINBOND_CHROMIUM ?? '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : null;
}

/** Mermaid as the site resolves it (the version @docusaurus/theme-mermaid uses in the browser). */
const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));

let pagePromise: Promise<{browser: Browser; page: Page}> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;

async function openPage(executablePath: string) {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({path: siteRequire.resolve('mermaid/dist/mermaid.min.js')});
  return {browser, page};
}

function closeWhenIdle() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending > 0 || !pagePromise) return;
    const closing = pagePromise;
    pagePromise = null;
    void closing.then(({browser}) => browser.close()).catch(() => undefined);
  }, 1000);
}

/** Where drawn diagrams are kept between builds (npm test builds the site three times). */
export const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'rainbond-mermaid');

/** Where the HTML of each drawn diagram is written, named by its hash (the plugin serves it from there). */
export const DRAWINGS_DIR = path.join(CACHE_DIR, 'drawings');

/**
 * Draws `sources` in the light theme, and in the dark one with `dark` (ids `<prefix>-light-<i>`,
 * `<prefix>-dark-<i>`). Resolves to one entry per source, a diagram or its error; rejects only
 * when the browser cannot be started. A result already drawn for the same sources, ids, themes,
 * Mermaid version and browser is read from CACHE_DIR instead.
 */
export async function drawDiagrams(
  executablePath: string,
  sources: string[],
  prefix: string,
  options: {dark?: boolean} = {},
): Promise<(DrawnDiagram | DrawError)[]> {
  const mermaidVersion = (siteRequire('mermaid/package.json') as {version: string}).version;
  const browser = `${executablePath}@${fs.statSync(executablePath).mtimeMs}`;
  const key = JSON.stringify({
    format: 2,
    sources,
    prefix,
    dark: options.dark !== false,
    themes: MERMAID_THEMES,
    mermaidVersion,
    browser,
  });
  const file = path.join(CACHE_DIR, `${createHash('sha1').update(key).digest('hex')}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as (DrawnDiagram | DrawError)[];
  } catch {
    // not drawn yet
  }
  const drawn = await drawInBrowser(executablePath, sources, prefix, options);
  fs.mkdirSync(CACHE_DIR, {recursive: true});
  fs.writeFileSync(file, JSON.stringify(drawn));
  return drawn;
}

function drawInBrowser(
  executablePath: string,
  sources: string[],
  prefix: string,
  {dark = true}: {dark?: boolean} = {},
): Promise<(DrawnDiagram | DrawError)[]> {
  pending += 1;
  clearTimeout(idleTimer);
  const job = queue.then(async () => {
    pagePromise ??= openPage(executablePath);
    const {page} = await pagePromise;
    const themes = dark ? MERMAID_THEMES : {light: MERMAID_THEMES.light};
    const narrow = sources.map(narrowSource);
    return page.evaluate(drawInPage, {sources, narrow, prefix, themes});
  });
  queue = job.catch(() => undefined);
  return job.finally(() => {
    pending -= 1;
    closeWhenIdle();
  });
}

type MermaidApi = {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{svg: string}>;
};

/** Runs in the page: draws every source (and its narrow layout) in each theme, and measures it. */
async function drawInPage({
  sources,
  narrow,
  prefix,
  themes,
}: {
  sources: string[];
  narrow: (string | null)[];
  prefix: string;
  themes: Partial<Record<ColorMode, string>>;
}) {
  const mermaid = (window as unknown as {mermaid: MermaidApi}).mermaid;
  type Drawn = {layouts: Layout[]; title?: string; description?: string; kind: string; labels: string[]};
  const results: (Drawn | {error: string})[] = sources.map(() => ({layouts: [], kind: '', labels: []}));
  const parser = new DOMParser();
  const stage = document.createElement('div');
  stage.style.cssText = 'position:absolute;left:0;top:0;width:20000px';
  document.body.append(stage);
  /** Natural size and smallest label font of a drawn SVG. */
  const measure = (svg: string) => {
    stage.innerHTML = svg;
    const element = stage.querySelector('svg')!;
    const box = element.viewBox.baseVal;
    const width = box?.width || element.getBoundingClientRect().width;
    const height = box?.height || element.getBoundingClientRect().height;
    const scale = element.getBoundingClientRect().width / width || 1;
    let smallestFont = Infinity;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('style, title, desc')) continue;
      smallestFont = Math.min(smallestFont, parseFloat(getComputedStyle(parent).fontSize) * scale);
    }
    stage.innerHTML = '';
    return {
      width: Math.ceil(width),
      height: Math.ceil(height),
      smallestFont: Number.isFinite(smallestFont) ? Math.round(smallestFont * 100) / 100 : 16,
    };
  };
  for (const [mode, theme] of Object.entries(themes)) {
    mermaid.initialize({startOnLoad: false, theme, securityLevel: 'strict'});
    for (const [i, source] of sources.entries()) {
      const result = results[i];
      if ('error' in result) continue;
      const variants = [source, narrow[i]];
      for (const [v, text] of variants.entries()) {
        if (text === null) continue;
        const id = `${prefix}-${mode}-${i}${v === 0 ? '' : 'n'}`;
        try {
          const {svg} = await mermaid.render(id, text);
          if (mode === 'light') {
            result.layouts[v] = {svg: {light: svg}, ...measure(svg)};
            if (v > 0) continue;
            const element = parser.parseFromString(svg, 'image/svg+xml').documentElement;
            const textOf = (attribute: string) =>
              (element.getAttribute(attribute) ?? '')
                .split(/\s+/)
                .map((ref) => (ref ? element.querySelector(`[id="${ref}"]`)?.textContent?.trim() : ''))
                .filter(Boolean)
                .join(' ');
            const title = textOf('aria-labelledby');
            const description = textOf('aria-describedby');
            if (title) result.title = title;
            if (description) result.description = description;
            result.kind = element.getAttribute('aria-roledescription') ?? '';
            const labels = Array.from(
              element.querySelectorAll('.nodeLabel, .label, text'),
              (node) => node.textContent?.trim() ?? '',
            );
            result.labels = [...new Set(labels.filter(Boolean))];
          } else if (result.layouts[v]) {
            result.layouts[v].svg[mode as ColorMode] = svg;
          }
        } catch (error) {
          // The narrow layout is a bonus: the diagram stands without it.
          if (v === 0) results[i] = {error: error instanceof Error ? error.message : String(error)};
        } finally {
          document.getElementById(`d${id}`)?.remove();
        }
        if ('error' in results[i]) break;
      }
    }
  }
  stage.remove();
  // Keep the narrow layout only where it is narrower than the source's own.
  for (const result of results) {
    if ('error' in result) continue;
    result.layouts = result.layouts.filter(
      (layout, v) => layout && (v === 0 || layout.width < result.layouts[0].width),
    );
  }
  return results as (DrawnDiagram | DrawError)[];
}
