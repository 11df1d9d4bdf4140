/**
 * The Helm install command generator used by /ack/, /cce/, /tke/ and /helm/.
 *
 * Plain, labelled HTML inputs rather than antd: the form needs nothing antd adds, and native
 * inputs keep the page light (no CSS-in-JS runtime, no layout shift, nothing to hydrate twice)
 * and accessible (label, aria-invalid, aria-describedby on every field).
 * Everything is computed in the browser by src/data/installGenerator.ts; nothing is sent.
 */
import React, {useMemo, useRef, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import CopyCommand from '@site/src/components/CopyCommand';
import {
  PROVIDERS,
  generateInstall,
  initialInstallForm,
  validateInstallForm,
  type Choice as ChoiceValue,
  type DatabaseForm,
  type InstallForm,
  type ProviderId,
  type StorageMode,
} from '@site/src/data/installGenerator';
import {Choice, Field, fieldId} from './Fields';
import CopyBlock from './CopyBlock';
import {errorMessage, providerServices, spaceHanLatin, storageModeLabel} from './messages';
import styles from './styles.module.css';

type Props = {provider: ProviderId};

const optionalLabel = () => translate({id: 'installGenerator.field.optional', message: '（选填）'});

export default function InstallGenerator({provider}: Props): ReactNode {
  const config = PROVIDERS[provider];
  const ex = config.examples;
  const services = providerServices(provider);
  const [form, setForm] = useState<InstallForm>(() => initialInstallForm(provider));
  const [gatewayMode, setGatewayMode] = useState<ChoiceValue>('builtin');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const outputRef = useRef<HTMLElement>(null);

  /** The address field only counts when the visitor chose to give one. */
  const effective = useMemo<InstallForm>(
    () => (gatewayMode === 'custom' ? form : {...form, gatewayIngressIP: ''}),
    [form, gatewayMode],
  );
  const errors = useMemo(() => validateInstallForm(effective, provider), [effective, provider]);
  const valid = Object.keys(errors).length === 0;
  const output = useMemo(() => (submitted && valid ? generateInstall(effective) : null), [submitted, valid, effective]);

  const update = (fn: (draft: InstallForm) => void) =>
    setForm((prev) => {
      const next = structuredClone(prev);
      fn(next);
      return next;
    });
  const touch = (path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  const errorAt = (path: string) => (submitted || touched.has(path)) && errors[path] ? errorMessage(errors[path]) : undefined;
  const common = {onBlur: touch};

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const first = Object.keys(errors)[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
    } else {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.requestAnimationFrame(() => outputRef.current?.scrollIntoView({behavior: smooth ? 'smooth' : 'auto', block: 'start'}));
    }
  };

  const builtinOrCustom = (builtin: string, custom: string) => [
    {value: 'builtin' as const, label: builtin},
    {value: 'custom' as const, label: custom},
  ];
  const customLabel = translate({id: 'installGenerator.choice.custom', message: '配置我自己的'});

  const databaseFields = (key: 'regionDatabase' | 'uiDatabase', db: DatabaseForm) => {
    const set = (field: keyof DatabaseForm) => (v: string) =>
      update((f) => {
        (f[key] as Record<string, string>)[field] = v;
      });
    return (
      <div className={styles.grid}>
        <Field
          {...common}
          path={`${key}.host`}
          label={translate({id: 'installGenerator.db.host', message: '数据库地址'})}
          value={db.host}
          onChange={set('host')}
          placeholder={ex.dbHost}
          error={errorAt(`${key}.host`)}
        />
        <Field
          {...common}
          path={`${key}.port`}
          label={translate({id: 'installGenerator.db.port', message: '端口'})}
          value={db.port}
          onChange={set('port')}
          inputMode="numeric"
          placeholder="3306"
          error={errorAt(`${key}.port`)}
        />
        <Field
          {...common}
          path={`${key}.name`}
          label={translate({id: 'installGenerator.db.name', message: '库名'})}
          value={db.name}
          onChange={set('name')}
          error={errorAt(`${key}.name`)}
        />
        <Field
          {...common}
          path={`${key}.username`}
          label={translate({id: 'installGenerator.db.username', message: '用户名'})}
          value={db.username}
          onChange={set('username')}
          error={errorAt(`${key}.username`)}
        />
        <Field
          {...common}
          path={`${key}.password`}
          type="password"
          autoComplete="new-password"
          label={translate({id: 'installGenerator.db.password', message: '密码'})}
          value={db.password}
          onChange={set('password')}
          error={errorAt(`${key}.password`)}
        />
      </div>
    );
  };

  return (
    <div className={styles.generator}>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="ig-form-title">
        <Heading as="h2" id="ig-form-title" className={styles.formTitle}>
          <Translate id="installGenerator.form.title">填写集群信息</Translate>
        </Heading>
        <p className={styles.privacy}>
          <Translate id="installGenerator.form.privacy">
            所有内容只在你的浏览器中计算，不会发送到任何服务器，密码也不例外。
          </Translate>
        </p>

        {/* Gateway */}
        <section className={styles.section} aria-labelledby="ig-gateway">
          <Heading as="h3" id="ig-gateway" className={styles.sectionTitle}>
            <Translate id="installGenerator.gateway.title">网关</Translate>
          </Heading>
          <p className={styles.sectionIntro}>
            {spaceHanLatin(
              translate(
                {
                  id: 'installGenerator.gateway.intro',
                  message:
                    '网关节点运行 rbd-gateway，承接平台与应用的全部入口流量，节点上的 80、443、6060、6443、7070、8443 端口必须空闲。如果网关前面有{lb}，把它的地址作为对外地址。',
                },
                {lb: services.lb},
              ),
            )}
          </p>
          <Choice
            name="gatewayMode"
            legend={translate({id: 'installGenerator.gateway.address', message: '对外地址'})}
            value={gatewayMode}
            onChange={setGatewayMode}
            options={[
              {value: 'builtin', label: translate({id: 'installGenerator.gateway.useNode', message: '使用第一个网关节点的地址'})},
              {
                value: 'custom',
                label: spaceHanLatin(translate({id: 'installGenerator.gateway.useLb', message: '填写{lb}的地址'}, {lb: services.lb})),
              },
            ]}
          />
          {gatewayMode === 'custom' && (
            <Field
              {...common}
              path="gatewayIngressIP"
              label={translate({id: 'installGenerator.gateway.address', message: '对外地址'})}
              hint={translate({
                id: 'installGenerator.gateway.addressHint',
                message: '用户访问控制台（7070 端口）和应用时使用的 IPv4 地址。',
              })}
              value={form.gatewayIngressIP}
              onChange={(v) => update((f) => void (f.gatewayIngressIP = v))}
              placeholder={ex.gatewayIngressIP}
              error={errorAt('gatewayIngressIP')}
            />
          )}
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>
              <Translate id="installGenerator.gateway.nodes">网关节点</Translate>
            </legend>
            <p className={styles.hint}>
              <Translate id="installGenerator.gateway.nodesHint">
                节点名称照抄 kubectl get node 的 NAME 列；没有公网 IP 的节点，外网 IP 留空即与内网 IP 相同。
              </Translate>
            </p>
            {form.gatewayNodes.map((node, i) => (
              <div
                key={i}
                className={styles.row}
                data-testid="gateway-node"
                role="group"
                aria-label={translate({id: 'installGenerator.gateway.nodeGroup', message: '网关节点 {n}'}, {n: i + 1})}>
                <Field
                  {...common}
                  path={`gatewayNodes.${i}.name`}
                  label={translate({id: 'installGenerator.node.name', message: '节点名称'})}
                  value={node.name}
                  onChange={(v) => update((f) => void (f.gatewayNodes[i].name = v))}
                  placeholder={ex.nodeName}
                  error={errorAt(`gatewayNodes.${i}.name`)}
                />
                <Field
                  {...common}
                  path={`gatewayNodes.${i}.internalIP`}
                  label={translate({id: 'installGenerator.node.internalIP', message: '内网 IP'})}
                  value={node.internalIP}
                  inputMode="decimal"
                  onChange={(v) => update((f) => void (f.gatewayNodes[i].internalIP = v))}
                  placeholder={ex.nodeIP}
                  error={errorAt(`gatewayNodes.${i}.internalIP`)}
                />
                <Field
                  {...common}
                  path={`gatewayNodes.${i}.externalIP`}
                  label={translate({id: 'installGenerator.node.externalIP', message: '外网 IP'})}
                  optional={optionalLabel()}
                  value={node.externalIP}
                  inputMode="decimal"
                  onChange={(v) => update((f) => void (f.gatewayNodes[i].externalIP = v))}
                  error={errorAt(`gatewayNodes.${i}.externalIP`)}
                />
                <button
                  type="button"
                  className={styles.remove}
                  disabled={form.gatewayNodes.length === 1}
                  aria-label={translate({id: 'installGenerator.gateway.removeNode', message: '删除网关节点 {n}'}, {n: i + 1})}
                  onClick={() => update((f) => void f.gatewayNodes.splice(i, 1))}>
                  <Translate id="installGenerator.node.remove">删除</Translate>
                </button>
              </div>
            ))}
            {errorAt('gatewayNodes') && <p className={styles.error}>{errorAt('gatewayNodes')}</p>}
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={() => update((f) => void f.gatewayNodes.push({name: '', internalIP: '', externalIP: ''}))}>
              <Translate id="installGenerator.gateway.addNode">添加网关节点</Translate>
            </button>
          </fieldset>
        </section>

        {/* Build nodes */}
        <section className={styles.section} aria-labelledby="ig-chaos">
          <Heading as="h3" id="ig-chaos" className={styles.sectionTitle}>
            <Translate id="installGenerator.chaos.title">构建节点</Translate>
          </Heading>
          <p className={styles.sectionIntro}>
            <Translate id="installGenerator.chaos.intro">
              构建服务 rbd-chaos 把源代码编译成镜像，会占用较多 CPU、内存和磁盘，可以把它固定在资源宽裕的节点上。
            </Translate>
          </p>
          <Choice
            name="chaosMode"
            legend={translate({id: 'installGenerator.chaos.title', message: '构建节点'})}
            value={form.chaos.mode}
            onChange={(v) => update((f) => void (f.chaos.mode = v))}
            options={builtinOrCustom(
              translate({id: 'installGenerator.chaos.builtin', message: '不指定，由 Kubernetes 调度'}),
              translate({id: 'installGenerator.chaos.custom', message: '指定构建节点'}),
            )}
          />
          {form.chaos.mode === 'custom' && (
            <div className={styles.list}>
              {form.chaos.nodes.map((name, i) => (
                <div key={i} className={styles.listRow}>
                  <Field
                    {...common}
                    path={`chaos.nodes.${i}`}
                    label={translate({id: 'installGenerator.node.name', message: '节点名称'})}
                    value={name}
                    onChange={(v) => update((f) => void (f.chaos.nodes[i] = v))}
                    placeholder={ex.nodeName}
                    error={errorAt(`chaos.nodes.${i}`)}
                  />
                  <button
                    type="button"
                    className={styles.remove}
                    disabled={form.chaos.nodes.length === 1}
                    aria-label={translate({id: 'installGenerator.chaos.removeNode', message: '删除构建节点 {n}'}, {n: i + 1})}
                    onClick={() => update((f) => void f.chaos.nodes.splice(i, 1))}>
                    <Translate id="installGenerator.node.remove">删除</Translate>
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button--sm button--outline button--primary"
                onClick={() => update((f) => void f.chaos.nodes.push(''))}>
                <Translate id="installGenerator.chaos.addNode">添加构建节点</Translate>
              </button>
            </div>
          )}
        </section>

        {/* Storage */}
        <section className={styles.section} aria-labelledby="ig-storage">
          <Heading as="h3" id="ig-storage" className={styles.sectionTitle}>
            <Translate id="installGenerator.storage.title">存储</Translate>
          </Heading>
          <p className={styles.sectionIntro}>
            <Translate id="installGenerator.storage.intro">
              平台需要一种多节点共享读写（RWX）的存储，存放应用数据和构建缓存；块存储（RWO）用于单节点读写的数据卷。
            </Translate>
          </p>
          <Choice<StorageMode>
            name="storageMode"
            legend={translate({id: 'installGenerator.storage.title', message: '存储'})}
            value={form.storage.mode}
            onChange={(v) => update((f) => void (f.storage.mode = v))}
            options={config.storageModes.map((m) => ({value: m, label: storageModeLabel(m, provider)}))}
          />
          {form.storage.mode === 'aliyunNas' && (
            <Field
              {...common}
              path="storage.nasServer"
              label={translate({id: 'installGenerator.storage.nasServer', message: 'NAS 挂载点'})}
              hint={translate({
                id: 'installGenerator.storage.nasHint',
                message: '在 NAS 控制台复制与集群同一 VPC 的挂载点地址，保留末尾的 “:/”。Rainbond 会自动部署 NAS 的 CSI 插件。',
              })}
              value={form.storage.nasServer}
              onChange={(v) => update((f) => void (f.storage.nasServer = v))}
              placeholder={ex.nasServer}
              error={errorAt('storage.nasServer')}
            />
          )}
          {form.storage.mode === 'nfs' && (
            <div className={styles.grid}>
              <Field
                {...common}
                path="storage.nfsServer"
                label={translate({id: 'installGenerator.storage.nfsServer', message: 'NFS 服务器地址'})}
                hint={translate({
                  id: 'installGenerator.storage.nfsHint',
                  message: '只填主机部分，目录写在右侧。Chart 会部署 nfs-client-provisioner，创建名为 nfs-client 的 StorageClass。',
                })}
                value={form.storage.nfsServer}
                onChange={(v) => update((f) => void (f.storage.nfsServer = v))}
                placeholder={ex.nfsServer}
                error={errorAt('storage.nfsServer')}
              />
              <Field
                {...common}
                path="storage.nfsPath"
                label={translate({id: 'installGenerator.storage.nfsPath', message: '共享目录'})}
                value={form.storage.nfsPath}
                onChange={(v) => update((f) => void (f.storage.nfsPath = v))}
                placeholder={ex.nfsPath}
                error={errorAt('storage.nfsPath')}
              />
            </div>
          )}
          {form.storage.mode === 'storageClass' && (
            <div className={styles.grid}>
              <Field
                {...common}
                path="storage.rwxStorageClass"
                label={translate({id: 'installGenerator.storage.rwx', message: 'RWX StorageClass'})}
                hint={translate({
                  id: 'installGenerator.storage.rwxHint',
                  message: '支持多节点读写的 StorageClass 名称，可用 kubectl get storageclass 查看。',
                })}
                value={form.storage.rwxStorageClass}
                onChange={(v) => update((f) => void (f.storage.rwxStorageClass = v))}
                placeholder={ex.storageClass}
                error={errorAt('storage.rwxStorageClass')}
              />
              <Field
                {...common}
                path="storage.rwoStorageClass"
                label={translate({id: 'installGenerator.storage.rwo', message: 'RWO StorageClass'})}
                optional={optionalLabel()}
                hint={translate({id: 'installGenerator.storage.rwoHint', message: '留空则与 RWX 使用同一个 StorageClass。'})}
                value={form.storage.rwoStorageClass}
                onChange={(v) => update((f) => void (f.storage.rwoStorageClass = v))}
                error={errorAt('storage.rwoStorageClass')}
              />
            </div>
          )}
        </section>

        {/* Databases */}
        <section className={styles.section} aria-labelledby="ig-db">
          <Heading as="h3" id="ig-db" className={styles.sectionTitle}>
            <Translate id="installGenerator.db.title">数据库</Translate>
          </Heading>
          <p className={styles.sectionIntro}>
            {spaceHanLatin(
              translate(
                {
                  id: 'installGenerator.db.intro',
                  message:
                    'Rainbond 使用两个 MySQL 库：集群端的 region 和控制台的 console。默认由平台自带的 rbd-db 提供；改用{db}时，请先建好这两个库，并给账号授予全部权限。',
                },
                {db: services.db},
              ),
            )}
          </p>
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>
              <Translate id="installGenerator.db.region">集群端数据库（region）</Translate>
            </legend>
            <Choice
              name="regionDatabaseMode"
              legend={translate({id: 'installGenerator.db.region', message: '集群端数据库（region）'})}
              value={form.regionDatabase.mode}
              onChange={(v) => update((f) => void (f.regionDatabase.mode = v))}
              options={builtinOrCustom(translate({id: 'installGenerator.db.builtin', message: '使用内置数据库 rbd-db'}), customLabel)}
            />
            {form.regionDatabase.mode === 'custom' && databaseFields('regionDatabase', form.regionDatabase)}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>
              <Translate id="installGenerator.db.console">控制台数据库（console）</Translate>
            </legend>
            <Choice
              name="uiDatabaseMode"
              legend={translate({id: 'installGenerator.db.console', message: '控制台数据库（console）'})}
              value={form.uiDatabase.mode}
              onChange={(v) => update((f) => void (f.uiDatabase.mode = v))}
              options={builtinOrCustom(translate({id: 'installGenerator.db.builtin', message: '使用内置数据库 rbd-db'}), customLabel)}
            />
            {form.uiDatabase.mode === 'custom' && databaseFields('uiDatabase', form.uiDatabase)}
          </fieldset>
        </section>

        {/* Image registry */}
        <section className={styles.section} aria-labelledby="ig-hub">
          <Heading as="h3" id="ig-hub" className={styles.sectionTitle}>
            <Translate id="installGenerator.hub.title">镜像仓库</Translate>
          </Heading>
          <p className={styles.sectionIntro}>
            {spaceHanLatin(
              translate(
                {
                  id: 'installGenerator.hub.intro',
                  message: '构建出的应用镜像默认推送到平台自带的 rbd-hub（集群内域名 goodrain.me）。也可以改用{registry}。',
                },
                {registry: services.registry},
              ),
            )}
          </p>
          <Choice
            name="imageHubMode"
            legend={translate({id: 'installGenerator.hub.title', message: '镜像仓库'})}
            value={form.imageHub.mode}
            onChange={(v) => update((f) => void (f.imageHub.mode = v))}
            options={builtinOrCustom(translate({id: 'installGenerator.hub.builtin', message: '使用内置仓库 rbd-hub'}), customLabel)}
          />
          {form.imageHub.mode === 'custom' && (
            <div className={styles.grid}>
              <Field
                {...common}
                path="imageHub.domain"
                label={translate({id: 'installGenerator.hub.domain', message: '仓库地址'})}
                value={form.imageHub.domain}
                onChange={(v) => update((f) => void (f.imageHub.domain = v))}
                placeholder={ex.registry}
                error={errorAt('imageHub.domain')}
              />
              <Field
                {...common}
                path="imageHub.namespace"
                label={translate({id: 'installGenerator.hub.namespace', message: '命名空间或项目'})}
                value={form.imageHub.namespace}
                onChange={(v) => update((f) => void (f.imageHub.namespace = v))}
                error={errorAt('imageHub.namespace')}
              />
              <Field
                {...common}
                path="imageHub.username"
                label={translate({id: 'installGenerator.hub.username', message: '用户名'})}
                value={form.imageHub.username}
                onChange={(v) => update((f) => void (f.imageHub.username = v))}
                error={errorAt('imageHub.username')}
              />
              <Field
                {...common}
                path="imageHub.password"
                type="password"
                autoComplete="new-password"
                label={translate({id: 'installGenerator.hub.password', message: '密码'})}
                value={form.imageHub.password}
                onChange={(v) => update((f) => void (f.imageHub.password = v))}
                error={errorAt('imageHub.password')}
              />
            </div>
          )}
        </section>

        {/* Etcd */}
        <section className={styles.section} aria-labelledby="ig-etcd">
          <Heading as="h3" id="ig-etcd" className={styles.sectionTitle}>
            <Translate id="installGenerator.etcd.title">Etcd</Translate>
          </Heading>
          <p className={styles.sectionIntro}>
            <Translate id="installGenerator.etcd.intro">
              默认在 rbd-system 中运行平台自己的 rbd-etcd。高可用部署可以接入已有的 Etcd 集群，它的 TLS 证书放在同一命名空间的 Secret 里。
            </Translate>
          </p>
          <Choice
            name="etcdMode"
            legend={translate({id: 'installGenerator.etcd.title', message: 'Etcd'})}
            value={form.etcd.mode}
            onChange={(v) => update((f) => void (f.etcd.mode = v))}
            options={builtinOrCustom(translate({id: 'installGenerator.etcd.builtin', message: '使用内置 Etcd'}), customLabel)}
          />
          {form.etcd.mode === 'custom' && (
            <div className={styles.list}>
              {form.etcd.endpoints.map((endpoint, i) => (
                <div key={i} className={styles.listRow}>
                  <Field
                    {...common}
                    path={`etcd.endpoints.${i}`}
                    label={translate({id: 'installGenerator.etcd.endpoint', message: 'Etcd 地址'})}
                    value={endpoint}
                    onChange={(v) => update((f) => void (f.etcd.endpoints[i] = v))}
                    placeholder="192.168.0.21:2379"
                    error={errorAt(`etcd.endpoints.${i}`)}
                  />
                  <button
                    type="button"
                    className={styles.remove}
                    disabled={form.etcd.endpoints.length === 1}
                    aria-label={translate({id: 'installGenerator.etcd.removeEndpoint', message: '删除 Etcd 地址 {n}'}, {n: i + 1})}
                    onClick={() => update((f) => void f.etcd.endpoints.splice(i, 1))}>
                    <Translate id="installGenerator.node.remove">删除</Translate>
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button--sm button--outline button--primary"
                onClick={() => update((f) => void f.etcd.endpoints.push(''))}>
                <Translate id="installGenerator.etcd.addEndpoint">添加 Etcd 地址</Translate>
              </button>
              <Field
                {...common}
                path="etcd.secretName"
                label={translate({id: 'installGenerator.etcd.secretName', message: 'TLS 证书 Secret 名称'})}
                hint={translate({
                  id: 'installGenerator.etcd.secretHint',
                  message: 'Secret 中的键名固定为 ca-file、cert-file、key-file；生成结果里附有创建它的命令。',
                })}
                value={form.etcd.secretName}
                onChange={(v) => update((f) => void (f.etcd.secretName = v))}
                error={errorAt('etcd.secretName')}
              />
            </div>
          )}
        </section>

        <div className={styles.submit}>
          <button type="submit" className="button button--primary button--lg">
            <Translate id="installGenerator.form.submit">生成安装命令</Translate>
          </button>
          {submitted && !valid && (
            <p className={styles.error} role="alert">
              <Translate id="installGenerator.form.invalid">还有字段需要修改，原因已标注在对应字段下方。</Translate>
            </p>
          )}
        </div>
      </form>

      <section ref={outputRef} className={styles.output} aria-labelledby="ig-output" aria-live="polite">
        <Heading as="h2" id="ig-output" className={styles.formTitle}>
          <Translate id="installGenerator.output.title">安装命令</Translate>
        </Heading>
        {!output ? (
          <p className={styles.placeholder}>
            <Translate id="installGenerator.output.empty">填好上方表单并点击“生成安装命令”，values.yaml 和安装命令会显示在这里。</Translate>
          </p>
        ) : (
          <ol className={styles.steps}>
            {output.etcdSecretCommand && (
              <li>
                <p>
                  <Translate id="installGenerator.output.etcdSecret">
                    创建存放 Etcd 证书的 Secret（证书路径以你的集群为准）：
                  </Translate>
                </p>
                <CopyBlock
                  title="kubectl"
                  code={output.etcdSecretCommand}
                  testId="etcd-secret"
                  actions={[{label: translate({id: 'copyCommand.copy', message: '复制', description: 'Copy button'}), text: output.etcdSecretCommand}]}
                />
              </li>
            )}
            <li>
              <p>
                <Translate id="installGenerator.output.values">
                  在操作机上保存 values.yaml：可以复制内容自行保存，也可以复制“写入文件”命令直接在终端执行。
                </Translate>
              </p>
              <CopyBlock
                title="values.yaml"
                code={output.valuesYaml}
                testId="values-yaml"
                actions={[
                  {label: translate({id: 'installGenerator.output.copyYaml', message: '复制内容'}), text: output.valuesYaml},
                  {
                    label: translate({id: 'installGenerator.output.copyWrite', message: '复制写入文件命令'}),
                    text: output.writeValuesCommand,
                  },
                ]}
              />
            </li>
            <li>
              <p>
                <Translate id="installGenerator.output.commands">在 values.yaml 所在目录依次执行：</Translate>
              </p>
              <div className={styles.commands} data-testid="install-commands">
                {output.commands.map((c) => (
                  <CopyCommand key={c} command={c} />
                ))}
              </div>
            </li>
            <li>
              <p>
                <Translate id="installGenerator.output.watch">
                  用 watch kubectl get pod -n rbd-system 观察进度，rbd-app-ui 开头的 Pod 进入 Running 后，访问对外地址的 7070 端口即可打开控制台。
                </Translate>
              </p>
            </li>
          </ol>
        )}
      </section>
    </div>
  );
}
