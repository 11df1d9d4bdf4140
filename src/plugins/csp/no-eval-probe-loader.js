/**
 * Webpack/Rspack loader for @docsearch/react (src/plugins/csp). DocSearch bundles zod, which
 * probes whether `new Function` is allowed before compiling a faster object parser. Under a policy
 * without 'unsafe-eval' the probe fails safely, but the browser still reports a CSP violation on
 * every search. This makes the probe answer "no" without trying: zod then parses without eval,
 * with the same results. If DocSearch changes the probe, the build fails here.
 */
const PROBE = /try\{return new Function\(""\),!0\}catch\((\w+)\)\{return!1\}/g;

module.exports = function noEvalProbe(source) {
  if (!source.includes('Function("")')) return source;
  const patched = source.replace(PROBE, 'return!1');
  if (patched.includes('Function("")')) {
    this.emitError(
      new Error(`${this.resourcePath}: zod's eval probe changed; update src/plugins/csp/no-eval-probe-loader.js`),
    );
  }
  return patched;
};
