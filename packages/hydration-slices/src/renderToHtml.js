// @ts-check
// Replaces @docusaurus/core/lib/client/renderToHtml.js in the server bundle (see ./index.ts): the
// same rendering, with `progressiveChunkSize: Infinity`. React's default (12,800 bytes) "outlines"
// a Suspense boundary larger than that: its content moves to the end of the HTML, behind a
// template and an inline script that swaps it in, instead of standing in place. With the slices'
// boundaries (the doc body, the sidebar, the table of contents), every boundary stays in place and
// the server HTML is the page as without them (plus React's boundary comments).
// @ts-expect-error: the site installs no types for react-dom/server (Docusaurus' own file is untyped too)
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

/**
 * @param {import('react').ReactNode} app
 * @returns {Promise<string>}
 */
export async function renderToHtml(app) {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      /** @param {unknown} error */
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
