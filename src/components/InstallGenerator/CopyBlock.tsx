/**
 * A multi-line code block with copy buttons (the one-line counterpart is CopyCommand).
 * The text is rendered as text, never as HTML; each button copies its own text.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type CopyAction = {label: string; text: string};
type Props = {title: string; code: string; actions: CopyAction[]; testId?: string};

function CopyButton({label, text}: CopyAction): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const t = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(t);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const shown =
    state === 'copied'
      ? translate({id: 'copyCommand.copied', message: '已复制', description: 'Copy button after copying'})
      : state === 'failed'
        ? translate({id: 'copyCommand.failed', message: '复制失败，请手动选择', description: 'Copy button when copying failed'})
        : label;
  // Both labels share one grid cell, so the button keeps its width when the label changes.
  return (
    <button type="button" className={styles.copyButton} onClick={copy} aria-live="polite">
      <span className={styles.copyLabel}>{shown}</span>
      <span className={styles.copyLabelSizer} aria-hidden="true">
        {label}
      </span>
    </button>
  );
}

export default function CopyBlock({title, code, actions, testId}: Props): ReactNode {
  return (
    <figure className={styles.block} data-testid={testId}>
      <figcaption className={styles.blockHeader}>
        <span className={styles.blockTitle}>{title}</span>
        <span className={styles.blockActions}>
          {actions.map((a) => (
            <CopyButton key={a.label} {...a} />
          ))}
        </span>
      </figcaption>
      <pre className={styles.blockCode} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
