/**
 * The support-the-project popup: asks visitors to star Rainbond on GitHub, 180 s after the
 * first non-home page view of the session (see ./logic.ts). Closes via cancel only.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Dialog from '@site/src/components/Dialog';
import {externalLinks} from '@site/src/data/site';
import {planPopup} from './logic';
import {readMarker, writeMarker} from './storage';

export default function SupportPopup(): ReactNode {
  const {pathname} = useLocation();
  const home = useBaseUrl('/');
  const isHome = pathname === home || pathname === home.replace(/\/$/, '');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible) return undefined;
    const plan = planPopup(readMarker(), {pathname, now: Date.now(), isHome});
    if (plan.store) writeMarker(plan.store);
    if (plan.delay === null) return undefined;
    const timer = window.setTimeout(() => {
      const marker = readMarker();
      if (marker) writeMarker({...marker, shown: true});
      setVisible(true);
    }, plan.delay);
    return () => window.clearTimeout(timer);
  }, [pathname, isHome, visible]);

  const close = () => setVisible(false);
  return (
    <Dialog
      open={visible}
      testId="support-popup"
      width={600}
      centered
      maskClosable={false}
      title={translate({id: 'supportPopup.title', message: '支持 Rainbond', description: 'Title of the support popup'})}
      okText={translate({id: 'supportPopup.star', message: '去 GitHub 点亮 Star', description: 'Support popup button'})}
      okHref={externalLinks.github}
      onOk={close}
      cancelText={translate({
        id: 'supportPopup.later',
        message: '以后再说',
        description: 'Support popup cancel button',
      })}
      onCancel={close}>
      <p>
        <Translate id="supportPopup.body.p1" description="Support popup, first paragraph">
          Rainbond 由社区和好雨科技的工程师共同开发，并以开源方式免费提供。
        </Translate>
      </p>
      <p>
        <Translate id="supportPopup.body.p2" description="Support popup, second paragraph">
          如果它帮你省下了时间，请在 GitHub 上给项目一个 Star：这是让更多团队发现 Rainbond 的最简单的方式。
        </Translate>
      </p>
    </Dialog>
  );
}
