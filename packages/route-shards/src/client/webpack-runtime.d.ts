/** The webpack runtime's `gca` (../chunkAssets.js): a chunk name -> the URL of its file. */
declare const __webpack_require__: {gca(chunkName: string): string};
