/**
 * A Mermaid diagram drawn at build time (../../remark.ts puts it in the page).
 *
 * The frame (`.mermaid-static`, role img, named by the diagram's title or labels) holds the
 * drawing's HTML: each layout's SVG, never drawn so small that a label falls under the floor
 * (the frame scrolls sideways then, and takes the keyboard focus), and the container queries that
 * pick the layout that fits. On the server `drawing` is that HTML; in the browser of a production
 * build it is null: the frame keeps the HTML the server sent (React leaves the inside of an element
 * with `dangerouslySetInnerHTML` alone when hydrating), and after a client-side navigation it is
 * fetched from assets/mermaid/<name>.htm (above the viewport, without moving the text in view). A click or tap on the diagram, or its button, opens it
 * at full size in a dialog.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import FullSizeDialog from './FullSizeDialog';

export type Props = {
  /** The frame's id within the page (the drawing's container queries are scoped by it). */
  id: string;
  /** The drawing's name (its hash). */
  name: string;
  /** The accessible name. */
  label: string;
  /** The drawing's HTML (server bundle, development server); null in the browser of a production build. */
  drawing: string | null;
};

/** The SVG the frame shows now, at its natural size, with ids of its own (the page keeps its copy). */
export function fullSizeMarkup(frame: HTMLElement): string | null {
  const svg = Array.from(frame.querySelectorAll<SVGSVGElement>(':scope > svg')).find(
    (element) => element.getClientRects().length > 0,
  );
  if (!svg) return null;
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.removeAttribute('class');
  const width = svg.viewBox.baseVal?.width || svg.getBoundingClientRect().width;
  clone.setAttribute('style', `width:${Math.ceil(width)}px;max-width:none;min-width:0`);
  const markup = clone.outerHTML;
  return svg.id ? markup.replaceAll(svg.id, `${svg.id}-full`) : markup;
}

export default function MermaidStatic({id, name, label, drawing}: Props): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const url = useBaseUrl(`/assets/mermaid/${name}.htm`);
  const [fullSize, setFullSize] = useState<string | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || element.firstElementChild) return undefined;
    let live = true;
    fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status} ${url}`))))
      .then((markup) => {
        const target = frame.current;
        if (!live || !target || target.firstElementChild) return;
        const before = target.getBoundingClientRect().bottom;
        target.innerHTML = markup;
        // Above the viewport (a navigation to an anchor below it): the text the reader sees stays
        // where it is, as scroll anchoring would keep it (it did not, in Chromium, here).
        const shift = target.getBoundingClientRect().bottom - before;
        if (before <= 0 && shift !== 0) window.scrollBy(0, shift);
      })
      .catch((error: unknown) => console.error('mermaid-static: the diagram could not be loaded', error));
    return () => {
      live = false;
    };
  }, [url]);

  const open = () => {
    // Not when the click ends the selection of a label's text.
    if (frame.current && !window.getSelection()?.toString()) setFullSize(fullSizeMarkup(frame.current));
  };
  const openLabel = translate({id: 'theme.mermaidStatic.openFullSize', message: 'Full size'});

  return (
    <div className="mermaid-static-figure">
      <div
        ref={frame}
        className="mermaid-static"
        role="img"
        aria-label={label}
        tabIndex={0}
        data-diagram={id}
        data-drawing={name}
        onClick={open}
        // The server's HTML stays: see above.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: drawing ?? ''}}
      />
      <button type="button" className="mermaid-static__open" onClick={open} aria-label={`${openLabel}: ${label}`}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {openLabel}
      </button>
      {fullSize !== null && <FullSizeDialog markup={fullSize} label={label} onClose={() => setFullSize(null)} />}
    </div>
  );
}
