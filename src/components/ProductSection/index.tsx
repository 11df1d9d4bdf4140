/**
 * A titled section of a product page, used from the pages' MDX: its prose (Markdown paragraphs)
 * and structured parts (cards, flows) are the children. `band` puts it on a tinted band.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {id: string; title: ReactNode; band?: boolean; children: ReactNode};

export default function ProductSection({id, title, band = false, children}: Props): ReactNode {
  const inner = (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </>
  );
  return band ? (
    <section className={styles.band} aria-labelledby={id}>
      <div className={clsx('container', styles.section)}>{inner}</div>
    </section>
  ) : (
    <section className={clsx('container', styles.section)} aria-labelledby={id}>
      {inner}
    </section>
  );
}

/**
 * The `Section` of a page family: `<Section kind="situation">` gets the family's translated title
 * for that kind and the kind as its id.
 */
export function sectionsTitled<K extends string>(titles: Record<K, () => string>) {
  return function Section({kind, band, children}: {kind: K; band?: boolean; children: ReactNode}): ReactNode {
    return (
      <ProductSection id={kind} title={titles[kind]()} band={band}>
        {children}
      </ProductSection>
    );
  };
}
