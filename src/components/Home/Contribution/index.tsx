/** How to take part in building Rainbond. */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {externalLinks} from '@site/src/data/site';
import Panel from '../Panel';

export default function Contribution(): ReactNode {
  return (
    <Panel
      id="contribution"
      title={
        <Translate id="home.contribution.title" description="Title of the contribution blurb">
          参与贡献
        </Translate>
      }
      text={
        <Translate id="home.contribution.description" description="Contribution blurb">
          Rainbond 的代码、文档和应用模板都是公开开发的。修一个 Bug、补一段文档、把你常用的开源软件做成应用模板，都是受欢迎的贡献。
        </Translate>
      }
      links={[
        {
          to: externalLinks.github,
          primary: true,
          label: (
            <Translate id="home.contribution.github" description="Link to the GitHub repository">
              在 GitHub 上参与
            </Translate>
          ),
        },
        {
          to: '/community/contribution/',
          label: (
            <Translate id="home.contribution.guide" description="Link to the contribution guide">
              阅读贡献指南
            </Translate>
          ),
        },
      ]}
    />
  );
}
