import {describe, expect, it} from 'vitest';
import {fixLinks, unwrapLocaleSection} from '../../src/plugins/llms';

const SITE = 'https://www.rainbond.com';

describe('src/plugins/llms', () => {
  it('removes the doubled locale prefix of the English files', () => {
    expect(fixLinks(`[a](${SITE}/en/en/docs/x.md) [b](${SITE}/en/docs/y.md)`, SITE, 'en')).toBe(
      `[a](${SITE}/en/docs/x.md) [b](${SITE}/en/docs/y.md)`,
    );
    // The default locale has no prefix to double: an /en/en/ there is left alone.
    expect(fixLinks(`[a](${SITE}/en/en/x.md)`, SITE, '')).toBe(`[a](${SITE}/en/en/x.md)`);
  });

  it('points links to pages whose URL ends in / at their Markdown copy', () => {
    expect(fixLinks(`[m](${SITE}/docs/model/.md) [n](${SITE}/docs/model/.md#anchor)`, SITE, '')).toBe(
      `[m](${SITE}/docs/model.md) [n](${SITE}/docs/model.md#anchor)`,
    );
    expect(fixLinks(`[o](https://example.com/x/.md)`, SITE, '')).toBe(`[o](https://example.com/x/.md)`);
  });

  it("drops the headings' invisible anchor links", () => {
    expect(fixLinks('## Prerequisites[\u200b](#prerequisites "Direct link to Prerequisites")\n[x](#y)', SITE, '')).toBe(
      '## Prerequisites\n[x](#y)',
    );
  });

  it("makes the sections of a locale's index its H2 sections, leaving the full text alone", () => {
    const index = '# Rainbond\n\n> summary\n\n## en\n\n### Docs\n\n- [a](u)\n\n#### Install\n\n- [b](v)\n';
    expect(unwrapLocaleSection(index)).toBe(
      '# Rainbond\n\n> summary\n\n\n## Docs\n\n- [a](u)\n\n### Install\n\n- [b](v)\n',
    );
    const full = `${index}\n# Full Documentation Content\n\n## [a](u)\n\n### Step\n`;
    expect(unwrapLocaleSection(full)).toBe(
      `${unwrapLocaleSection(index)}\n# Full Documentation Content\n\n## [a](u)\n\n### Step\n`,
    );
    // An index already made of several H2 sections is left as it is.
    const zh = '# Rainbond\n\n## 文档\n\n- [a](u)\n\n## 博客\n\n- [b](v)\n';
    expect(unwrapLocaleSection(zh)).toBe(zh);
  });
});
