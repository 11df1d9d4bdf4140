/** The app market claim: 80+ apps and plugins, installed in one click from the public store. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {APP_MARKET_COUNT} from '@site/src/data/home';
import {externalLinks} from '@site/src/data/site';
import styles from './styles.module.css';

export default function AppMarket({lead}: {lead: string}): ReactNode {
  return (
    <section id="appmarket" aria-labelledby="appmarket-title" className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.count} aria-hidden="true">
          {APP_MARKET_COUNT}
        </p>
        <div className={styles.text}>
          <Heading as="h2" id="appmarket-title" className={styles.title}>
            <Translate
              id="home.appMarket.title"
              description="Title of the app market band; {count} is the number of apps, e.g. 80+"
              values={{count: APP_MARKET_COUNT}}>
              {'应用市场里有 {count} 个开源应用和插件'}
            </Translate>
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
