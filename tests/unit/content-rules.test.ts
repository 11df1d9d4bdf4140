import {describe, expect, it} from 'vitest';
import {
  checkPage,
  consolePathProblems,
  consolePaths,
  countHan,
  countWords,
  loadConsoleLabels,
  parseFrontMatter,
  checkSite,
  productProse,
  prose,
} from '../../scripts/lib/content.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const fm = (body: string, extra = '') => `---\ntitle: T\ndescription: D\n${extra}---\n\n${body}`;
const han = (n: number) => '云'.repeat(n);
const words = (n: number) => Array.from({length: n}, () => 'word').join(' ');

describe('content rules', () => {
  it('reads front matter', () => {
    expect(parseFrontMatter(fm('x', 'slug: /\nkeywords: [a, b]\n')).data).toEqual({
      title: 'T',
      description: 'D',
      slug: '/',
      keywords: ['a', 'b'],
    });
  });

  it('requires title and description', () => {
    const problems = checkPage(`---\nkeywords: [a]\n---\n${han(500)}`, {lang: 'zh', file: 'a.md'});
    expect(problems).toContain('front matter has no title');
    expect(problems).toContain('front matter has no description');
  });

  it.each(['TODO', 'TBD', '待补充', 'Coming soon', 'lorem ipsum'])('rejects the placeholder %s', (ph) => {
    expect(checkPage(fm(`${han(500)} ${ph}`), {lang: 'zh', file: 'a.md'}).join()).toMatch(/placeholder/);
  });

  it('does not count code as prose', () => {
    const body = '```bash\n' + words(400) + '\n```\n' + words(10);
    expect(countWords(prose(body))).toBe(10);
    expect(checkPage(fm(body), {lang: 'en', file: 'a.md'}).join()).toMatch(/only 10 English words/);
  });

  it('enforces minimum lengths on non-index pages only', () => {
    expect(checkPage(fm(han(399)), {lang: 'zh', file: 'x/a.md'})).toEqual([
      'only 399 Chinese characters (at least 400)',
    ]);
    expect(checkPage(fm(han(400)), {lang: 'zh', file: 'x/a.md'})).toEqual([]);
    expect(checkPage(fm(words(249)), {lang: 'en', file: 'a.mdx'})).toEqual(['only 249 English words (at least 250)']);
    expect(checkPage(fm(words(250)), {lang: 'en', file: 'a.mdx'})).toEqual([]);
    expect(checkPage(fm('short'), {lang: 'en', file: 'x/index.md'})).toEqual([]);
  });

  it('counts Han characters', () => {
    expect(countHan('部署 Rainbond 5.11，很简单')).toBe(5);
  });
});

describe('reference pages', () => {
  const ref = (body: string) => checkPage(fm(body, 'reference: true\n'), {lang: 'en', file: 'api/x.md'});
  it('need a table and an example instead of a minimum length', () => {
    expect(ref('| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```bash\ncurl x\n```\n')).toEqual([]);
    expect(ref('```bash\ncurl x\n```\n')).toEqual(['a reference page needs a table']);
    expect(ref('| a |\n| --- |\n')).toEqual(['a reference page needs an example (a code block)']);
    expect(checkPage(fm('short', 'reference: "yes"\n'), {lang: 'en', file: 'api/x.md'}).join()).toMatch(
      /English words/,
    );
  });
});

describe('partials', () => {
  it('need no front matter and no minimum length, but are checked for the rest', () => {
    expect(checkPage('Back up the database first.', {lang: 'en', file: 'upgrade/_backup.mdx'})).toEqual([]);
    expect(checkPage('TODO', {lang: 'en', file: 'upgrade/_backup.mdx'}).join()).toMatch(/placeholder/);
    expect(checkPage('image: rbd-api:v5.12.0-release', {lang: 'en', file: 'x/_p.mdx'}).join()).toMatch(/after 5.11/);
    expect(checkPage('text', {lang: 'en', file: '_dir/page.md'}).join()).toMatch(/no title/);
  });
});

describe('front matter', () => {
  it('must be valid YAML (an unquoted ": " breaks the build)', () => {
    const bad = '---\ntitle: T\ndescription: Upgrade: what changed\n---\n' + han(500);
    expect(checkPage(bad, {lang: 'zh', file: 'a.md'}).join()).toMatch(/not valid YAML/);
  });
});

describe('markers of later Rainbond versions (issue 9)', () => {
  it.each([
    ['powershell -File install-rainbond.ps1', /Windows installer of Rainbond 6/],
    ['image: goodrain/rainbond:v6.0.0-release', /tag after 5.11/],
    ['rbd-api:v5.12.0-release', /tag after 5.11/],
    ['helm install --version v5.16.0', /tag after 5.11/],
    ['从 Rainbond 6 开始', /version after 5.11/],
    ['Since Rainbond V6.1 the console', /version after 5.11/],
    ['upgrade to Rainbond 5.12', /version after 5.11/],
  ])('rejects %s', (text, why) => {
    expect(checkPage(fm(`${han(500)}\n\n${text}`), {lang: 'zh', file: 'a.md'}).join()).toMatch(why);
  });

  it.each([
    'rainbond/rainbond:v5.11.1-dind-allinone',
    'goodrain.me/rbd-api:v5.11.1-release',
    'Rainbond 5.11.1 supports Kubernetes 1.19 to 1.25',
    'MySQL 8.0, Redis v6.2 and Kubernetes v1.25.6',
    'Rainbond 6 个核心组件',
  ])('accepts %s', (text) => {
    expect(checkPage(fm(`${han(500)}\n\n${text}`), {lang: 'zh', file: 'a.md'})).toEqual([]);
  });

  it('rejects 5.11.0 platform tags outside the upgrade pages', () => {
    const body = `${han(500)}\n\n\`\`\`bash\ndocker run rainbond/rainbond:v5.11.0-dind-allinone\n\`\`\``;
    expect(checkPage(fm(body), {lang: 'zh', file: 'quick-start/quick-install.mdx'}).join()).toMatch(/use v5.11.1 tags/);
    expect(checkPage(fm(body), {lang: 'zh', file: 'upgrade/5.11.0-upgrade.md'})).toEqual([]);
    expect(checkPage(fm(body), {lang: 'zh', file: 'change/5.11.0.md'})).toEqual([]);
  });

  it('accepts v5.11.0-release on the images 5.11.1 itself pulls at that tag, and only those', () => {
    const ok = `${han(500)}\n\n\`\`\`bash\ndocker pull registry.cn-hangzhou.aliyuncs.com/goodrain/rbd-init-probe:v5.11.0-release\ndocker tag x/builder:v5.11.0-release goodrain.me/builder\n\`\`\``;
    expect(checkPage(fm(ok), {lang: 'zh', file: 'installation/offline/index.mdx'})).toEqual([]);
    const bad = `${ok}\n\n\`rbd-api:v5.11.0-release\``;
    expect(checkPage(fm(bad), {lang: 'zh', file: 'installation/offline/index.mdx'}).join()).toMatch(/use v5.11.1 tags/);
    const bare = `${han(500)}\n\n标签是 \`v5.11.0-release\`。`;
    expect(checkPage(fm(bare), {lang: 'zh', file: 'installation/offline/index.mdx'}).join()).toMatch(
      /use v5.11.1 tags/,
    );
  });
});

describe('console paths (issue 9)', () => {
  const labels = {
    zh: new Set(['平台管理', '集群', '添加集群', '应用', '发布', '用户', '新建', '从源码构建']),
    en: new Set(['platform manage', 'cluster', 'add cluster', 'apps', 'publish', 'add', 'build from source code']),
    menus: {
      zh: new Map([
        ['平台管理', new Set(['集群', '用户'])],
        ['新建', new Set(['从源码构建'])],
      ]),
      en: new Map([['add', new Set(['build from source code'])]]),
    },
  };
  const zh = (body: string) => checkPage(fm(`${han(500)}\n\n${body}`), {lang: 'zh', file: 'a.md', labels});
  const en = (body: string) => checkPage(fm(`${words(300)}\n\n${body}`), {lang: 'en', file: 'a.md', labels});

  it('accepts labels of the 5.11.1 console, Chinese ignoring spaces, English ignoring case', () => {
    expect(zh('进入 **平台管理 → 集群 → 添加 集群**。')).toEqual([]);
    expect(en('Open **Platform Manage → Cluster → Add cluster**.')).toEqual([]);
  });

  it('names every segment that is not a console label', () => {
    expect(zh('**平台管理 → 集群 → 新建应用**').join()).toMatch(/"新建应用" not a 5.11.1 console label/);
    expect(en('**Platform Management → Clusters**').join()).toMatch(/"Platform Management", "Clusters" not a 5.11.1/);
  });

  it("skips italic segments (the reader's own names), plain bold, and code", () => {
    expect(zh('**应用 → *你的应用* → 发布**')).toEqual([]);
    expect(en('**Apps → _my-app_ → Publish**')).toEqual([]);
    expect(zh('**注意** 这里 A → B')).toEqual([]);
    expect(zh('`**新建 → 示例**`\n\n```md\n**新建 → 示例**\n```')).toEqual([]);
  });

  it('lists the segments of a path', () => {
    expect(consolePaths('先 **平台管理 → 集群**，再 **应用 → *demo* → 发布**。')).toEqual([
      {text: '平台管理 → 集群', steps: ['平台管理', '集群'], segments: ['平台管理', '集群']},
      {text: '应用 → *demo* → 发布', steps: ['应用', '*demo*', '发布'], segments: ['应用', '发布']},
    ]);
  });

  it('knows which steps a fixed menu has (no 新建 → 发布 in 5.11.1)', () => {
    expect(zh('**新建 → 从源码构建**')).toEqual([]);
    expect(zh('**新建 → 发布**').join()).toMatch(/no "发布" under "新建"/);
    expect(zh('**平台管理 → 应用**').join()).toMatch(/no "应用" under "平台管理"/);
    expect(zh('**平台管理 → *你的菜单***')).toEqual([]);
    expect(en('**Add → Publish**').join()).toMatch(/no "Publish" under "Add"/);
    expect(en('**Add → Build from source code**')).toEqual([]);
  });

  it('checks the real pages against the real label list', () => {
    const real = loadConsoleLabels(process.cwd());
    expect(real.zh.has('从源码构建')).toBe(true);
    expect(real.en.has('build from source code')).toBe(true);
    expect(consolePathProblems('**新建 → 从源码构建 → 自定义源码**', 'zh', real)).toEqual([]);
    expect(consolePathProblems('**新建 → 示例**', 'zh', real)).toHaveLength(2);
    expect(consolePathProblems('**新建 → 从镜像构建 → 指定镜像**', 'zh', real)).toEqual([]);
    expect(consolePathProblems('**新建 → 从镜像构建 → 容器**', 'zh', real).join()).toMatch(
      /no "容器" under "从镜像构建"/,
    );
    expect(consolePathProblems('**平台管理 → 审计**', 'zh', real).join()).toMatch(/no "审计" under "平台管理"/);
    expect(consolePathProblems('**Add → Build from images → DockerRun**', 'en', real)).toEqual([]);
  });
});

describe('product pages in MDX (src/pages, twins under i18n/en/docusaurus-plugin-content-pages)', () => {
  const page = (body: string, flag = true) =>
    `---\n${flag ? 'product_page: true\n' : ''}---\n\nimport CasePage from '@site/src/components/CasePage';\n\n${body}`;
  const cards = (text: string, n: number) =>
    `<TitledCards\n  items={[\n${Array.from({length: n}, () => `    {title: "${text}", description: "${text}"},`).join('\n')}\n  ]}\n/>`;

  it('take their title from their index: no title or description needed, but the product_page flag is', () => {
    expect(checkPage(page(han(500)), {lang: 'zh', file: 'case/a.mdx', kind: 'product'})).toEqual([]);
    expect(checkPage(page(han(500), false), {lang: 'zh', file: 'case/a.mdx', kind: 'product'}).join()).toMatch(
      /product_page: true/,
    );
  });

  it('count the texts of component props, not JSX names, prop names or keys', () => {
    expect(countWords(productProse(cards('one two', 10)))).toBe(40);
    expect(countWords(productProse('<Section kind="situation">\n\nIn its own way: one team.\n\n</Section>'))).toBe(6);
  });

  it('must be long enough, index.mdx included, and free of placeholders', () => {
    expect(checkPage(page(words(100)), {lang: 'en', file: 'feature/x/index.mdx', kind: 'product'})).toEqual([
      'only 100 English words (at least 250)',
    ]);
    expect(checkPage(page(`${han(500)} 敬请期待`), {lang: 'zh', file: 'case/a.mdx', kind: 'product'}).join()).toMatch(
      /placeholder/,
    );
  });

  it('a listing or a tool (`listing: true`: card indexes, generators) is not measured, but still checked for placeholders', () => {
    const listing = (body: string) => page(body).replace('product_page: true\n', 'product_page: true\nlisting: true\n');
    expect(checkPage(listing(words(20)), {lang: 'en', file: 'case/index.mdx', kind: 'product'})).toEqual([]);
    expect(checkPage(listing('lead TODO'), {lang: 'en', file: 'helm/index.mdx', kind: 'product'}).join()).toMatch(
      /placeholder/,
    );
  });

  it('need their twin in the other language', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'product-pages-'));
    fs.mkdirSync(path.join(root, 'src/pages/case'), {recursive: true});
    fs.writeFileSync(path.join(root, 'src/pages/case/a.mdx'), page(han(500)));
    const {problems} = checkSite(root);
    expect(problems).toEqual([
      {file: 'src/pages/case/a.mdx', problem: 'no English twin at i18n/en/docusaurus-plugin-content-pages/case/a.mdx'},
    ]);
    fs.rmSync(root, {recursive: true});
  });
});
