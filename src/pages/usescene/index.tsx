import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import Translate, {translate} from '@docusaurus/Translate';
import SceneCards from '@site/src/components/ScenePage/SceneCards';

export default function UseScenes(): ReactNode {
  return (
    <Layout
      title={translate({id: 'usescene.index.meta.title', message: '使用场景'})}
      description={translate({
        id: 'usescene.index.meta.description',
        message: 'Rainbond 的典型使用场景：企业应用交付、离线与国产化环境、多云管理、应用统一管理和一体化开发测试环境。',
      })}>
      <main>
        <PageHero
          title={<Translate id="usescene.index.title">使用场景</Translate>}
          lead={
            <Translate id="usescene.index.lead">
              从开发测试到交付客户，从联网机房到隔离网络和国产化服务器：看看团队在哪些场景里用 Rainbond 管理和交付应用，以及每一步怎么做。
            </Translate>
          }
        />
        <section className="container padding-vert--lg">
          <SceneCards />
        </section>
      </main>
    </Layout>
  );
}
