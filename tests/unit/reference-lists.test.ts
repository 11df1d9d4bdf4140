// The lists readers copy (issue 25): each lives in one data file under src/data/reference/, names its
// source, and is rendered by src/components/ReferenceList into the pages; no page holds a hand-written copy.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOURCE_REPOS, type Localized, type Source} from '@site/src/data/reference/types';
import {CIVERSION, images, imageRef, saveScript} from '@site/src/data/reference/images';
import {buildVariables, runtimeVersions, type BuildLanguage} from '@site/src/data/reference/buildVariables';
import {components} from '@site/src/data/reference/components';
import {grctl, grctlOptions} from '@site/src/data/reference/grctl';
import {portNumbers, ports} from '@site/src/data/reference/ports';
import {IMAGES_AT_5110} from '../../scripts/lib/content.mjs';

const root = path.resolve(__dirname, '../..');
const han = /\p{Script=Han}/u;
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

/** Every docs page of both languages (relative to the repository). */
function pages(dir = 'docs'): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return pages(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}
const allPages = [...pages('docs'), ...pages(EN_DOCS)];
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');

/** Both twins of a docs page (path under docs/). */
const twins = (p: string) => [`docs/${p}`, `${EN_DOCS}/${p}`];

type Entry = {id: string; source: Source} & Record<string, unknown>;
const lists: Record<string, Entry[]> = {
  images,
  ports,
  components,
  grctl,
  grctlOptions,
  buildVariables,
  runtimeVersions,
};

function localizedFields(e: Record<string, unknown>): [string, Localized][] {
  return Object.entries(e).filter(
    ([, v]) => v && typeof v === 'object' && 'zh' in (v as object) && 'en' in (v as object),
  ) as [string, Localized][];
}

describe.each(Object.entries(lists))('the %s list', (name, entries) => {
  it('has entries with unique ids', () => {
    expect(entries.length).toBeGreaterThan(3);
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a source for every entry: a repository of 5.11.1 at its documented ref, and a file', () => {
    for (const e of entries) {
      expect(Object.keys(SOURCE_REPOS), e.id).toContain(e.source.repo);
      expect(e.source.ref, e.id).toBe(SOURCE_REPOS[e.source.repo]);
      expect(e.source.file, e.id).toMatch(/^[\w./-]+$/);
    }
  });

  it('says every text in both languages', () => {
    for (const e of entries) {
      for (const [k, v] of localizedFields(e)) {
        // A text that differs between the languages is written in Chinese in zh (names, numbers and options may
        // be the same in both, with Chinese punctuation); a text is empty in both or in neither.
        if (v.zh !== v.en) expect(v.zh, `${e.id}.${k}.zh`).toMatch(/[\p{Script=Han}、，：；（）]/u);
        expect(v.en, `${e.id}.${k}.en`).not.toMatch(han);
        expect(v.zh === '', `${e.id}.${k}`).toBe(v.en === '');
      }
    }
  });

  // Where the product's repositories are fetched (the writers' machines), each source file exists at its ref.
  const mirror = (repo: string) => `/work/.mirror/${repo.replace('/', '+')}/repo`;
  const present = entries.some((e) => fs.existsSync(mirror(e.source.repo)));
  it.runIf(present)('points at files that exist at that ref', () => {
    for (const e of entries) {
      for (const s of [e.source, ...[(e.builderSource as Source | Source[] | undefined) ?? []].flat()]) {
        if (!s) continue;
        const git = mirror(s.repo);
        if (!fs.existsSync(git)) continue;
        const text = execFileSync('git', ['-C', git, 'show', `${s.ref}:${s.file}`], {
          encoding: 'utf8',
          maxBuffer: 1 << 26,
        });
        expect(text.length, `${e.id}: ${s.file}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('the image list', () => {
  it('tags the platform images v5.11.1-release, and pins only the CIVERSION images to v5.11.0-release', () => {
    for (const e of images) expect(e.tag, e.id).not.toMatch(/^v5\.1[2-9]|^v[6-9]/);
    const at5110 = images
      .filter((e) => e.tag === CIVERSION)
      .map((e) => e.name)
      .sort();
    expect(at5110).toEqual([...IMAGES_AT_5110].sort());
  });

  it('makes a save script that pulls each image of the script once', () => {
    const script = saveScript();
    for (const e of images) {
      const ref = `/${e.name}:${e.tag}`;
      if (e.notInScript) expect(script, e.id).not.toContain(imageRef(e));
      else
        expect(
          script.split('\n').filter((l) => l.endsWith(ref)),
          e.id,
        ).toHaveLength(1);
    }
  });
});

/** The page that lists each language's build variables (under docs/). */
const LANGUAGE_PAGES: Record<BuildLanguage, string> = {
  common: 'use-manual/component-create/language-support/envs.mdx',
  'java-maven': 'use-manual/component-create/language-support/java/java-maven.mdx',
  'java-jar': 'use-manual/component-create/language-support/java/java-jar.mdx',
  'java-war': 'use-manual/component-create/language-support/java/java-war.mdx',
  'java-gradle': 'use-manual/component-create/language-support/java/java-gradle.mdx',
  'java-multi-module': 'use-manual/component-create/language-support/java/java-multi-module-build.mdx',
  python: 'use-manual/component-create/language-support/python.mdx',
  php: 'use-manual/component-create/language-support/php.mdx',
  nodejs: 'use-manual/component-create/language-support/nodejs.mdx',
  'nodejs-static': 'use-manual/component-create/language-support/nodejs-static.mdx',
  golang: 'use-manual/component-create/language-support/golang.mdx',
  netcore: 'use-manual/component-create/language-support/netcore.mdx',
  static: 'use-manual/component-create/language-support/html.mdx',
};

/** Which pages render which list, and the tag of the component that renders it. */
const RENDERED: {list: string; tags: string[]; pages: string[]}[] = [
  {list: 'images', tags: ['<ImageTable', '<ImageSaveScript'], pages: twins('installation/offline/index.mdx')},
  {list: 'images', tags: ['<ImageTable'], pages: twins('installation/install-with-helm/vaules-config.mdx')},
  {
    list: 'ports',
    tags: ['<PortTable />'],
    pages: [...twins('installation/index.mdx'), ...twins('installation/ha-deployment/overview/index.mdx')],
  },
  {list: 'ports', tags: ['<PortTable scope="dind" />'], pages: twins('installation/install-with-dind.mdx')},
  {list: 'components', tags: ['<ComponentTable />'], pages: twins('quick-start/architecture/architecture.mdx')},
  {
    list: 'components',
    tags: ['<ComponentTable />', '<ComponentTable optional />'],
    pages: twins('ops-guide/component/index.mdx'),
  },
  {
    list: 'buildVariables',
    tags: [
      ...new Set(buildVariables.filter((e) => e.section).map((e) => `<BuildVariableTable section="${e.section}" />`)),
    ],
    pages: twins('use-manual/component-manage/build-source/index.mdx'),
  },
  {
    list: 'grctl',
    tags: [...new Set(grctl.map((e) => `<GrctlTable group="${e.group}" />`))],
    pages: twins('ops-guide/tools/grctl.mdx'),
  },
  {
    list: 'grctlOptions',
    tags: ['<GrctlOptionTable scope="global" />', '<GrctlOptionTable scope="migrate" />'],
    pages: twins('ops-guide/tools/grctl.mdx'),
  },
  ...Object.entries(LANGUAGE_PAGES).map(([language, page]) => ({
    list: 'buildVariables',
    tags: [`<BuildVariableTable language="${language}" />`],
    pages: twins(page),
  })),
  {
    list: 'buildVariables',
    tags: ['<BuildVariableTable language="common" />'],
    pages: twins('use-manual/component-manage/env/advanced-env.mdx'),
  },
];

describe('the grctl list', () => {
  // Where the rainbond repository is fetched, every subcommand and every option the list names is defined in
  // the file it cites (options by any of their names: `Name: "namespace, ns"`).
  const git = '/work/.mirror/goodrain+rainbond/repo';
  it.runIf(fs.existsSync(git))('names only commands and options of grctl/cmd at v5.11.1-release', () => {
    const missing: string[] = [];
    for (const e of grctl) {
      const text = execFileSync('git', ['-C', git, 'show', `${e.source.ref}:${e.source.file}`], {encoding: 'utf8'});
      const words = e.command.en
        .split(/\s+/)
        .slice(1)
        .filter((w) => /^[a-z][\w-]*$/.test(w));
      for (const w of words) if (!text.includes(`"${w}"`)) missing.push(`${e.id}: command ${w}`);
      for (const [, flag] of e.options.en.matchAll(/`--?([\w-]+)`/g)) {
        if (!new RegExp(`Name:\\s*"(?:[\\w-]+,\\s*)*${flag}[",]`).test(text)) missing.push(`${e.id}: option ${flag}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the grctl option list', () => {
  // Where the rainbond repository is fetched, every option the list declares (not urfave/cli's own --help and
  // --version) is a flag of the file it cites, with the default the list gives.
  const git = '/work/.mirror/goodrain+rainbond/repo';
  it.runIf(fs.existsSync(git))('names the flags of cmd/grctl and grctl/cmd at v5.11.1-release', () => {
    const missing: string[] = [];
    for (const e of grctlOptions.filter((o) => !o.builtin)) {
      const text = execFileSync('git', ['-C', git, 'show', `${e.source.ref}:${e.source.file}`], {encoding: 'utf8'});
      const names = e.names.map((n) => n.replace(/^-+/, ''));
      if (!new RegExp(`Name:\\s*"${names.join(',\\s*')}"`).test(text)) missing.push(`${e.id}: ${names.join(',')}`);
      const value = /^`([^`]+)`$/.exec(e.default.en)?.[1];
      if (value && !value.startsWith('~') && !text.includes(`Value: "${value}"`) && !text.includes(`Value: ${value},`))
        missing.push(`${e.id}: default ${value}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the build variable list', () => {
  // Where rainbond-ui is fetched, each setting's variable, preselected value and offered values are in the
  // console form the entry cites.
  const git = '/work/.mirror/goodrain+rainbond-ui/repo';
  it.runIf(fs.existsSync(git))('matches the console forms of rainbond-ui v5.11.1-release', () => {
    const missing: string[] = [];
    for (const e of buildVariables.filter((v) => v.source.repo === 'goodrain/rainbond-ui')) {
      const text = execFileSync('git', ['-C', git, 'show', `${e.source.ref}:${e.source.file}`], {encoding: 'utf8'});
      const field = e.variable === 'BUILD_ENABLE_ORACLEJDK' ? 'JDK_TYPE' : e.variable;
      if (!text.includes(`getFieldDecorator('${field}'`) && !text.includes(`getFieldDecorator("${field}"`))
        missing.push(`${e.id}: ${field}`);
      if (
        e.consoleDefault &&
        !['false', 'OpenJDK'].includes(e.consoleDefault) &&
        !new RegExp(`\\|\\|\\s*['"]${e.consoleDefault.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).test(text)
      )
        missing.push(`${e.id}: default ${e.consoleDefault}`);
      for (const o of e.options ?? []) if (!text.includes(`value="${o}"`)) missing.push(`${e.id}: option ${o}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the build variables the console forms do not show', () => {
  // Where the sources are fetched, the code an entry cites names its variable (the builder reads it without the
  // BUILD_ prefix).
  const mirrorOf = (repo: string) => `/work/.mirror/${repo.replace('/', '+')}/repo`;
  const entries = buildVariables.filter((v) => v.source.repo !== 'goodrain/rainbond-ui');
  it.runIf(entries.some((e) => fs.existsSync(mirrorOf(e.source.repo))))('are read by the code they cite', () => {
    const missing: string[] = [];
    for (const e of entries) {
      const git = mirrorOf(e.source.repo);
      if (!fs.existsSync(git)) continue;
      const text = execFileSync('git', ['-C', git, 'show', `${e.source.ref}:${e.source.file}`], {
        encoding: 'utf8',
      }).toUpperCase();
      const name = e.variable.replace(/<\w+>$/, '').replace(/^BUILD_/, '');
      if (!text.includes(name)) missing.push(`${e.id}: ${name} in ${e.source.file}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every language page its variables, and every variable shown in a form its form label', () => {
    for (const language of Object.keys(LANGUAGE_PAGES))
      expect(
        buildVariables.some((e) => e.languages?.includes(language as BuildLanguage)),
        language,
      ).toBe(true);
    for (const e of buildVariables.filter((v) => v.source.repo === 'goodrain/rainbond-ui' && v.languages))
      expect(e.form, e.id).toBeDefined();
  });
});

describe('pages that show a list', () => {
  it.each(RENDERED.flatMap(({list, tags, pages: ps}) => ps.map((p) => [list, p, tags] as const)))(
    '%s: %s renders it with the component',
    (_, p, tags) => {
      const text = read(p);
      expect(text).toMatch(/from '@site\/src\/components\/ReferenceList'/);
      for (const t of tags) expect(text).toContain(t);
    },
  );
});

/** Lines of a list: a table row, a line that is only an image reference, or a `docker pull` of one. */
const LIST_LINE = /^\s*\||^\s*["']?[\w${}./:-]+["']?\s*\\?$|docker pull /;

/** The images of the list a page names with a tag (its tag, or a variable standing for one) on list lines. */
function listedImages(text: string): string[] {
  const names = new Set<string>();
  for (const line of text.split('\n').filter((l) => LIST_LINE.test(l))) {
    for (const e of images) {
      const re = new RegExp(
        `(?<![\\w-])${e.name.replace(/[-.]/g, '\\$&')}:(?:${e.tag.replace(/[.]/g, '\\.')}\\b|\\$\\{)`,
      );
      if (re.test(line)) names.add(e.name);
    }
  }
  return [...names];
}

/** The ports of the list that open a table row of a page (`| 80、443 | ...`): a hand-written port table. */
function tabledPorts(text: string): string[] {
  const known = new Set(portNumbers());
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const first = /^\s*\|([^|]+)\|/.exec(line)?.[1];
    if (!first || !/^[\s`\d、,，/-]+$/.test(first)) continue;
    for (const n of first.match(/\d+/g) ?? []) if (known.has(n)) found.add(n);
  }
  return [...found];
}

/** The components of the list that open a table row together with a workload kind or a port (a hand-written component table). */
function tabledComponents(text: string): string[] {
  const known = new Set(components.map((c) => c.name));
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const cells = /^\s*\|(.*)\|\s*$/
      .exec(line)?.[1]
      .split('|')
      .map((c) => c.trim().replace(/`/g, ''));
    if (!cells || !known.has(cells[0]!)) continue;
    if (cells.slice(1, 3).some((c) => /^(Deployment|DaemonSet|StatefulSet)\b|^\d{2,5}\b/.test(c))) found.add(cells[0]!);
  }
  return [...found];
}

/** Table rows of a page that begin with a grctl command line. */
const grctlRows = (text: string) => text.split('\n').filter((l) => /^\s*\|\s*`grctl\s/.test(l));

/** The build variables of the list that a page's table rows name. */
function tabledBuildVariables(text: string): string[] {
  const known = new Set(buildVariables.map((e) => e.variable));
  const found = new Set<string>();
  for (const line of text.split('\n').filter((l) => /^\s*\|/.test(l))) {
    for (const [, v] of line.matchAll(/`(BUILD_\w+)`/g)) if (known.has(v!)) found.add(v!);
  }
  return [...found];
}

describe('no page holds a hand-written copy of a list', () => {
  it('no page has table rows naming three or more build variables of the list', () => {
    const copies = allPages.filter((p) => tabledBuildVariables(read(p)).length >= 3);
    expect(copies).toEqual([]);
  });

  it('no page has table rows for three or more grctl options of the list', () => {
    const copies = allPages.filter((p) => {
      const rows = read(p)
        .split('\n')
        .filter((l) => /^\s*\|/.test(l))
        .map((l) => l.split('|')[1] ?? '');
      return (
        grctlOptions.filter((o) => rows.some((cell) => o.names.every((n) => cell.includes(`\`${n}\``)))).length >= 3
      );
    });
    expect(copies).toEqual([]);
  });

  it('no page has a table of three or more grctl command lines', () => {
    const copies = allPages.filter((p) => grctlRows(read(p)).length >= 3);
    expect(copies).toEqual([]);
  });

  it('finds a hand-written component table', () => {
    expect(
      tabledComponents(
        '| rbd-api | Deployment | 8443 | x |\n| `rbd-mq` | Deployment | 6300 | y |\n| rbd-hub | 5000 | z |',
      ),
    ).toHaveLength(3);
    expect(tabledComponents('| rbd-api | 查看日志 |\n| rbd-mq | 重启 |')).toHaveLength(0);
  });

  it('no page has workload or port rows for three or more components of the list', () => {
    const copies = allPages
      .map((p) => [p, tabledComponents(read(p))] as const)
      .filter(([, found]) => found.length >= 3)
      .map(([p, found]) => `${p}: ${found.join(', ')}`);
    expect(copies).toEqual([]);
  });

  it('finds a hand-written port table', () => {
    expect(tabledPorts('| 端口 | 用途 |\n| --- | --- |\n| 80、443 | a |\n| `6060` | b |')).toHaveLength(3);
    expect(tabledPorts('| 端口 | 本机的 80、443、6060 端口未被占用 |')).toHaveLength(0);
  });

  it('no page has table rows for three or more ports of the list', () => {
    const copies = allPages
      .map((p) => [p, tabledPorts(read(p))] as const)
      .filter(([, found]) => found.length >= 3)
      .map(([p, found]) => `${p}: ${found.join(', ')}`);
    expect(copies).toEqual([]);
  });

  it('finds a hand-written image list', () => {
    expect(
      listedImages('| `rbd-api:v5.11.1-release` | x |\n| `rbd-db:8.0.19` | y |\n| `etcd:v3.3.18` | z |'),
    ).toHaveLength(3);
    expect(
      listedImages(
        '${IMAGE_DOMAIN}/rbd-mq:${VERSION}\n  x/builder:v5.11.0-release\ndocker pull a/kaniko-executor:latest',
      ),
    ).toHaveLength(3);
    expect(
      listedImages('--set a=harbor/rbd-shell:v5.11.0-release \\\ndocker tag x/runner:v5.11.0-release y'),
    ).toHaveLength(0);
  });

  it('no page lists three or more images of the list with their tags in tables, image lines or pulls', () => {
    const copies = allPages
      .map((p) => [p, listedImages(read(p))] as const)
      .filter(([, names]) => names.length >= 3)
      .map(([p, names]) => `${p}: ${names.join(', ')}`);
    expect(copies).toEqual([]);
  });
});
