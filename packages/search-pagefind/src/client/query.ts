/**
 * How a reader's query becomes what is looked up and what the ranking compares:
 * - words that only carry the phrasing of a question ("how to", "怎么", "如何") are taken out of
 *   the lookup (Pagefind answers only pages that hold every word: "怎么卸载 Rainbond" would need
 *   "怎么" on the page), and so are bare counts ("0/1", "1" in a pasted error message);
 * - in text written without spaces (Chinese), the terms of a dictionary are kept whole, and a
 *   compound term also gives its parts (健康检查 -> 健康, 检查), so that the ranking finds a
 *   title or a keyword in either form.
 * The stop words and the terms are the site's (its rules module). Kept free of browser imports
 * (unit-tested in Node).
 */

/** A term kept whole -> its parts (empty: no parts). */
export type TermDictionary = Readonly<Record<string, readonly string[]>>;

const LATIN = /[a-z0-9]/i;
/** A count or a fraction of counts: "1", "0/1" (a version such as 5.11.1 stays). */
const COUNT = /^\d+(?:\/\d+)?$/;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The query without its stop words and without bare counts. Latin stop words go
 * only as whole words ("to" stays in "token"), others wherever they stand. The query as it is
 * when nothing would be left.
 */
export function withoutStopWords(query: string, stopWords: readonly string[] = []): string {
  let text = query;
  let changed = false;
  // Longest first: "how do i" before "how".
  for (const word of [...stopWords].sort((a, b) => b.length - a.length)) {
    if (!word) continue;
    const re = LATIN.test(word)
      ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu')
      : new RegExp(escapeRegExp(word), 'gu');
    const next = text.replace(re, ' ');
    if (next !== text) changed = true;
    text = next;
  }
  const tokens = text.split(/\s+/).filter(Boolean);
  const kept = tokens.filter((token) => !COUNT.test(token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')));
  if (!changed && kept.length === tokens.length) return query;
  return kept.join(' ') || query;
}

/**
 * Splits a run of unspaced text into the dictionary's terms (the longest at each position) and
 * the text between them, in order.
 */
export function splitTerms(run: string, terms: TermDictionary): string[] {
  const lengths = [...new Set(Object.keys(terms).map((t) => t.length))].sort((a, b) => b - a);
  const out: string[] = [];
  let rest = '';
  let i = 0;
  while (i < run.length) {
    const found = lengths.find(
      (n) => n <= run.length - i && Object.prototype.hasOwnProperty.call(terms, run.slice(i, i + n)),
    );
    if (found) {
      if (rest) out.push(rest);
      rest = '';
      out.push(run.slice(i, i + found));
      i += found;
    } else {
      rest += run[i];
      i += 1;
    }
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * The forms of a query's words the ranking compares with titles: the words with the dictionary's
 * terms cut out whole, and, when one of them is a compound, the same with its parts. Words
 * without a term come back as they are.
 */
export function wordForms(words: readonly string[], terms: TermDictionary = {}): string[][] {
  const whole = words.flatMap((w) => splitTerms(w, terms));
  const parts = whole.flatMap((w) => {
    const p = Object.prototype.hasOwnProperty.call(terms, w) ? terms[w] : undefined;
    return p && p.length ? [...p] : [w];
  });
  const forms = [whole];
  if (parts.join('\u0000') !== whole.join('\u0000')) forms.push(parts);
  return forms;
}
