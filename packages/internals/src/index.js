// @ts-check
// Loud failures for Docusaurus plugins that rely on Docusaurus internals (each listed in the
// plugin's README and in the site's src/theme/README.md): a plugin checks, before it swaps, loads or patches anything, that the
// installed @docusaurus/core is in the range it was written for and that each internal it relies
// on is still there (the file exists and still holds what the swap matches). Otherwise the build
// fails with a message naming the internal, instead of passing with the swap doing nothing.
// CommonJS, so that the bundler's loaders can require it as it is.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, required by loaders as it is */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** The @docusaurus/core versions the plugins were written and tested against. */
const DOCUSAURUS_RANGE = '~3.10.2';

/**
 * Whether `version` (x.y.z, a pre-release never) is in `range`, written `~x.y.z` (x.y.z up to, not
 * including, x.(y+1).0) or `x.y.z` (exactly).
 * @param {string} version
 * @param {string} range
 */
function inRange(version, range) {
  const v = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  const r = /^(~?)(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!r) throw new Error(`internals: unsupported version range ${range}`);
  if (!v) return false;
  const [major, minor, patch] = [v[1], v[2], v[3]].map(Number);
  const [rMajor, rMinor, rPatch] = [r[2], r[3], r[4]].map(Number);
  if (!r[1]) return major === rMajor && minor === rMinor && patch === rPatch;
  return major === rMajor && minor === rMinor && patch >= rPatch;
}

/** The installed @docusaurus/core version. */
function installedDocusaurus() {
  return /** @type {{version: string}} */ (require('@docusaurus/core/package.json')).version;
}

/**
 * Throws unless the installed @docusaurus/core is in `range`.
 * @param {string} owner the plugin, named in the message
 * @param {{range?: string, version?: string}} [options]
 */
function assertDocusaurusVersion(owner, {range = DOCUSAURUS_RANGE, version = installedDocusaurus()} = {}) {
  if (!inRange(version, range))
    throw new Error(
      `${owner}: written for @docusaurus/core ${range}, but ${version} is installed. Check each Docusaurus internal it relies on ` +
        `(the list of internals in ${owner}'s README) against this version, then update its range.`,
    );
}

/**
 * @typedef {object} Internal
 * @property {string} internal what is relied on, as the lists of internals name it
 * @property {string} file the module (a request resolved from `from`, or an absolute path)
 * @property {(string | RegExp)[]} [contains] what the file must still hold for the swap to match
 */

/**
 * Throws unless each internal's file exists and holds what the swap matches.
 * @param {string} owner the plugin, named in the message
 * @param {Internal[]} internals
 * @param {string} [from] where requests are resolved from (default: this folder)
 */
function assertInternals(owner, internals, from = __dirname) {
  for (const {internal, file, contains = []} of internals) {
    /** @type {string} */
    let resolved;
    try {
      resolved = path.isAbsolute(file) ? file : require.resolve(file, {paths: [from]});
    } catch {
      throw new Error(
        `${owner}: ${internal}: ${file} not found (@docusaurus/core ${installedDocusaurus()}); see the list of internals in ${owner}'s README`,
      );
    }
    let text;
    try {
      text = fs.readFileSync(resolved, 'utf8');
    } catch {
      throw new Error(
        `${owner}: ${internal}: ${resolved} not found (@docusaurus/core ${installedDocusaurus()}); see the list of internals in ${owner}'s README`,
      );
    }
    for (const needle of contains) {
      const found = typeof needle === 'string' ? text.includes(needle) : needle.test(text);
      if (!found)
        throw new Error(
          `${owner}: ${internal} matches nothing: ${file} no longer holds ${String(needle)} (@docusaurus/core ` +
            `${installedDocusaurus()}); see the list of internals in ${owner}'s README`,
        );
    }
  }
}

/**
 * The folder of a package's main file (a package's `exports` may hide the files under it from
 * `require.resolve`).
 * @param {string} name
 * @param {string} [from]
 */
function mainDir(name, from = __dirname) {
  return path.dirname(require.resolve(name, {paths: [from]}));
}

/**
 * Both checks, for a plugin about to use `internals`.
 * @param {string} owner
 * @param {Internal[]} internals
 * @param {{range?: string, version?: string, from?: string}} [options]
 */
function checkInternals(owner, internals, {range, version, from} = {}) {
  assertDocusaurusVersion(owner, {range, version});
  assertInternals(owner, internals, from);
}

module.exports = {
  DOCUSAURUS_RANGE,
  inRange,
  installedDocusaurus,
  assertDocusaurusVersion,
  assertInternals,
  checkInternals,
  mainDir,
};
