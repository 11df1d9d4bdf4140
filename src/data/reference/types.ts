/**
 * The lists readers copy (images, ports, components...): one typed data file each, every entry naming
 * the file of the product's code it comes from. `src/components/ReferenceList` renders them into the
 * pages of both languages; `tests/unit/reference-lists.test.ts` keeps the pages free of hand-written copies.
 */

/** A text in both languages of the site. */
export type Localized = {zh: string; en: string};

/** The repositories a fact may come from, each at the ref the site documents (Rainbond 5.11.1). */
export const SOURCE_REPOS = {
  'goodrain/rainbond': 'v5.11.1-release',
  'goodrain/rainbond-operator': 'v5.11.1-release',
  'goodrain/rainbond-chart': 'v5.11.1-release',
  'goodrain/rainbond-console': 'v5.11.1-release',
  'goodrain/rainbond-ui': 'v5.11.1-release',
  'goodrain/cloud-adaptor': 'v5.11.1-release',
  'goodrain/builder': '8a96270',
} as const;

export type SourceRepo = keyof typeof SOURCE_REPOS;

/** Where an entry's facts are read: a file of a repository at a tag or commit. */
export type Source = {
  repo: SourceRepo;
  ref: string;
  file: string;
};

/** A source at the ref the site documents for that repository. */
export function src(repo: SourceRepo, file: string): Source {
  return {repo, ref: SOURCE_REPOS[repo], file};
}

/** The web address of a source file (for the "source" column of a list). */
export function sourceUrl(s: Source): string {
  return `https://github.com/${s.repo}/blob/${s.ref}/${s.file}`;
}
