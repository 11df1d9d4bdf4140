/** The landing page: a thin list of sections, each in src/components/Home/<Section>/. */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Hero from '@site/src/components/Home/Hero';
import Platform from '@site/src/components/Home/Platform';
import Features from '@site/src/components/Home/Features';
import UseScenes from '@site/src/components/Home/UseScenes';
import AppMarket from '@site/src/components/Home/AppMarket';
import FeaturedApps from '@site/src/components/Home/FeaturedApps';
import Community from '@site/src/components/Home/Community';
import Contribution from '@site/src/components/Home/Contribution';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: '云原生多云应用管理平台', description: 'Title of the home page'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Rainbond 是开源的云原生应用管理平台：无需学习 Kubernetes，就能完成应用的构建、部署、运维和交付。',
        description: 'Meta description of the home page',
      })}>
      <main>
        <Hero />
        <Platform />
        <Features />
        <UseScenes />
        <AppMarket />
        <FeaturedApps />
        <div className={`container ${styles.together}`}>
          <Community />
          <Contribution />
        </div>
      </main>
    </Layout>
  );
}
