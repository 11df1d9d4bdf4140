/**
 * Splits Pagefind's word index into smaller chunks, so that a first query downloads less.
 *
 * Pagefind 1.6 cuts the word index into chunks of about 20,000 word locations (a constant in its
 * indexer, `chunk_index(word_map, 20000)`, with no option). A query
 * loads one chunk per word, so a Chinese query of a few words loads several large chunks. This rewrites the chunks of one language at a smaller size
 * and updates the metadata file that lists them; the words, their pages and locations are kept as
 * they are. The chunk bounds are set so that every word is found in its chunk (see `boundsOf`).
 *
 * The file formats (Pagefind's own, read by its WebAssembly search):
 *   - every file is gzip of the bytes `pagefind_dcd` followed by CBOR;
 *   - `pagefind.<lang>_<hash>.pf_meta`: [version, pages, chunks [[from, to, hash]...], filters, sorts];
 *   - `index/<lang>_<hash>.pf_index`: [[[word, [[page, [loc...]]...]]...]];
 *   - `pagefind-entry.json` names each language's metadata file by its hash.
 * A unit test (packages/search-pagefind/test/rechunk.test.ts) decodes and re-encodes a real index byte for
 * byte, so a change of format in a Pagefind update fails there, not in the browser.
 */
import {createHash} from 'node:crypto';
import {promises as fs} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from('pagefind_dcd');

/** Word locations per chunk (Pagefind's own: 20,000). */
export const CHUNK_LOCATIONS = 5000;

// --- CBOR, the subset Pagefind writes: unsigned and negative integers, text strings, arrays. ---

/** @param {Buffer} buf */
export function decodeCbor(buf) {
  let pos = 0;
  function arg(info) {
    if (info < 24) return info;
    if (info === 24) return buf[pos++];
    if (info === 25) {
      const v = buf.readUInt16BE(pos);
      pos += 2;
      return v;
    }
    if (info === 26) {
      const v = buf.readUInt32BE(pos);
      pos += 4;
      return v;
    }
    if (info === 27) {
      const v = Number(buf.readBigUInt64BE(pos));
      pos += 8;
      return v;
    }
    throw new Error(`CBOR: unsupported length encoding ${info} at byte ${pos - 1}`);
  }
  function item() {
    if (pos >= buf.length) throw new Error('CBOR: unexpected end of data');
    const head = buf[pos++];
    const major = head >> 5;
    const value = arg(head & 31);
    switch (major) {
      case 0:
        return value;
      case 1:
        return -1 - value;
      case 3: {
        const s = buf.toString('utf8', pos, pos + value);
        pos += value;
        return s;
      }
      case 4: {
        const out = new Array(value);
        for (let i = 0; i < value; i++) out[i] = item();
        return out;
      }
      default:
        throw new Error(`CBOR: unsupported major type ${major} at byte ${pos - 1}`);
    }
  }
  const out = item();
  if (pos !== buf.length) throw new Error(`CBOR: ${buf.length - pos} bytes left over`);
  return out;
}

/** Encodes as minicbor does: the shortest length encoding, definite-length arrays. */
export function encodeCbor(value) {
  const parts = [];
  function head(major, n) {
    if (n < 24) parts.push(Buffer.from([(major << 5) | n]));
    else if (n < 0x100) parts.push(Buffer.from([(major << 5) | 24, n]));
    else if (n < 0x10000) {
      const b = Buffer.alloc(3);
      b[0] = (major << 5) | 25;
      b.writeUInt16BE(n, 1);
      parts.push(b);
    } else if (n < 0x100000000) {
      const b = Buffer.alloc(5);
      b[0] = (major << 5) | 26;
      b.writeUInt32BE(n, 1);
      parts.push(b);
    } else {
      const b = Buffer.alloc(9);
      b[0] = (major << 5) | 27;
      b.writeBigUInt64BE(BigInt(n), 1);
      parts.push(b);
    }
  }
  function item(v) {
    if (typeof v === 'number') {
      if (!Number.isSafeInteger(v)) throw new Error(`CBOR: ${v} is not an integer`);
      if (v >= 0) head(0, v);
      else head(1, -1 - v);
    } else if (typeof v === 'string') {
      const b = Buffer.from(v, 'utf8');
      head(3, b.length);
      parts.push(b);
    } else if (Array.isArray(v)) {
      head(4, v.length);
      v.forEach(item);
    } else {
      throw new Error(`CBOR: cannot encode ${typeof v}`);
    }
  }
  item(value);
  return Buffer.concat(parts);
}

// --- Pagefind files ---

/** @param {Buffer} file */
export function readPagefindFile(file) {
  const raw = zlib.gunzipSync(file);
  if (!raw.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('not a Pagefind data file (no signature)');
  return decodeCbor(raw.subarray(SIGNATURE.length));
}

/** @param {Buffer} cbor */
export function writePagefindFile(cbor) {
  return zlib.gzipSync(Buffer.concat([SIGNATURE, cbor]), {level: 9});
}

/** Pagefind's hash naming: `<lang>_` and the first 7 hex digits (more on a collision). */
function chunkName(language, cbor, taken) {
  const full = `${language}_${createHash('sha256').update(cbor).digest('hex')}`;
  let len = language.length + 8;
  while (taken.has(full.slice(0, len)) && len < full.length) len += 1;
  return full.slice(0, len);
}

/** Locations a word adds to a chunk, counted as Pagefind counts them. */
const weightOf = (word) => word[1].reduce((n, page) => n + page[1].length + 1, 0);

/** Length in code points of the common prefix of two words. */
function commonPrefix(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  return i;
}

/**
 * Where to cut the sorted word list, once a chunk holds `target` locations: at the next pair of
 * words that differ in their first character if the next word is Chinese (so that a query of one
 * character, 安 while 安装 is being typed, finds its extensions in one chunk), or within their
 * first two characters if it is not; past twice the target, one character later; past four
 * times, anywhere.
 * @param {Array<[string, unknown[]]>} words
 * @returns {number[]} the index of the first word of each chunk after the first
 */
export function pickBoundaries(words, target) {
  const cuts = [];
  let size = 0;
  for (let i = 0; i < words.length; i++) {
    size += weightOf(words[i]);
    const next = words[i + 1];
    if (!next || size < target) continue;
    const shared = commonPrefix(words[i][0], next[0]);
    const limit = next[0].charCodeAt(0) < 0x80 ? 1 : 0;
    if (shared <= limit || (size >= 2 * target && shared <= limit + 1) || size >= 4 * target) {
      cuts.push(i + 1);
      size = 0;
    }
  }
  return cuts;
}

/**
 * The bounds the search looks words up by (pagefind_web `try_request_indexes`: the first chunk with
 * `from <= term <= to`, compared as bytes). Each chunk ends at its last word; the next one starts
 * at the shortest prefix of its first word that sorts after that, so a partly typed word finds the
 * chunk where its extensions begin.
 *
 * Pagefind's own bounds cut `to` short as well (`cluster` | `gateway` becomes `c` | `g`), which
 * puts the words of a chunk past its shortened `to` outside every chunk (more of them the more
 * chunks there are). A one-word query then falls back to loading every possible chunk, but in a
 * query of several words such a word is dropped.
 */
function boundsOf(chunks) {
  const bounds = chunks.map((c) => ({from: c[0][0], to: c[c.length - 1][0]}));
  for (let i = 0; i + 1 < bounds.length; i++) {
    const n = commonPrefix(bounds[i].to, bounds[i + 1].from);
    bounds[i + 1].from = Array.from(bounds[i + 1].from)
      .slice(0, n + 1)
      .join('');
  }
  return bounds;
}

/**
 * Rewrites the word index of every language in a Pagefind output folder at `target` locations per
 * chunk. Returns per language the chunk count before and after.
 * @param {string} outputPath the `pagefind/` folder
 * @param {number} [target]
 * @returns {Promise<Record<string, {before: number, after: number}>>}
 */
export async function rechunkIndex(outputPath, target = CHUNK_LOCATIONS) {
  const entryPath = path.join(outputPath, 'pagefind-entry.json');
  const entry = JSON.parse(await fs.readFile(entryPath, 'utf8'));
  const report = {};
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaPath = path.join(outputPath, `pagefind.${info.hash}.pf_meta`);
    const meta = readPagefindFile(await fs.readFile(metaPath));
    const oldChunks = meta[2];
    const words = [];
    for (const [, , hash] of oldChunks) {
      const file = path.join(outputPath, 'index', `${hash}.pf_index`);
      const [chunkWords] = readPagefindFile(await fs.readFile(file));
      for (const w of chunkWords) words.push(w);
      await fs.rm(file);
    }
    const cuts = [0, ...pickBoundaries(words, target), words.length];
    const chunks = [];
    for (let i = 0; i + 1 < cuts.length; i++) chunks.push(words.slice(cuts[i], cuts[i + 1]));
    const bounds = boundsOf(chunks);
    const taken = new Set();
    meta[2] = [];
    for (let i = 0; i < chunks.length; i++) {
      const cbor = encodeCbor([chunks[i]]);
      const name = chunkName(language, cbor, taken);
      taken.add(name);
      await fs.writeFile(path.join(outputPath, 'index', `${name}.pf_index`), writePagefindFile(cbor));
      meta[2].push([bounds[i].from, bounds[i].to, name]);
    }
    const metaCbor = encodeCbor(meta);
    const metaHash = `${language}_${createHash('sha256')
      .update(metaCbor)
      .digest('hex')
      .slice(0, language.length + 8)}`;
    await fs.rm(metaPath);
    await fs.writeFile(path.join(outputPath, `pagefind.${metaHash}.pf_meta`), writePagefindFile(metaCbor));
    info.hash = metaHash;
    report[language] = {before: oldChunks.length, after: chunks.length};
  }
  await fs.writeFile(entryPath, JSON.stringify(entry));
  return report;
}
