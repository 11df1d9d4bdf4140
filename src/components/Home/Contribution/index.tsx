/** How to take part in building Rainbond. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import {useRouteExists} from '@site/src/utils/useRouteExists';
import styles from '../Community/styles.module.css';

const CONTRIBUTION_PATH = '/community/contribution/';

export default function Contribution(): ReactNode {
  const exists = useRouteExists();
  return (
    <section id="contribution" aria-labelledby="contribution-title" className={styles.panel}>
      <Heading as="h2" id="contribution-title" className={styles.title}>
        <Translate id="home.contribution.title" description="Title of the contribution blurb">
          参与贡献
        </Translate>
      </Heading>
      <p className={styles.text}>
        <Translate id="home.contribution.description" description="Contribution blurb">
          Rainbond 的代码、文档和应用模板都是公开开发的。修一个 Bug、补一段文档、把你常用的开源软件做成应用模板，都是受欢迎的贡献。
        </Translate>
      </p>
      <ul className={styles.links}>
        <li>
          <Link href={externalLinks.github} className="button button--primary">
            <Translate id="home.contribution.github" description="Link to the GitHub repository">
              在 GitHub 上参与
            </Translate>
          </Link>
        </li>
        {exists(CONTRIBUTION_PATH) ? (
          <li>
            <Link to={CONTRIBUTION_PATH} className="button button--secondary">
              <Translate id="home.contribution.guide" description="Link to the contribution guide">
                阅读贡献指南
              </Translate>
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
