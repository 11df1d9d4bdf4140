// @ts-check
// Code translations per module (see ./index.ts): the loader and the functions it is made of.
// CommonJS: the bundler loads it as it is.
//
// Docusaurus puts every code translation of the locale (@generated/codeTranslations) into
// main.js. Here a translation whose id a module of the site's folder (.ts/.tsx/.js/.jsx) names
// literally travels with that module instead: the loader adds it to the translations object when
// the module runs, before anything it renders asks for it; main.js keeps the rest (the theme's,
// and ids no module names).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, loaded by the bundler as it is */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const CODE = /\.(ts|tsx|js|jsx)$/;
const PAGES = /\.(md|mdx)$/;

/** The name the added import gives the translations object in a module. */
const BINDING = '__movedCodeTranslations';

/**
 * The ids of `ids` that `source` names as a string literal.
 * @param {string} source
 * @param {string[]} ids
 * @returns {string[]}
 */
function idsNamedIn(source, ids) {
  return ids.filter((id) => source.includes(`'${id}'`) || source.includes(`"${id}"`) || source.includes(`\`${id}\``));
}

/**
 * @param {string} dir
 * @param {string[]} [acc]
 * @returns {string[]}
 */
function walk(dir, acc = []) {
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else acc.push(p);
  }
  return acc;
}

/**
 * Whether `file` is in `dir` and in none of the folders `exclude`.
 * @param {string} file
 * @param {string} dir
 * @param {string[]} exclude absolute folders
 */
function isInside(file, dir, exclude) {
  const under = (/** @type {string} */ folder) => file.startsWith(path.join(folder) + path.sep);
  return under(dir) && !exclude.some(under);
}

/**
 * Whether the bundler's module `file` is a module of the site whose moved translations it adds.
 * @param {string} file
 * @param {string} dir the site's folder of modules
 * @param {string[]} [exclude] folders of `dir` whose modules do not count (absolute)
 */
function isSiteModule(file, dir, exclude = []) {
  return CODE.test(file) && isInside(file, dir, exclude);
}

/**
 * The translations that move out of main.js: ids named in a module of `dir` (the folders of
 * `exclude` excepted, e.g. build-time plugins), not named in any Markdown or MDX page there
 * (which this loader does not touch), and not the theme's.
 * @param {string} dir
 * @param {Record<string, string>} codeTranslations
 * @param {string[]} [exclude] absolute folders
 * @returns {Record<string, string>}
 */
function movedTranslations(dir, codeTranslations, exclude = []) {
  const ids = Object.keys(codeTranslations).filter((id) => !id.startsWith('theme.'));
  const files = walk(dir).filter((f) => isInside(f, dir, exclude));
  const named = new Set();
  const inPages = new Set();
  for (const file of files) {
    if (!CODE.test(file) && !PAGES.test(file)) continue;
    const found = idsNamedIn(fs.readFileSync(file, 'utf8'), ids);
    for (const id of found) (PAGES.test(file) ? inPages : named).add(id);
  }
  return Object.fromEntries([...named].filter((id) => !inPages.has(id)).map((id) => [id, codeTranslations[id]]));
}

/**
 * A module's source with its moved translations added to the translations object first.
 * @param {string} source
 * @param {Record<string, string>} moved
 * @returns {string}
 */
function withTranslations(source, moved) {
  const own = idsNamedIn(source, Object.keys(moved));
  if (own.length === 0) return source;
  const entries = JSON.stringify(Object.fromEntries(own.map((id) => [id, moved[id]])));
  return `import ${BINDING} from '@generated/codeTranslations';\nObject.assign(${BINDING}, ${entries});\n${source}`;
}

/**
 * The translations JSON of main.js without the moved ones. Throws when the file is not one
 * object of translations holding every moved id: the generated file is no longer what this
 * loader rewrites.
 * @param {string} json
 * @param {Record<string, string>} moved
 * @returns {string}
 */
function withoutMoved(json, moved) {
  /** @type {unknown} */
  let all;
  try {
    all = JSON.parse(json);
  } catch {
    all = undefined;
  }
  if (typeof all !== 'object' || all === null || Array.isArray(all))
    throw new Error(
      'translation-split: `@generated/codeTranslations` is one object matches nothing: codeTranslations.json is not a JSON object (see the README of @rainbond/docusaurus-plugin-translation-split)',
    );
  const table = /** @type {Record<string, unknown>} */ (all);
  const missing = Object.keys(moved).filter((id) => !(id in table));
  if (missing.length)
    throw new Error(
      `translation-split: \`@generated/codeTranslations\` is one object matches nothing: codeTranslations.json lacks ${missing.join(', ')} (see the README of @rainbond/docusaurus-plugin-translation-split)`,
    );
  for (const id of Object.keys(moved)) delete table[id];
  return JSON.stringify(table);
}

/**
 * The loader: `role: 'table'` on codeTranslations.json, `role: 'module'` (a pre-loader) on the site's modules.
 * @this {{getOptions: () => {moved: Record<string, string>, role: 'table' | 'module'}}}
 * @param {string} source
 * @returns {string}
 */
function translationsLoader(source) {
  const {moved, role} = this.getOptions();
  return role === 'table' ? withoutMoved(source, moved) : withTranslations(source, moved);
}

module.exports = translationsLoader;
module.exports.BINDING = BINDING;
module.exports.idsNamedIn = idsNamedIn;
module.exports.isSiteModule = isSiteModule;
module.exports.movedTranslations = movedTranslations;
module.exports.withTranslations = withTranslations;
module.exports.withoutMoved = withoutMoved;
