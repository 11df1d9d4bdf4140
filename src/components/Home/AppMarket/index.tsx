/** The app market claim: 80+ apps and plugins, installed in one click from the public store. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {APP_MARKET_COUNT} from '@site/src/data/home';
import {externalLinks} from '@site/src/data/site';
import styles from './styles.module.css';

/** `title` and `lead`: the home page MDX's. */
export default function AppMarket({title, lead}: {title: string; lead: string}): ReactNode {
  return (
    <section id="appmarket" aria-labelledby="appmarket-title" className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.count} aria-hidden="true">
          {APP_MARKET_COUNT}
        </p>
        <div className={styles.text}>
          <Heading as="h2" id="appmarket-title" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.lead}>{lead}</p>
        </div>
        <Link className={`button button--lg ${styles.button}`} href={externalLinks.appStore}>
          <Translate id="home.appMarket.button" description="Button to the public app store">
            逛逛应用商店
          </Translate>
        </Link>
      </div>
    </section>
  );
}
