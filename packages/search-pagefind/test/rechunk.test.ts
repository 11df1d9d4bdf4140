/**
 * The re-chunking of Pagefind's word index (packages/search-pagefind/src/rechunk.mjs), on an index Pagefind
 * itself builds from a few generated pages.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as pagefind from 'pagefind';
import {decodeCbor, encodeCbor, pickBoundaries, readPagefindFile, rechunkIndex} from '../src/rechunk.mjs';
import {PAGE_TITLES as TITLES_FILE, writePageTitles} from '../src/indexer.mjs';
import {PAGE_TITLES} from '../src/constants';

type Word = [string, Array<[number, number[]]>];
type Chunk = [string, string, string];

let dir: string;
const WORDS = ['安装', '安全', '安装包', '集群', '高可用', '网关', '证书', '备份', '升级', '卸载', '组件', '日志'];

function page(i: number): string {
  // Chinese and English words, so that both scripts sort into the chunks.
  const zh = Array.from({length: 60}, (_, j) => WORDS[(i * 7 + j) % WORDS.length]).join('，');
  const en = Array.from({length: 60}, (_, j) => `term${(i * 13 + j) % 97} cluster gateway`).join(' ');
  return `<html lang="zh"><body><main data-pagefind-filter="kind:docs"><h1>页面 ${i}</h1><p>${zh}</p><p>${en}</p></main></body></html>`;
}

function listFiles(d: string): string[] {
  return fs
    .readdirSync(d, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(d, e.name)) : [path.join(d, e.name)]));
}

function meta(out: string) {
  const entry = JSON.parse(fs.readFileSync(path.join(out, 'pagefind-entry.json'), 'utf8'));
  const hash = entry.languages.zh.hash as string;
  return {hash, meta: readPagefindFile(fs.readFileSync(path.join(out, `pagefind.${hash}.pf_meta`))) as unknown[]};
}

function allWords(out: string): Word[] {
  const chunks = meta(out).meta[2] as Chunk[];
  return chunks.flatMap(
    ([, , hash]) => (readPagefindFile(fs.readFileSync(path.join(out, 'index', `${hash}.pf_index`))) as [Word[]])[0],
  );
}

/** Pagefind's own choice of chunk for a word (pagefind_web, try_request_indexes): the first whose bounds hold it. */
function chunkFor(chunks: Chunk[], word: string): string | undefined {
  const bytes = (s: string) => Buffer.from(s, 'utf8');
  return chunks.find(
    ([from, to]) => Buffer.compare(bytes(word), bytes(from)) >= 0 && Buffer.compare(bytes(word), bytes(to)) <= 0,
  )?.[2];
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rechunk-'));
  const {index} = await pagefind.createIndex({forceLanguage: 'zh'});
  if (!index) throw new Error('pagefind did not start');
  for (let i = 0; i < 40; i++) await index.addHTMLFile({url: `/p${i}/`, content: page(i)});
  await index.writeFiles({outputPath: path.join(dir, 'original')});
  await index.deleteIndex();
}, 60_000);

afterAll(async () => {
  await pagefind.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

describe('Pagefind data files', () => {
  it('decode and encode back to the same bytes (the format Pagefind 1.6 writes)', () => {
    const original = path.join(dir, 'original');
    const files = listFiles(original).filter((f) => /\.pf_(?:meta|index|filter)$/.test(f));
    expect(files.length).toBeGreaterThan(2);
    for (const f of files) {
      const raw = zlib.gunzipSync(fs.readFileSync(f));
      expect(raw.subarray(0, 12).toString()).toBe('pagefind_dcd');
      const cbor = raw.subarray(12);
      expect(encodeCbor(decodeCbor(cbor)).equals(cbor), path.basename(f)).toBe(true);
    }
  });

  it('reject what is not Pagefind data instead of misreading it', () => {
    expect(() => readPagefindFile(zlib.gzipSync(Buffer.from('hello')))).toThrow(/signature/);
    expect(() => decodeCbor(Buffer.from([0x82, 0x01]))).toThrow(/end of data/);
    expect(() => decodeCbor(Buffer.from([0x01, 0x02]))).toThrow(/left over/);
    expect(() => encodeCbor([1.5])).toThrow(/integer/);
  });
});

describe('rechunkIndex', () => {
  let out: string;
  let report: Record<string, {before: number; after: number}>;
  beforeAll(async () => {
    out = path.join(dir, 'small');
    fs.cpSync(path.join(dir, 'original'), out, {recursive: true});
    report = await rechunkIndex(out, 200);
  });

  it('cuts the index into more chunks, and the metadata and entry file name the new files only', () => {
    expect(report.zh.before).toBe(1);
    expect(report.zh.after).toBeGreaterThan(3);
    const {hash, meta: m} = meta(out);
    const chunks = m[2] as Chunk[];
    expect(chunks).toHaveLength(report.zh.after);
    const onDisk = fs
      .readdirSync(path.join(out, 'index'))
      .map((f) => f.replace(/\.pf_index$/, ''))
      .sort();
    expect(onDisk).toEqual(chunks.map((c) => c[2]).sort());
    const metas = fs.readdirSync(out).filter((f) => f.endsWith('.pf_meta'));
    expect(metas).toEqual([`pagefind.${hash}.pf_meta`]);
    // Content-named, like Pagefind's files (served as immutable): `zh_` and 7 hex digits.
    for (const [, , name] of chunks) expect(name).toMatch(/^zh_[0-9a-f]{7,}$/);
  });

  it('keeps every word with its pages and locations, in order, and the rest of the metadata', () => {
    const before = allWords(path.join(dir, 'original'));
    expect(allWords(out)).toEqual(before);
    const a = meta(path.join(dir, 'original')).meta;
    const b = meta(out).meta;
    expect([b[0], b[1], b[3], b[4]]).toEqual([a[0], a[1], a[3], a[4]]);
  });

  it('gives each word the chunk that holds it, as Pagefind looks it up', () => {
    const chunks = meta(out).meta[2] as Chunk[];
    for (const [, , hash] of chunks) {
      const [words] = readPagefindFile(fs.readFileSync(path.join(out, 'index', `${hash}.pf_index`))) as [Word[]];
      for (const [word] of words) expect(chunkFor(chunks, word), word).toBe(hash);
    }
  });

  it('changes nothing on a second run but the chunk sizes it is asked for', async () => {
    const again = path.join(dir, 'again');
    fs.cpSync(out, again, {recursive: true});
    const r = await rechunkIndex(again, 200);
    expect(r.zh).toEqual({before: report.zh.after, after: report.zh.after});
    expect(meta(again).hash).toBe(meta(out).hash);
  });
});

describe('pickBoundaries', () => {
  const w = (word: string, locs = 9): Word => [word, [[0, Array.from({length: locs}, (_, i) => i)]]];

  it('cuts once a chunk is full, where the first character changes', () => {
    const words = [w('安全'), w('安装'), w('安装包'), w('备份'), w('集群')];
    // 10 locations per word: full after 安全, but 安 goes on to 安装包; the cut comes before 备份.
    expect(pickBoundaries(words, 10)).toEqual([3, 4]);
  });

  it('cuts Latin words where the first two characters change', () => {
    expect(pickBoundaries([w('aa'), w('ab'), w('ac')], 10)).toEqual([1, 2]);
    expect(pickBoundaries([w('clear'), w('cluster'), w('cname')], 10)).toEqual([2]);
  });

  it('past twice the size, cuts one character later; past four times, anywhere', () => {
    expect(pickBoundaries([w('安全'), w('安装'), w('安置')], 10)).toEqual([2]);
    expect(pickBoundaries([w('abc', 4), w('abd', 4), w('abe', 4)], 10)).toEqual([]);
    const same = Array.from({length: 6}, (_, i) => w(`abc${i}`));
    expect(pickBoundaries(same, 10)).toEqual([4]);
  });
});

describe('the title table', () => {
  it('names each page title by the id of its fragment, where the browser looks for it', async () => {
    expect(TITLES_FILE).toBe(PAGE_TITLES);
    const out = path.join(dir, 'original');
    const titles = await writePageTitles(out);
    const written = JSON.parse(fs.readFileSync(path.join(out, PAGE_TITLES), 'utf8'));
    expect(written).toEqual(titles);
    const fragments = fs.readdirSync(path.join(out, 'fragment')).map((f) => f.replace(/\.pf_fragment$/, ''));
    expect(Object.keys(written).sort()).toEqual(fragments.sort());
    expect(new Set(Object.values(written))).toEqual(new Set(Array.from({length: 40}, (_, i) => `页面 ${i}`)));
  });
});
