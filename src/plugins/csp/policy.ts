/**
 * The site's Content-Security-Policy: its own origin by default, scripts only from files of the
 * site or inline scripts whose SHA-256 the build computed, WebAssembly for Pagefind, and exactly
 * the origins of the hosted search and analytics scripts when they are configured.
 */
import {createHash} from 'node:crypto';

export type PolicyOptions = {
  /** SHA-256 sources of the inline scripts ('sha256-…'). */
  scriptHashes: string[];
  /** Algolia application id when the hosted search is on. */
  hostedSearchAppId?: string;
  /** URLs of the analytics scripts (RAINBOND_STATISTICS_SCRIPT, RAINBOND_ANALYTICS_SCRIPT). */
  analyticsScripts?: string[];
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The inline scripts of an HTML page that a browser runs (JSON data blocks excluded). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = (TYPE.exec(attrs)?.[1] ?? '').toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) found.push(body);
  }
  return found;
}

/** Event-handler attributes (onclick=…): a policy without 'unsafe-inline' blocks them, so the build refuses them. */
export function inlineHandlers(html: string): string[] {
  const withoutScripts = html.replace(SCRIPT, '');
  return [...withoutScripts.matchAll(/<[a-z][\w-]*\s[^>]*?\s(on[a-z]+)\s*=/gi)].map((m) => m[1]);
}

export function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The origin (scheme://host[:port]) of an https or http URL; a clear error for anything else. */
export function originOf(value: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${what}: not a URL: ${JSON.stringify(value)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(
      `${what}: only http(s) URLs can be admitted by the Content-Security-Policy: ${JSON.stringify(value)}`,
    );
  }
  return parsed.origin;
}

/** Algolia's hosts for an application, as the DocSearch client addresses them. */
export function algoliaOrigins(appId: string): string[] {
  if (!/^[A-Za-z0-9]+$/.test(appId))
    throw new Error(`RAINBOND_ALGOLIA_APP_ID: letters and digits only: ${JSON.stringify(appId)}`);
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

export function contentSecurityPolicy({scriptHashes, hostedSearchAppId, analyticsScripts = []}: PolicyOptions): string {
  const search = hostedSearchAppId ? algoliaOrigins(hostedSearchAppId) : [];
  const analytics = [...new Set(analyticsScripts.map((s) => originOf(s, 'analytics script')))];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval': Pagefind's search runs as WebAssembly; no eval for JavaScript.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort(), ...analytics]],
    // Inline styles stay: style attributes in the pages, Ant Design's and Mermaid's runtime styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: the theme's CSS icons (SVG data URIs); analytics beacons are images.
    ['img-src', ["'self'", 'data:', ...analytics]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...search, ...analytics]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The nginx include that deploy/rainbond-docs.conf reads: one add_header line. */
export function nginxInclude(policy: string): string {
  if (/["\\$\n]/.test(policy)) throw new Error('the policy holds a character nginx would misread');
  return `# Written by the build (src/plugins/csp): do not edit.\nadd_header Content-Security-Policy "${policy}" always;\n`;
}
