/**
 * A diagram at full size, in a modal `<dialog>` (the browser's own: focus kept inside, Escape
 * closes it, the page behind is inert). It fills a phone's screen and scrolls both ways; the page's
 * pinch zoom works on it. The back button closes it too: opening adds a history entry (same URL and
 * state), and the popstate that leaves it is kept from the router, which would otherwise handle it
 * as a navigation and scroll to the top.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

/**
 * Adds a history entry for an open dialog. `onBack` runs when the reader goes back from it; the
 * returned function leaves it (when the dialog closed otherwise).
 */
export function dialogHistoryEntry(onBack: () => void): () => void {
  window.history.pushState(window.history.state, '');
  let active = true;
  const listener = (event: PopStateEvent) => {
    // Capture listeners on window run before the router's.
    event.stopImmediatePropagation();
    window.removeEventListener('popstate', listener, true);
    if (!active) return;
    active = false;
    onBack();
  };
  window.addEventListener('popstate', listener, true);
  return () => {
    if (!active) return;
    active = false;
    window.history.back();
  };
}

export default function FullSizeDialog({
  markup,
  label,
  onClose,
}: {
  markup: string;
  label: string;
  onClose: () => void;
}): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    const leave = dialogHistoryEntry(() => {
      if (dialog.open) dialog.close();
    });
    const closed = () => {
      leave();
      close.current();
    };
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      leave();
    };
  }, []);

  const closeLabel = translate({id: 'theme.mermaidStatic.close', message: 'Close'});
  return (
    <dialog ref={ref} className="mermaid-static-dialog" aria-label={label}>
      <button
        type="button"
        className="mermaid-static-dialog__close"
        onClick={() => ref.current?.close()}
        aria-label={closeLabel}
        title={closeLabel}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        className="mermaid-static-dialog__body"
        role="img"
        aria-label={label}
        tabIndex={0}
        dangerouslySetInnerHTML={{__html: markup}}
      />
    </dialog>
  );
}
