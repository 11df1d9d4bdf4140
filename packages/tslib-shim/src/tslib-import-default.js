// @ts-check
// Stands in for `tslib` where @docusaurus/utils-common requires it (see ./index.ts): that module
// calls only `__importDefault`, yet requiring tslib put all of it into main.js.
// test/tslib-shim.test.ts checks that utils-common calls no other helper.
'use strict';

/**
 * tslib's `__importDefault`: a CommonJS module as the default export of an ES module.
 * @param {any} mod
 * @returns {any}
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
