// Stands in for `tslib` where @docusaurus/utils-common requires it in the client bundle (see
// ./index.ts): that module calls only `__importDefault`, yet requiring tslib put all of it
// into main.js. tests/unit/performance.test.ts checks that utils-common calls no other
// helper.
'use strict';

exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
