import * as jsYaml from 'js-yaml';
import type {Page} from '@playwright/test';
import {test, expect, locales} from './fixtures';

const yaml = jsYaml as unknown as {load: (text: string) => unknown};

type Values = {
  Cluster: Record<string, unknown> & {regionDatabase?: Record<string, unknown>};
  'nfs-client-provisioner'?: unknown;
};

const pages = [
  {slug: 'ack', zh: 'ACK 安装命令生成工具', en: 'ACK Install Command Generator'},
  {slug: 'cce', zh: 'CCE 安装命令生成工具', en: 'CCE Install Command Generator'},
  {slug: 'tke', zh: 'TKE 安装命令生成工具', en: 'TKE Install Command Generator'},
  {slug: 'helm', zh: 'Helm 安装命令生成工具', en: 'Helm Install Command Generator'},
] as const;

const text = {
  zh: {
    nodeName: '节点名称',
    internalIP: '内网 IP',
    submit: '生成安装命令',
    ipv4: '请输入有效的 IPv4 地址，例如 192.168.0.11。',
    copyYaml: '复制内容',
    copyWrite: '复制写入文件命令',
    copied: '已复制',
    nas: 'NAS 挂载点',
    nfsServer: 'NFS 服务器地址',
    nfsPath: '共享目录',
    privacy: '不会发送到任何服务器',
    addNode: '添加网关节点',
    removeNode: (n: number) => `删除网关节点 ${n}`,
  },
  en: {
    nodeName: 'Node name',
    internalIP: 'Internal IP',
    submit: 'Generate install commands',
    ipv4: 'Enter a valid IPv4 address, such as 192.168.0.11.',
    copyYaml: 'Copy content',
    copyWrite: 'Copy write-to-file command',
    copied: 'Copied',
    nas: 'NAS mount target',
    nfsServer: 'NFS server address',
    nfsPath: 'Shared directory',
    privacy: 'nothing is sent to any server',
    addNode: 'Add a gateway node',
    removeNode: (n: number) => `Remove gateway node ${n}`,
  },
} as const;

/** Every request URL the page makes (to assert none leaves the site's origin). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

for (const {locale, prefix} of locales) {
  const t = text[locale];
  for (const [i, p] of pages.entries()) {
    // The phone project fills one generator's form: the four share the component.
    test.describe(`/${p.slug}/ (${locale})`, {tag: i === 0 ? '@phone' : []}, () => {
      test('renders its title and the form', async ({page}) => {
        await page.goto(`${prefix}/${p.slug}/`);
        await expect(page.getByRole('heading', {level: 1, name: p[locale]})).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(p[locale]));
        await expect(page.getByText(t.privacy)).toBeVisible();
        await expect(page.getByRole('button', {name: t.submit})).toBeVisible();
        // Nothing is generated before the form is filled in.
        await expect(page.getByTestId('values-yaml')).toHaveCount(0);
      });

      test('an invalid IP shows the message at the field', async ({page}) => {
        await page.goto(`${prefix}/${p.slug}/`);
        const ip = page.getByLabel(t.internalIP);
        await ip.fill('300.1.1.1');
        await ip.blur();
        await expect(ip).toHaveAttribute('aria-invalid', 'true');
        const errorId = (await ip.getAttribute('aria-describedby'))!.split(' ').pop()!;
        await expect(page.locator(`[id="${errorId}"]`)).toHaveText(t.ipv4);
        // Submitting keeps the output hidden and moves focus to the first invalid field.
        await page.getByRole('button', {name: t.submit}).click();
        await expect(page.getByLabel(t.nodeName)).toBeFocused();
        await expect(page.getByTestId('values-yaml')).toHaveCount(0);
        // Fixing it clears the message.
        await ip.fill('192.168.0.11');
        await expect(ip).not.toHaveAttribute('aria-invalid', 'true');
        // At least one gateway node: the last one cannot be removed; added ones can.
        const nodes = page.getByTestId('gateway-node');
        await expect(nodes).toHaveCount(1);
        await expect(nodes.first().getByRole('button', {name: t.removeNode(1)})).toBeDisabled();
        await page.getByRole('button', {name: t.addNode}).click();
        await expect(nodes).toHaveCount(2);
        await nodes
          .nth(1)
          .getByRole('button', {name: t.removeNode(2)})
          .click();
        await expect(nodes).toHaveCount(1);
      });

      test('a filled form produces values.yaml and commands that copy, with no outside request', async ({
        page,
        context,
        baseURL,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
        const requests = recordRequests(page);
        await page.goto(`${prefix}/${p.slug}/`);
        await page.getByLabel(t.nodeName).fill('node-1');
        await page.getByLabel(t.internalIP).fill('192.168.0.11');
        if (p.slug === 'ack') await page.getByLabel(t.nas).fill('abcd.cn-hangzhou.nas.aliyuncs.com:/');
        if (p.slug === 'cce' || p.slug === 'tke') {
          await page.getByLabel(t.nfsServer).fill('nfs.example.com');
          await page.getByLabel(t.nfsPath).fill('/share');
        }
        const password = `it's "$(reboot)" #x: {y}`;
        if (p.slug === 'helm') {
          // An external region database with a hostile password.
          await page.locator('input[name="ig-regionDatabaseMode"][value="custom"]').check();
          await page.locator('#ig-regionDatabase-host').fill('db.example.com');
          await page.locator('#ig-regionDatabase-username').fill('rainbond');
          await page.locator('#ig-regionDatabase-password').fill(password);
        }
        await page.getByRole('button', {name: t.submit}).click();

        const block = page.getByTestId('values-yaml');
        await expect(block).toBeVisible();
        const shown = (await block.locator('pre').textContent())!;
        const values = yaml.load(shown) as Values;
        expect(values.Cluster.gatewayIngressIPs).toBe('192.168.0.11');
        expect(values.Cluster.nodesForGateway).toEqual([
          {name: 'node-1', internalIP: '192.168.0.11', externalIP: '192.168.0.11'},
        ]);
        if (p.slug === 'ack')
          expect(values.Cluster.RWX).toMatchObject({
            type: 'aliyun',
            config: {server: 'abcd.cn-hangzhou.nas.aliyuncs.com:/'},
          });
        if (p.slug === 'cce' || p.slug === 'tke')
          expect(values['nfs-client-provisioner']).toMatchObject({nfs: {server: 'nfs.example.com', path: '/share'}});
        if (p.slug === 'helm')
          expect(values.Cluster.regionDatabase).toMatchObject({host: 'db.example.com', port: 3306, password});

        const commands = page.getByTestId('install-commands');
        await expect(
          commands.getByText('helm repo add rainbond https://openchart.goodrain.com/goodrain/rainbond'),
        ).toBeVisible();
        await expect(
          commands.getByText(
            'helm install rainbond rainbond/rainbond-cluster --version 5.11.1 -f values.yaml -n rbd-system',
          ),
        ).toBeVisible();

        // Copy values.yaml, then the write-to-file command, then one install command.
        const copyYaml = block.getByRole('button', {name: t.copyYaml});
        await copyYaml.click();
        await expect(block.getByRole('button', {name: t.copied})).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

        await block.getByRole('button', {name: t.copyWrite}).click();
        const heredoc = await page.evaluate(() => navigator.clipboard.readText());
        expect(heredoc).toBe(`cat > values.yaml <<'RAINBOND_VALUES_EOF'\n${shown}RAINBOND_VALUES_EOF\n`);

        await commands.getByRole('button').last().click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          'helm install rainbond rainbond/rainbond-cluster --version 5.11.1 -f values.yaml -n rbd-system',
        );

        const origin = new URL(baseURL!).origin;
        expect(requests.length).toBeGreaterThan(0);
        expect(requests.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:'))).toEqual([]);
      });
    });
  }
}
