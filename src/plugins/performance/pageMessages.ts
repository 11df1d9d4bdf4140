/**
 * Splits the site's code translations into the part every page needs and per-page groups.
 *
 * Docusaurus bundles all code translations (`@generated/codeTranslations`) into main.js. On
 * this site most of them belong to single page families: in English they were 115 KB of the
 * 140 KB, loaded on every page of /en/. The groups below leave main.js; each page family
 * registers its group when its chunk loads (src/utils/pageMessages/), before it renders.
 */

/** First segment of the translation ids that move out of main.js, one group per page family. */
export const PAGE_MESSAGE_GROUPS = ['featurePage', 'case', 'usescene', 'enterprisePage', 'installGenerator'] as const;
export type PageMessageGroup = (typeof PAGE_MESSAGE_GROUPS)[number];

export type Messages = Record<string, string>;

/** The group an id belongs to, or undefined when it stays in main.js. */
export function groupOf(id: string): PageMessageGroup | undefined {
  const head = id.split('.', 1)[0];
  return (PAGE_MESSAGE_GROUPS as readonly string[]).includes(head) && id.includes('.')
    ? (head as PageMessageGroup)
    : undefined;
}

/** `main`: the ids every page keeps; `groups`: one map per page family (possibly empty). */
export function splitCodeTranslations(all: Messages): {main: Messages; groups: Record<PageMessageGroup, Messages>} {
  const main: Messages = {};
  const groups = Object.fromEntries(PAGE_MESSAGE_GROUPS.map((g) => [g, {}])) as Record<PageMessageGroup, Messages>;
  for (const [id, message] of Object.entries(all)) {
    const group = groupOf(id);
    if (group) groups[group][id] = message;
    else main[id] = message;
  }
  return {main, groups};
}
