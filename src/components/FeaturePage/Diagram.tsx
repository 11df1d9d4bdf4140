/**
 * The diagrams of the feature pages, drawn with CSS boxes and small inline-SVG arrows.
 * The boxes are a real list inside a <figure>, so the text wraps in any language and at any
 * width, and a screen reader reads the steps in order with the caption as the figure's name.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Diagram as DiagramSpec} from '@site/src/data/features';
import styles from './styles.module.css';

function ArrowDown(): ReactNode {
  return (
    <svg className={styles.arrow} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v15m0 0-6-6m6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Lines fanning out from the hub's centre to n evenly spaced boxes below it. */
function Fan({n}: {n: number}): ReactNode {
  return (
    <svg className={styles.fan} viewBox="0 0 100 24" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {Array.from({length: n}, (_, i) => (
        <line key={i} x1="50" y1="0" x2={((i + 0.5) * 100) / n} y2="24" vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}

export default function Diagram({diagram}: {diagram: DiagramSpec}): ReactNode {
  let body: ReactNode;
  if (diagram.kind === 'flow') {
    body = (
      <ol className={styles.flow}>
        {diagram.steps.map((step, i) => (
          <li key={step} className={styles.flowStep}>
            <span className={clsx(styles.box, i === diagram.steps.length - 1 && styles.boxAccent)}>{step}</span>
            {i < diagram.steps.length - 1 && <ArrowDown />}
          </li>
        ))}
      </ol>
    );
  } else if (diagram.kind === 'hub') {
    body = (
      <div className={styles.hub}>
        <p className={clsx(styles.box, styles.boxAccent, styles.hubCenter)}>{diagram.center}</p>
        <Fan n={diagram.spokes.length} />
        <ul className={styles.spokes} style={{'--spokes': diagram.spokes.length} as CSSProperties}>
          {diagram.spokes.map((spoke) => (
            <li key={spoke} className={clsx(styles.box, styles.spoke)}>
              {spoke}
            </li>
          ))}
        </ul>
      </div>
    );
  } else {
    body = (
      <ul className={styles.stack}>
        {diagram.layers.map((layer) => (
          <li key={layer} className={styles.layer}>
            {layer}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <figure className={styles.diagram} data-diagram={diagram.kind}>
      {body}
      <figcaption className={styles.caption}>{diagram.caption}</figcaption>
    </figure>
  );
}
