// Code translations per module (see ./index.ts). CommonJS: the bundler loads it as it is.
//
// Docusaurus puts every code translation of the locale (@generated/codeTranslations) into
// main.js: for English, the product pages' strings too. Here a translation
// whose id a module of the site (src/, .ts/.tsx/.js/.jsx) names literally travels with that
// module instead: the loader adds it to the translations object when the module runs, before
// anything it renders asks for it; main.js keeps the rest (the theme's, and ids no module names).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, loaded by the bundler as it is */
const fs = require('node:fs');
const path = require('node:path');

const CODE = /\.(ts|tsx|js|jsx)$/;
const PAGES = /\.(md|mdx)$/;

/** The ids of `ids` that `source` names as a string literal. */
function idsNamedIn(source, ids) {
  return ids.filter((id) => source.includes(`'${id}'`) || source.includes(`"${id}"`) || source.includes(`\`${id}\``));
}

function walk(dir, acc = []) {
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, acc);
    else acc.push(p);
  }
  return acc;
}

/**
 * The translations that move out of main.js: ids named in a module of `srcDir` (the plugins'
 * folder excepted: it runs at build time), not named in any Markdown or MDX page there (which
 * this loader does not touch), and not the theme's.
 */
function movedTranslations(srcDir, codeTranslations) {
  const ids = Object.keys(codeTranslations).filter((id) => !id.startsWith('theme.'));
  const files = walk(srcDir).filter((f) => !f.startsWith(path.join(srcDir, 'plugins') + path.sep));
  const named = new Set();
  const inPages = new Set();
  for (const file of files) {
    if (!CODE.test(file) && !PAGES.test(file)) continue;
    const found = idsNamedIn(fs.readFileSync(file, 'utf8'), ids);
    for (const id of found) (PAGES.test(file) ? inPages : named).add(id);
  }
  return Object.fromEntries([...named].filter((id) => !inPages.has(id)).map((id) => [id, codeTranslations[id]]));
}

/** A module's source with its moved translations added to the translations object first. */
function withTranslations(source, moved) {
  const own = idsNamedIn(source, Object.keys(moved));
  if (own.length === 0) return source;
  const entries = JSON.stringify(Object.fromEntries(own.map((id) => [id, moved[id]])));
  return `import __rainbondCodeTranslations from '@generated/codeTranslations';\nObject.assign(__rainbondCodeTranslations, ${entries});\n${source}`;
}

/** The translations JSON of main.js without the moved ones. */
function withoutMoved(json, moved) {
  const all = JSON.parse(json);
  for (const id of Object.keys(moved)) delete all[id];
  return JSON.stringify(all);
}

module.exports = function translationsLoader(source) {
  const {moved, role} = this.getOptions();
  return role === 'table' ? withoutMoved(source, moved) : withTranslations(source, moved);
};
module.exports.idsNamedIn = idsNamedIn;
module.exports.movedTranslations = movedTranslations;
module.exports.withTranslations = withTranslations;
module.exports.withoutMoved = withoutMoved;
