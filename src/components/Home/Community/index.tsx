/** Where to ask questions and meet other users. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import {useRouteExists} from '@site/src/utils/useRouteExists';
import styles from './styles.module.css';

const COMMUNITY_PATH = '/community/';

export default function Community(): ReactNode {
  const exists = useRouteExists();
  return (
    <section id="community" aria-labelledby="community-title" className={styles.panel}>
      <Heading as="h2" id="community-title" className={styles.title}>
        <Translate id="home.community.title" description="Title of the community blurb">
          加入社区
        </Translate>
      </Heading>
      <p className={styles.text}>
        <Translate id="home.community.description" description="Community blurb">
          遇到问题、想分享经验，或者只是想看看别人怎么用 Rainbond：微信群、钉钉群、Slack 和用户论坛里都有开发团队和热心用户在线。
        </Translate>
      </p>
      <ul className={styles.links}>
        {exists(COMMUNITY_PATH) ? (
          <li>
            <Link to={COMMUNITY_PATH} className="button button--primary">
              <Translate id="home.community.join" description="Link to the community page">
                找到交流群
              </Translate>
            </Link>
          </li>
        ) : null}
        <li>
          <Link href={externalLinks.forum} className="button button--secondary">
            <Translate id="home.community.forum" description="Link to the user forum">
              用户论坛
            </Translate>
          </Link>
        </li>
        <li>
          <Link href={`${externalLinks.github}/issues`} className="button button--secondary">
            <Translate id="home.community.issues" description="Link to GitHub issues">
              在 GitHub 提问题
            </Translate>
          </Link>
        </li>
      </ul>
    </section>
  );
}
