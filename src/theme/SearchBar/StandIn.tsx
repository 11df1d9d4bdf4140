/**
 * The search button before the search bar's code has loaded (./index.tsx): the markup DocSearch's
 * button renders on the server (`DocSearchButton` of @docsearch/react 4.7, before its effects
 * pick the platform's key), so the page looks the same before and after the swap, and the server
 * HTML is what it was. `tests/e2e/search.spec.ts` "the search button is the same before and after
 * its code loads" compares the two.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

export type StandInProps = {
  /** A click: load the search bar, then open the modal. */
  onOpen: () => void;
  /** Pointed at, touched or focused: load the search bar. */
  onIntent: () => void;
  /** Hosted search: the Algolia application to preconnect to, as the theme's search bar does. */
  preconnect?: string;
};

export default function StandIn({onOpen, onIntent, preconnect}: StandInProps): ReactNode {
  // The label of the theme's SearchTranslations (not imported: its modal's strings would come along).
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <>
      {preconnect && (
        <Head>
          <link rel="preconnect" href={preconnect} crossOrigin="anonymous" />
        </Head>
      )}
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`${label} (Meta+k)`}
        aria-keyshortcuts="Meta+k"
        onClick={onOpen}
        onFocus={onIntent}
        onPointerOver={onIntent}
        onTouchStart={onIntent}>
        <span className="DocSearch-Button-Container">
          <svg width={20} height={20} className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>
        <span className="DocSearch-Button-Keys" />
      </button>
    </>
  );
}
