import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {cardDescriptionsByDoc, slimGlobalData, slimRoute, withCardDescriptions} from '../src';

// A loaded version as the docs plugin gives it to contentLoaded (the parts read here).
const content = {
  versionName: 'current',
  docs: [
    {id: 'intro', description: 'What it is'},
    {id: 'install/index', description: 'All installs'},
    {id: 'install/linux', description: 'On Linux'},
    {id: 'install/bare', description: ''},
    {id: 'install/cloud/index', description: 'Clouds'},
    {id: 'install/cloud/ack', description: 'On ACK'},
    {id: 'other', description: 'Elsewhere'},
  ],
  sidebars: {
    docs: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        link: {type: 'doc', id: 'install/index'},
        items: [
          {type: 'doc', id: 'install/linux'},
          {type: 'doc', id: 'install/bare'},
          {type: 'link', href: 'https://example.com'},
          {
            type: 'category',
            link: {type: 'doc', id: 'install/cloud/index'},
            items: [{type: 'ref', id: 'install/cloud/ack'}],
          },
        ],
      },
      {type: 'category', items: [{type: 'doc', id: 'other'}]},
    ],
  },
};

function versionProp(): PropVersionMetadata {
  return {
    pluginId: 'default',
    version: 'current',
    label: '5.11',
    isLast: true,
    docsSidebars: {docs: [{type: 'link', href: '/docs/intro', label: 'Intro', docId: 'intro', unlisted: false}]},
    docs: {
      intro: {id: 'intro', title: 'Intro', description: 'What it is', sidebar: 'docs'},
      'install/linux': {id: 'install/linux', title: 'Linux', description: 'On Linux', sidebar: 'docs'},
    },
  } as unknown as PropVersionMetadata;
}

describe('docs-slim', () => {
  it('gives each category page the descriptions of the docs directly under it', () => {
    expect(Object.fromEntries(cardDescriptionsByDoc([content]))).toEqual({
      'current:install/index': {'install/linux': 'On Linux'},
      'current:install/cloud/index': {'install/cloud/ack': 'On ACK'},
    });
  });

  it('adds them to the metadata of those pages only', async () => {
    const written: Record<string, unknown> = {};
    const createData = withCardDescriptions(
      async (name, data) => {
        written[name] = data;
        return `/generated/${name}`;
      },
      cardDescriptionsByDoc([content]),
    );
    const doc = (id: string) => ({
      id,
      version: 'current',
      permalink: `/docs/${id}`,
      source: `@site/docs/${id}.md`,
      title: id,
    });
    expect(await createData('index.json', doc('install/index'))).toBe('/generated/index.json');
    await createData('intro.json', doc('intro'));
    await createData('other.json', {...doc('install/index'), version: 'older'});
    await createData('props.json', {version: 'current', id: 'install/index'});
    expect(written['index.json']).toEqual({...doc('install/index'), cardDescriptions: {'install/linux': 'On Linux'}});
    expect(written['intro.json']).toEqual(doc('intro'));
    expect(written['other.json']).not.toHaveProperty('cardDescriptions');
    expect(written['props.json']).toEqual({version: 'current', id: 'install/index'});
  });

  it('empties the doc list of the version data, at any depth, leaving the rest', () => {
    const version: RouteConfig = {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      exact: false,
      props: {version: versionProp()},
      routes: [],
    };
    const root: RouteConfig = {path: '/docs', component: '@theme/DocsRoot', exact: false, routes: [version]};
    const slim = slimRoute(root).routes![0];
    const slimVersion = (slim.props as {version: PropVersionMetadata}).version;
    expect(slimVersion.docs).toEqual({});
    expect(slimVersion.docsSidebars).toEqual(versionProp().docsSidebars);
    expect(slimVersion.label).toBe('5.11');
    // The original route is left as it was.
    expect(JSON.stringify(version.props)).toContain('On Linux');
  });

  it('passes other routes unchanged', () => {
    const tags: RouteConfig = {path: '/docs/tags', component: '@theme/DocTagsListPage', exact: true, props: {tags: []}};
    expect(slimRoute(tags)).toBe(tags);
    const parent: RouteConfig = {path: '/docs', component: '@theme/DocsRoot', exact: false, routes: [tags]};
    expect(slimRoute(parent)).toEqual(parent);
  });

  it("keeps only each version's main doc in the global data, and the rest of it as it is", () => {
    const data = {
      path: '/docs',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          path: '/docs',
          mainDocId: 'intro',
          sidebars: {docs: {link: {path: '/docs/', label: 'intro'}}},
          docs: [
            {id: 'a', path: '/docs/a'},
            {id: 'intro', path: '/docs/'},
            {id: 'b', path: '/docs/b'},
          ],
        },
        {
          name: '5.10',
          path: '/docs/5.10',
          mainDocId: 'b',
          docs: [
            {id: 'b', path: '/docs/5.10/b'},
            {id: 'c', path: '/docs/5.10/c'},
          ],
        },
      ],
    };
    const slim = slimGlobalData(data);
    expect(slim.versions.map((v) => v.docs)).toEqual([
      [{id: 'intro', path: '/docs/'}],
      [{id: 'b', path: '/docs/5.10/b'}],
    ]);
    expect({...slim, versions: slim.versions.map(({docs: _docs, ...v}) => v)}).toEqual({
      ...data,
      versions: data.versions.map(({docs: _docs, ...v}) => v),
    });
    expect(data.versions[0]!.docs).toHaveLength(3);
    expect(slimGlobalData(undefined)).toBeUndefined();
    expect(slimGlobalData({other: 1})).toEqual({other: 1});
  });
});
