/** Where to ask questions and meet other users. */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import Panel from '../Panel';

export default function Community(): ReactNode {
  return (
    <Panel
      id="community"
      title={
        <Translate id="home.community.title" description="Title of the community blurb">
          加入社区
        </Translate>
      }
      text={
        <Translate id="home.community.description" description="Community blurb">
          遇到问题、想分享经验，或者只是想看看别人怎么用 Rainbond：微信群、钉钉群、Slack 和用户论坛里都有开发团队和热心用户在线。
        </Translate>
      }
      links={[
        {
          to: '/community/',
          primary: true,
          label: (
            <Translate id="home.community.join" description="Link to the community page">
              找到交流群
            </Translate>
          ),
        },
        {
          to: externalLinks.forum,
          label: (
            <Translate id="home.community.forum" description="Link to the user forum">
              用户论坛
            </Translate>
          ),
        },
        {
          to: `${externalLinks.github}/issues`,
          label: (
            <Translate id="home.community.issues" description="Link to GitHub issues">
              在 GitHub 提问题
            </Translate>
          ),
        },
      ]}
    />
  );
}
