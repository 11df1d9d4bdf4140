import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import shim from '@site/src/plugins/performance/tslib-import-default.js';
import {UTILS_COMMON} from '@site/src/plugins/performance';

// src/plugins/performance gives @docusaurus/utils-common a one-helper tslib in the client bundle.
const utilsCommon = path.resolve('node_modules/@docusaurus/utils-common/lib');

describe('the tslib stand-in for @docusaurus/utils-common', () => {
  it('matches the folder of utils-common', () => {
    expect(UTILS_COMMON.test(utilsCommon)).toBe(true);
    expect(UTILS_COMMON.test(path.resolve('node_modules/@docusaurus/theme-common/lib'))).toBe(false);
  });

  it('has every tslib helper utils-common calls', () => {
    const used = new Set<string>();
    for (const file of fs.readdirSync(utilsCommon).filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(utilsCommon, file), 'utf8');
      for (const m of source.matchAll(/\btslib\w*\.(__\w+)/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(shim, `tslib.${helper} used by @docusaurus/utils-common`).toHaveProperty(helper);
  });

  it("__importDefault behaves as tslib's", () => {
    const {__importDefault} = shim as {__importDefault: (m: unknown) => {default: unknown}};
    const esm = {__esModule: true, default: 1};
    expect(__importDefault(esm)).toBe(esm);
    const cjs = () => 2;
    expect(__importDefault(cjs)).toEqual({default: cjs});
  });
});
