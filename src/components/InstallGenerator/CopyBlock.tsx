/**
 * A multi-line code block with copy buttons (the one-line counterpart is CopyCommand).
 * The text is rendered as text, never as HTML; each button copies its own text.
 */
import React, {type ReactNode} from 'react';
import {useCopy} from '@site/src/components/CopyCommand/useCopy';
import styles from './styles.module.css';

type CopyAction = {label: string; text: string};
type Props = {title: string; code: string; actions: CopyAction[]; testId?: string};

function CopyButton({label, text}: CopyAction): ReactNode {
  const {copy, label: shown} = useCopy(text, label);
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
