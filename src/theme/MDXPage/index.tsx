/**
 * Wrapper of @theme/MDXPage (Docusaurus 3.10). A product page written in MDX (front matter
 * `product_page: true`: the cases, use scenes and features) renders its own layout: its title,
 * description and hero come from its family's index (src/data/), so the page's MDX holds only
 * its prose and the theme's page chrome (container, TOC column, title from front matter) is
 * left out. Every other MDX page renders as upstream.
 */
import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import MDXContent from '@theme/MDXContent';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MDXPageType>;

export default function MDXPageWrapper(props: Props): ReactNode {
  const {content: Content} = props;
  if ((Content.frontMatter as {product_page?: boolean}).product_page !== true) return <MDXPage {...props} />;
  return (
    <MDXContent>
      <Content />
    </MDXContent>
  );
}
