/**
 * Loud failures: each plugin of src/plugins checks the Docusaurus internals it relies on before it
 * swaps, loads or patches anything (packages/internals), and the build fails with a message
 * naming the internal when one matches nothing or @docusaurus/core is outside the plugin's range.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import internals from '@rainbond/docusaurus-internals';
import {INTERNALS as lazyHighlighterInternals} from '@rainbond/docusaurus-plugin-lazy-highlighter';
import {INTERNALS as translationSplitInternals} from '@rainbond/docusaurus-plugin-translation-split';
import {INTERNALS as tslibShimInternals} from '@rainbond/docusaurus-plugin-tslib-shim';
import {INTERNALS as routeShardsInternals} from '@rainbond/docusaurus-plugin-route-shards';
import {INTERNALS as mermaidInternals} from '@rainbond/docusaurus-plugin-mermaid-static';
import {INTERNALS as searchInternals} from '@rainbond/docusaurus-search-pagefind';
import {assertSlimmed, assertDocusaurusVersion as assertDocsSlimVersion} from '@rainbond/docusaurus-plugin-docs-slim';
import routesLoader from '@rainbond/docusaurus-plugin-route-shards/src/routesLoader.js';

const require = createRequire(import.meta.url);
const {assertDocusaurusVersion, assertInternals, checkInternals, inRange, installedDocusaurus, DOCUSAURUS_RANGE} =
  internals;

describe('the version range', () => {
  it.each([
    ['3.10.2', '~3.10.2', true],
    ['3.10.9', '~3.10.2', true],
    ['3.10.1', '~3.10.2', false],
    ['3.11.0', '~3.10.2', false],
    ['4.0.0', '~3.10.2', false],
    ['4.0.0-alpha.1', '~3.10.2', false],
    ['3.10.2', '3.10.2', true],
    ['3.10.3', '3.10.2', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(inRange(version, range)).toBe(expected);
  });

  it('the installed @docusaurus/core is in the range the plugins were written for', () => {
    expect(DOCUSAURUS_RANGE).toBe('~3.10.2');
    expect(() => assertDocusaurusVersion('route-table')).not.toThrow();
  });

  it('fails, naming the plugin, the range and the version, when Docusaurus is outside the range', () => {
    expect(() => assertDocusaurusVersion('route-table', {version: '4.0.0'})).toThrow(
      /route-table: written for @docusaurus\/core ~3\.10\.2, but 4\.0\.0 is installed/,
    );
  });
});

describe('the internals each plugin relies on', () => {
  it.each([
    ['lazy-highlighter', lazyHighlighterInternals],
    ['translation-split', translationSplitInternals],
    ['tslib-shim', tslibShimInternals],
    ['route-shards', routeShardsInternals],
    ['mermaid-static', mermaidInternals],
    ['rainbond-local-search', searchInternals],
  ])('%s: every one is found in the installed Docusaurus', (owner, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(() => checkInternals(owner, list)).not.toThrow();
  });

  it('a module replacement that matches nothing fails, naming the internal', () => {
    // The installed core client entry, as an upgrade that renamed `./preload` would leave it.
    const preload = routeShardsInternals.find((i) => i.file.endsWith('clientEntry.js'));
    const real = fs.readFileSync(require.resolve(preload!.file), 'utf8');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internals-'));
    const renamed = path.join(dir, 'clientEntry.js');
    fs.writeFileSync(renamed, real.replaceAll("'./preload'", "'./preload-routes'"));
    expect(() => assertInternals('route-shards', [{...preload!, file: renamed}])).toThrow(
      /^route-shards: module replacement: `\.\/preload` and `\.\/docusaurus` required from `@docusaurus\/core\/lib\/client` matches nothing: .*clientEntry\.js no longer holds import preload from '\.\/preload';/,
    );
    expect(() => assertInternals('route-shards', [{...preload!, file: path.join(dir, 'gone.js')}])).toThrow(
      /route-shards: module replacement: .* not found/,
    );
    fs.rmSync(dir, {recursive: true});
  });

  it('a docs plugin whose output docs-slim does not recognise fails, naming the internal', () => {
    expect(() => assertSlimmed({versionRoutes: 1, docMetadata: 3, globalData: 1}, 3)).not.toThrow();
    expect(() => assertSlimmed({versionRoutes: 0, docMetadata: 3, globalData: 1}, 3)).toThrow(
      /docs-slim: the docs plugin's routes match nothing: no version route with `props\.version\.docs`/,
    );
    expect(() => assertSlimmed({versionRoutes: 1, docMetadata: 0, globalData: 0}, 3)).toThrow(
      /no doc metadata .*; no global data/,
    );
  });

  it('a loader whose generated file matches nothing fails the build, naming the internal', () => {
    // A routes.js written some other way (here: ESM imports the evaluator does not know).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internals-'));
    fs.writeFileSync(path.join(dir, 'routes.js'), "import {routes} from './elsewhere';\nexport default routes;\n");
    fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), '{}');
    const source = fs.readFileSync(path.join(dir, 'routes.js'), 'utf8');
    const context = {
      getOptions: () => ({client: true}),
      resourcePath: path.join(dir, 'routes.js'),
      addDependency: () => undefined,
    };
    expect(() => (routesLoader as unknown as (this: unknown, s: string) => string).call(context, source)).toThrow(
      /^route-shards: the generated route files .* match nothing/,
    );
    fs.rmSync(dir, {recursive: true});
  });

  it('docs-slim (packages/docs-slim) checks the same range', () => {
    expect(() => assertDocsSlimVersion()).not.toThrow();
    expect(() => assertDocsSlimVersion('3.11.0')).toThrow(
      /docs-slim: written for @docusaurus\/core ~3\.10\.2, but 3\.11\.0 is installed/,
    );
  });

  it('the message names the installed version', () => {
    expect(installedDocusaurus()).toMatch(/^3\.10\.\d+$/);
  });
});
