import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The one list of the Rainbond 5.11.1 console's labels (issue 9): the content check reads it.
const dir = path.join(process.cwd(), 'src/data/console-labels');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
type Label = {key: string; zh: string; en: string};

describe('console labels', () => {
  it('has the areas of the console', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'navigation.json',
        'team-create.json',
        'component.json',
        'app.json',
        'team.json',
        'enterprise.json',
      ]),
    );
  });

  it.each(files)('%s: every label has its rainbond-ui key, Chinese and English', (f) => {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
      area: string;
      source: string;
      labels: Label[];
    };
    expect(doc.area).toBeTruthy();
    expect(doc.source).toMatch(/rainbond-ui.*5\.11\.1/);
    expect(doc.labels.length).toBeGreaterThan(0);
    for (const l of doc.labels) {
      expect(l.key, JSON.stringify(l)).toMatch(/^([\w-]+\.)+[\w-]+$|^src\/.+\.jsx?$/);
      expect(l.zh.trim(), l.key).not.toBe('');
      expect(l.en.trim(), l.key).not.toBe('');
      expect(l.en, l.key).not.toMatch(/\p{Script=Han}/u);
      expect(l.zh, l.key).not.toContain('→');
    }
    const keys = doc.labels.map((l) => `${l.key}\u0000${l.zh}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("holds the 5.11.1 menus the docs use, with the console's own English", () => {
    const all = files.flatMap(
      (f) => (JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {labels: Label[]}).labels,
    );
    const en = (zh: string) => all.filter((l) => l.zh === zh).map((l) => l.en);
    expect(en('平台管理')).toContain('Platform manage');
    expect(en('从源码构建')).toContain('Build from source code');
    expect(en('自定义源码')).toContain('Custom source code');
    expect(en('DockerRun命令')).toContain('DockerRun');
    // Tabs of later consoles that 5.11.1 does not have.
    expect(en('示例')).toEqual([]);
  });

  it('names only known labels in its menus', () => {
    const docs = files.map(
      (f) =>
        JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
          labels: Label[];
          menus?: {parent: string; children: string[]}[];
        },
    );
    const keys = new Set(docs.flatMap((d) => d.labels.map((l) => l.key)));
    const menus = docs.flatMap((d) => d.menus ?? []);
    expect(menus.length).toBeGreaterThanOrEqual(4);
    for (const m of menus) for (const k of [m.parent, ...m.children]) expect(keys.has(k), k).toBe(true);
  });
});
