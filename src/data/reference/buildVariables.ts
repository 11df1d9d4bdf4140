/**
 * The source-build variables of Rainbond 5.11.1, one entry per variable and language: the console setting that
 * writes it (rainbond-ui's CodeBuildConfig forms) with the value the form preselects and the values it offers
 * (the language versions), the value detection writes (rainbond builder/parser), and what the builder
 * (goodrain/builder at 8a96270) does when the variable is unset. Variables the forms do not show are here too,
 * with the builder script that reads them. Rendered by ReferenceList's BuildVariableTable (by console section
 * on the build settings page, by language on the language pages) and BuildVersionTable; no page holds a
 * hand-written copy.
 */
import {src, type Localized, type Source} from './types';

/** The sections of the build settings page (its heading ids). */
export type BuildSection = 'java' | 'python-php-static' | 'nodejs' | 'golang-netcore';

/** The language pages (and `common`: the variables of every source type). */
export type BuildLanguage =
  | 'common'
  | 'java-maven'
  | 'java-jar'
  | 'java-war'
  | 'java-gradle'
  | 'java-multi-module'
  | 'python'
  | 'php'
  | 'nodejs'
  | 'nodejs-static'
  | 'golang'
  | 'netcore'
  | 'static';

export type BuildVariable = {
  id: string;
  /** The section of the build settings page that shows it (only settings of the console forms). */
  section?: BuildSection;
  /** The language pages that list it. */
  languages?: BuildLanguage[];
  /** The setting as the console labels it, with the language or project type it applies to. */
  label: Localized;
  /** The form item as the console names it (zh-CN and en-US locale); absent: the forms do not show it. */
  form?: Localized;
  /** The environment variable the setting is stored in. */
  variable: string;
  /** The value the console form preselects (empty: none). */
  consoleDefault: string;
  /** The values the console offers, in the console's order. */
  options?: string[];
  /** The value detection writes when it creates the component. */
  detected?: Localized;
  /** What the build does when the variable is unset (never saved, not detected). */
  unset?: Localized;
  note?: Localized;
  /** Where the console form, or (without a form) the code that reads the variable, is. */
  source: Source;
  /** The code that gives `detected` and `unset`, when not the source (detection's file first when both differ). */
  builderSource?: Source | Source[];
  /** On the language pages' version tables: the item it chooses the version of. */
  version?: Localized;
};

const ui = (lang: string) => src('goodrain/rainbond-ui', `src/components/CodeBuildConfig/${lang}/index.js`);
const builder = (file: string) => src('goodrain/builder', file);
const rainbond = (file: string) => src('goodrain/rainbond', file);
const runtimes = builder('pre-compile/lib/runtimes.sh');
const procfile = builder('pre-compile/lib/procfile.sh');
const detection = rainbond('builder/parser/source_code.go');
const multiModule = rainbond('builder/parser/code/multisvc/maven.go');
const nodeBinaries = builder('buildpacks/heroku-buildpack-nodejs/lib/binaries.sh');
const mavenScript = builder('buildpacks/heroku-buildpack-java/lib/maven.sh');
const netcoreBuild = rainbond('builder/build/netcore_build.go');

const JAVA: BuildLanguage[] = ['java-maven', 'java-jar', 'java-war', 'java-gradle'];
const NODE: BuildLanguage[] = ['nodejs', 'nodejs-static'];

/** The form labels shared by several forms (rainbond-ui locale keys componentOverview.body.*). */
const FORM = {
  noCache: {zh: '禁用缓存', en: 'Disable cache'},
  start: {zh: '启动命令', en: 'Start command'},
  mavenOpts: {zh: 'Maven构建参数', en: 'Maven build Parameters'},
  mavenGoals: {zh: 'Maven构建命令', en: 'Maven build commands'},
} satisfies Record<string, Localized>;

const PROCFILE_DETECTED: Localized = {zh: '代码目录中 Procfile 的全文', en: 'the whole Procfile of the code directory'};

export const buildVariables: BuildVariable[] = [
  // Every source type.
  {
    id: 'no-cache',
    languages: ['common', ...JAVA, 'python', 'php', ...NODE, 'golang', 'netcore', 'static'],
    label: {zh: '禁用缓存（所有语言）', en: 'Disable cache (every language)'},
    form: FORM.noCache,
    variable: 'BUILD_NO_CACHE',
    consoleDefault: '',
    unset: {zh: '复用该组件的构建缓存', en: "the component's build cache is reused"},
    note: {
      zh: '变量存在（值不论）时，每次构建前清空该组件的构建缓存和拉取的代码，工具与依赖全部重新下载',
      en: "while the variable exists (whatever its value) every build first empties the component's build cache and fetched code, and downloads tools and dependencies again",
    },
    source: ui('java-jdk'),
    builderSource: rainbond('builder/exector/build_from_sourcecode_run.go'),
  },
  {
    id: 'reparse',
    languages: ['common'],
    label: {zh: '重新识别语言（所有语言）', en: 'Detect the language again (every language)'},
    variable: 'BUILD_REPARSE',
    consoleDefault: '',
    unset: {zh: '沿用创建时识别的语言', en: 'the language detected at creation is kept'},
    note: {
      zh: '变量存在时每次构建前重新识别语言；5.11.1 要求代码目录有 rainbondfile，否则构建失败；版本等其他变量不随之刷新',
      en: 'while the variable exists every build detects the language again; 5.11.1 needs a rainbondfile in the code directory or the build fails; versions and other variables are not refreshed',
    },
    source: rainbond('builder/exector/build_from_sourcecode_run.go'),
  },
  {
    id: 'procfile',
    languages: ['common'],
    label: {zh: '启动命令（所有语言）', en: 'Start command (every language)'},
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {
      zh: '按语言生成或读取 Procfile，见各语言页',
      en: 'generated, or read from the Procfile, per language: see the language pages',
    },
    note: {zh: 'Procfile 写法，如 `web: bin/server`', en: 'Procfile syntax, e.g. `web: bin/server`'},
    source: detection,
    builderSource: procfile,
  },
  {
    id: 'runtimes',
    languages: ['common'],
    label: {zh: '语言版本（所有语言）', en: 'Language version (every language)'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: '',
    detected: {
      zh: '代码中声明的版本（`runtime.txt`、`engines.node`、`require.php`、`system.properties`）',
      en: 'the version the code declares (`runtime.txt`, `engines.node`, `require.php`, `system.properties`)',
    },
    unset: {zh: '各语言的默认版本，见各语言页', en: "each language's default version: see the language pages"},
    source: runtimes,
  },
  {
    id: 'runtimes-server',
    languages: ['common'],
    label: {zh: 'Web 服务器（部分语言）', en: 'Web server (some languages)'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: '',
    unset: {zh: '各语言的默认服务器，见各语言页', en: "each language's default server: see the language pages"},
    note: {
      zh: 'War 包的 Tomcat/Jetty，PHP、静态网站和前端项目的 Apache/Nginx',
      en: 'Tomcat/Jetty for a War, Apache/Nginx for PHP, static sites and front-end projects',
    },
    source: procfile,
  },
  {
    id: 'package-tool',
    languages: ['common', ...NODE],
    label: {zh: '包管理器（Node.js）', en: 'Package manager (Node.js)'},
    variable: 'BUILD_PACKAGE_TOOL',
    consoleDefault: '',
    options: ['npm', 'yarn'],
    detected: {
      zh: '`npm`，创建时以检测页上的选择为准',
      en: '`npm`; the choice on the detection page is what is saved at creation',
    },
    note: {
      zh: '构建前删掉另一个工具的锁文件，缺少所选工具的锁文件时建一个空的',
      en: "before the build the other tool's lock file is deleted, and an empty one is made for the chosen tool if missing",
    },
    source: rainbond('builder/build/code_build.go'),
    builderSource: rainbond('builder/parser/code/runtime.go'),
  },
  {
    id: 'docker-arg',
    languages: ['common'],
    label: {zh: 'ARG 参数（Dockerfile）', en: 'ARG parameters (Dockerfile)'},
    variable: 'BUILD_ARG_<ARG>',
    consoleDefault: '',
    detected: {zh: 'Dockerfile 中每个 `ARG` 及其默认值', en: 'each `ARG` of the Dockerfile with its default value'},
    note: {zh: '只对 Dockerfile 项目生成', en: 'made for Dockerfile projects only'},
    source: detection,
  },

  // Java: JDK (Maven, Jar, War, Gradle).
  {
    id: 'java-jdk-type',
    section: 'java',
    languages: JAVA,
    label: {zh: 'JDK 类型（Java）', en: 'JDK type (Java)'},
    form: {zh: 'JDK类型', en: 'JDK type'},
    variable: 'BUILD_ENABLE_ORACLEJDK',
    consoleDefault: 'OpenJDK',
    options: ['OpenJDK', 'Jdk'],
    unset: {zh: '用 OpenJDK', en: 'OpenJDK is used'},
    note: {
      zh: '选自定义 JDK（`Jdk`）时写入 `BUILD_ENABLE_ORACLEJDK=true`，并填写下载地址 `BUILD_ORACLEJDK_URL`',
      en: 'a custom JDK (`Jdk`) writes `BUILD_ENABLE_ORACLEJDK=true` and asks for its download address, `BUILD_ORACLEJDK_URL`',
    },
    source: ui('java-jdk'),
    builderSource: builder('buildpacks/jvm-common/bin/java'),
    version: {zh: '自定义 JDK', en: 'Custom JDK'},
  },
  {
    id: 'java-jdk-url',
    section: 'java',
    languages: JAVA,
    label: {zh: '自定义 JDK 下载地址（Java）', en: 'Custom JDK download address (Java)'},
    form: {zh: '自定义JDK下载路径', en: 'Custom JDK download path'},
    variable: 'BUILD_ORACLEJDK_URL',
    consoleDefault: '',
    note: {
      zh: '构建 Pod 能下载到的 `tar.gz` 格式 JDK，例如 OracleJDK',
      en: 'a JDK as a `tar.gz` the build pod can download, e.g. OracleJDK',
    },
    source: ui('java-jdk'),
    builderSource: builder('buildpacks/jvm-common/bin/java'),
  },
  {
    id: 'java-openjdk',
    section: 'java',
    languages: JAVA,
    label: {zh: 'OpenJDK 版本（Java）', en: 'OpenJDK version (Java)'},
    form: {zh: 'OpenJDK版本', en: 'OpenJDK version'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: '1.8',
    options: ['1.8', '1.6', '1.7', '1.9', '10', '11', '12', '13'],
    detected: {
      zh: 'Maven、Jar、War：`system.properties` 中的 `java.runtime.version`；Gradle 不写',
      en: 'Maven, Jar, War: `java.runtime.version` of `system.properties`; none for Gradle',
    },
    unset: {
      zh: '代码中 `system.properties` 的版本，没有该文件时 1.8',
      en: "the version in the code's `system.properties`, 1.8 without that file",
    },
    source: ui('java-jdk'),
    builderSource: runtimes,
    version: {zh: 'OpenJDK', en: 'OpenJDK'},
  },

  // Java: Maven.
  {
    id: 'java-maven-version',
    section: 'java',
    languages: ['java-maven'],
    label: {zh: 'Maven 版本（Maven）', en: 'Maven version (Maven)'},
    form: {zh: 'Maven版本', en: 'Maven version'},
    variable: 'BUILD_RUNTIMES_MAVEN',
    consoleDefault: '3.3.1',
    options: ['3.3.1', '3.0.5', '3.1.1', '3.2.5', '3.3.9', '3.5.4', '3.6.2'],
    unset: {zh: '3.3.9；JDK 为 1.6 时 3.2.5', en: '3.3.9; 3.2.5 with JDK 1.6'},
    source: ui('java-maven'),
    builderSource: runtimes,
    version: {zh: 'Maven', en: 'Maven'},
  },
  {
    id: 'java-web-server',
    section: 'java',
    languages: ['java-maven', 'java-war'],
    label: {zh: 'Web 服务器（Maven、War）', en: 'Web server (Maven, War)'},
    form: {zh: 'Web服务器版本', en: 'Web server version'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: 'tomcat85',
    options: ['tomcat85', 'tomcat7', 'tomcat8', 'tomcat9', 'jetty7', 'jetty9'],
    unset: {
      zh: '代码目录中 `webserver` 文件指定的运行器，没有时 Tomcat 8.5（`webapp-runner-8.5.38.0.jar`）',
      en: 'the runner named by a `webserver` file in the code directory, else Tomcat 8.5 (`webapp-runner-8.5.38.0.jar`)',
    },
    note: {zh: '只对打包为 War 的项目有效', en: 'only for projects packaged as a War'},
    source: ui('java-war'),
    builderSource: procfile,
    version: {zh: 'Web 服务器（仅 War）', en: 'Web server (War only)'},
  },
  {
    id: 'java-maven-setting',
    section: 'java',
    languages: ['java-maven'],
    label: {zh: 'Maven 配置（Maven）', en: 'Maven configuration (Maven)'},
    form: {zh: 'Maven配置', en: 'Maven configuration'},
    variable: 'BUILD_MAVEN_SETTING_NAME',
    consoleDefault: '',
    note: {
      zh: '预选平台的默认配置；rbd-chaos 据此挑选挂载哪份 `settings.xml`，不传进构建任务；配置在“管理 Maven 配置”中维护',
      en: 'preselects the platform\'s default configuration; rbd-chaos uses it to choose the `settings.xml` it mounts, it is not passed to the build job; configurations are kept under "Manage Maven configuration"',
    },
    source: ui('java-maven'),
  },
  {
    id: 'java-maven-opts',
    section: 'java',
    languages: ['java-maven'],
    label: {zh: 'Maven 构建参数（Maven）', en: 'Maven build parameters (Maven)'},
    form: FORM.mavenOpts,
    variable: 'BUILD_MAVEN_CUSTOM_OPTS',
    consoleDefault: '-DskipTests',
    unset: {zh: '`-DskipTests`', en: '`-DskipTests`'},
    note: {zh: '写在目标之前的 Maven 参数', en: 'Maven options placed before the goals'},
    source: ui('java-maven'),
    builderSource: mavenScript,
  },
  {
    id: 'java-maven-goals',
    section: 'java',
    languages: ['java-maven'],
    label: {zh: 'Maven 构建命令（Maven）', en: 'Maven build command (Maven)'},
    form: FORM.mavenGoals,
    variable: 'BUILD_MAVEN_CUSTOM_GOALS',
    consoleDefault: 'clean dependency:list install',
    unset: {zh: '`clean dependency:list install`', en: '`clean dependency:list install`'},
    note: {zh: 'Maven 要执行的目标', en: 'the goals Maven runs'},
    source: ui('java-maven'),
    builderSource: mavenScript,
  },
  {
    id: 'java-maven-java-opts',
    section: 'java',
    languages: ['java-maven'],
    label: {zh: 'Maven 构建 Java 参数（Maven）', en: 'Maven Java options (Maven)'},
    form: {zh: 'MAVEN构建Java参数配置', en: 'Maven builds Java parameter configuration'},
    variable: 'BUILD_MAVEN_JAVA_OPTS',
    consoleDefault: '-Xmx1024m',
    unset: {zh: '只有 `-Xmx1024m`', en: '`-Xmx1024m` alone'},
    note: {
      zh: '构建时 Maven 进程的 JVM 参数，接在构建器固定的 `-Xmx1024m` 之后；组件运行时的堆大小由 `JAVA_OPTS` 决定',
      en: "JVM options of the Maven process during the build, placed after the builder's fixed `-Xmx1024m`; the running component's heap follows `JAVA_OPTS`",
    },
    source: ui('java-maven'),
    builderSource: mavenScript,
  },
  {
    id: 'java-procfile',
    section: 'java',
    languages: ['java-maven'],
    label: {zh: '启动命令（Maven、Jar、War）', en: 'Start command (Maven, Jar, War)'},
    form: FORM.start,
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {
      zh: '代码中的 Procfile；没有时按 `pom.xml` 生成，如 Spring Boot 项目的 `web: java -Dserver.port=$PORT $JAVA_OPTS -jar target/*.jar`',
      en: "the code's Procfile; without one it is generated from `pom.xml`, e.g. `web: java -Dserver.port=$PORT $JAVA_OPTS -jar target/*.jar` for Spring Boot",
    },
    note: {
      zh: '为空时按项目类型生成，格式同 Procfile',
      en: 'generated from the project type when empty; Procfile syntax',
    },
    source: ui('java-maven'),
    builderSource: procfile,
  },
  {
    id: 'java-maven-mirror-disable',
    languages: ['java-maven'],
    label: {zh: '禁用 Maven 镜像（Maven）', en: 'Disable the Maven mirror (Maven)'},
    variable: 'BUILD_MAVEN_MIRROR_DISABLE',
    consoleDefault: '',
    unset: {zh: '加入镜像', en: 'the mirror is added'},
    note: {
      zh: '为 `true` 时不在 Maven 自带的 `settings.xml` 中加入镜像；5.11.1 的表单不显示这三个镜像变量，且只在没有挂载 Maven 配置时起作用',
      en: "`true` adds no mirror to Maven's own `settings.xml`; the 5.11.1 form does not show these three mirror variables, and they only matter when no Maven configuration is mounted",
    },
    source: builder('buildpacks/heroku-buildpack-java/lib/common.sh'),
    builderSource: rainbond('builder/build/code_build.go'),
  },
  {
    id: 'java-maven-mirror-of',
    languages: ['java-maven'],
    label: {zh: 'Maven 镜像 mirrorOf（Maven）', en: 'Maven mirror mirrorOf (Maven)'},
    variable: 'BUILD_MAVEN_MIRROR_OF',
    consoleDefault: '',
    unset: {zh: '`*`（所有仓库都经镜像下载）', en: '`*` (every repository goes through the mirror)'},
    note: {zh: '镜像代替哪些仓库，即 `<mirrorOf>`', en: 'which repositories the mirror stands for, its `<mirrorOf>`'},
    source: builder('buildpacks/heroku-buildpack-java/lib/common.sh'),
  },
  {
    id: 'java-maven-mirror-url',
    languages: ['java-maven'],
    label: {zh: 'Maven 镜像地址（Maven）', en: 'Maven mirror address (Maven)'},
    variable: 'BUILD_MAVEN_MIRROR_URL',
    consoleDefault: '',
    unset: {
      zh: '`http://maven.goodrain.me`（构建 Pod 内解析到 rbd-resource-proxy，它的配置只代理 `lang.goodrain.me`）',
      en: '`http://maven.goodrain.me` (resolved to rbd-resource-proxy in the build pod, whose configuration proxies only `lang.goodrain.me`)',
    },
    note: {zh: '镜像仓库的地址', en: "the mirror repository's address"},
    source: builder('buildpacks/heroku-buildpack-java/lib/common.sh'),
    builderSource: [
      rainbond('builder/exector/build_from_sourcecode_run.go'),
      rainbond('hack/contrib/docker/resource-proxy/resource-proxy.conf'),
    ],
  },
  {
    id: 'java-maven-settings-path',
    languages: ['java-maven'],
    label: {zh: '代码中的 settings.xml（Maven）', en: 'settings.xml in the code (Maven)'},
    variable: 'BUILD_MAVEN_SETTINGS_PATH',
    consoleDefault: '',
    note: {
      zh: '代码中 `settings.xml` 的路径，以 `/app` 开头，如 `/app/settings.xml`；挂载了 Maven 配置时 rbd-chaos 把它设为 `/etc/maven/setting.xml`',
      en: 'path of a `settings.xml` in the code, starting with `/app`, e.g. `/app/settings.xml`; with a Maven configuration mounted rbd-chaos sets it to `/etc/maven/setting.xml`',
    },
    source: mavenScript,
    builderSource: rainbond('builder/build/code_build.go'),
  },
  {
    id: 'java-maven-settings-url',
    languages: ['java-maven'],
    label: {zh: '下载 settings.xml（Maven）', en: 'Download settings.xml (Maven)'},
    variable: 'BUILD_MAVEN_SETTINGS_URL',
    consoleDefault: '',
    note: {
      zh: '从该地址下载 `settings.xml`；与 `BUILD_MAVEN_SETTINGS_PATH` 同时设置时以后者为准',
      en: 'a `settings.xml` is downloaded from this address; `BUILD_MAVEN_SETTINGS_PATH` wins when both are set',
    },
    source: mavenScript,
  },

  // Java: Jar, War, Gradle.
  {
    id: 'jar-procfile',
    languages: ['java-jar'],
    label: {zh: '启动命令（Jar）', en: 'Start command (Jar)'},
    form: FORM.start,
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {zh: '`web: java $JAVA_OPTS -jar ./*.jar`', en: '`web: java $JAVA_OPTS -jar ./*.jar`'},
    note: {
      zh: '从 Git、Svn 创建时检测要求代码中有 Procfile',
      en: 'created from Git or Svn, detection requires a Procfile in the code',
    },
    source: ui('java-jar'),
    builderSource: procfile,
  },
  {
    id: 'war-procfile',
    languages: ['java-war'],
    label: {zh: '启动命令（War）', en: 'Start command (War)'},
    form: FORM.start,
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {
      zh: '`web: java $JAVA_OPTS -jar ./webapp-runner.jar --port $PORT ./*.war`（Jetty 时为 `jetty-runner.jar`）',
      en: '`web: java $JAVA_OPTS -jar ./webapp-runner.jar --port $PORT ./*.war` (`jetty-runner.jar` with Jetty)',
    },
    source: ui('java-war'),
    builderSource: procfile,
  },
  {
    id: 'war-webserver-url',
    languages: ['java-war'],
    label: {zh: '自定义运行器（War）', en: 'Custom runner (War)'},
    variable: 'BUILD_WEBSERVER_URL',
    consoleDefault: '',
    unset: {
      zh: '从 `lang.goodrain.me` 下载所选的内置运行器',
      en: 'the chosen built-in runner is downloaded from `lang.goodrain.me`',
    },
    note: {
      zh: '从这个地址下载 webapp-runner，代替内置的版本',
      en: 'webapp-runner is downloaded from this address instead of the built-in one',
    },
    source: builder('buildpacks/goodrain-buildpack-java-war/lib/getrunner.sh'),
  },
  {
    id: 'gradle-task',
    languages: ['java-gradle'],
    label: {zh: 'Gradle 任务（Gradle）', en: 'Gradle task (Gradle)'},
    variable: 'BUILD_GRADLE_TASK',
    consoleDefault: '',
    unset: {
      zh: '按 `build.gradle` 选择：定义了 `task stage` 时 `stage`，Spring Boot 项目 `build -x test`，Ratpack 项目 `installDist -x test`，其他 `stage`',
      en: 'chosen from `build.gradle`: `stage` when it defines `task stage`, `build -x test` for Spring Boot, `installDist -x test` for Ratpack, `stage` otherwise',
    },
    note: {
      zh: '构建器执行 `./gradlew <任务>`；表单没有这一项，请在环境配置中添加',
      en: 'the builder runs `./gradlew <task>`; the form has no such item, add it under environment configuration',
    },
    source: builder('buildpacks/heroku-buildpack-gradle/bin/compile'),
  },
  {
    id: 'gradle-procfile',
    languages: ['java-gradle'],
    label: {zh: '启动命令（Gradle）', en: 'Start command (Gradle)'},
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {zh: '代码中的 Procfile；没有时不生成启动命令', en: "the code's Procfile; none is generated without it"},
    note: {
      zh: '表单没有这一项，请在环境配置中添加或修改',
      en: 'the form has no such item; add or change it under environment configuration',
    },
    source: detection,
  },

  // Java: Maven multi-module (one component per module).
  {
    id: 'multi-module-opts',
    languages: ['java-multi-module'],
    label: {zh: 'Maven 构建参数（多模块）', en: 'Maven build parameters (multi-module)'},
    form: FORM.mavenOpts,
    variable: 'BUILD_MAVEN_CUSTOM_OPTS',
    consoleDefault: '-DskipTests',
    detected: {zh: '`-DskipTests`', en: '`-DskipTests`'},
    note: {zh: '与单模块项目相同', en: 'as for a single-module project'},
    source: multiModule,
  },
  {
    id: 'multi-module-goals',
    languages: ['java-multi-module'],
    label: {zh: 'Maven 构建命令（多模块）', en: 'Maven build command (multi-module)'},
    form: FORM.mavenGoals,
    variable: 'BUILD_MAVEN_CUSTOM_GOALS',
    consoleDefault: '',
    detected: {
      zh: '`clean dependency:list install -pl <模块名称> -am`',
      en: '`clean dependency:list install -pl <module name> -am`',
    },
    note: {
      zh: '`-pl` 只构建这个模块，`-am` 同时构建它依赖的模块',
      en: '`-pl` builds this module only, `-am` also the modules it depends on',
    },
    source: multiModule,
  },
  {
    id: 'multi-module-procfile',
    languages: ['java-multi-module'],
    label: {zh: '启动命令（多模块）', en: 'Start command (multi-module)'},
    form: FORM.start,
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: {
      zh: 'Jar：`web: java $JAVA_OPTS -jar <模块名称>/target/<包文件>`；War：`web: java $JAVA_OPTS -jar /opt/webapp-runner.jar --port $PORT <模块名称>/target/<包文件>`',
      en: 'Jar: `web: java $JAVA_OPTS -jar <module name>/target/<package file>`; War: `web: java $JAVA_OPTS -jar /opt/webapp-runner.jar --port $PORT <module name>/target/<package file>`',
    },
    note: {zh: '包文件名从模块的 `pom.xml` 推断', en: "the package file name is inferred from the module's `pom.xml`"},
    source: multiModule,
  },

  // Python.
  {
    id: 'python-version',
    section: 'python-php-static',
    languages: ['python'],
    label: {zh: 'Python 版本（Python）', en: 'Python version (Python)'},
    form: {zh: 'Python版本', en: 'Python version'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: 'python-3.6.6',
    options: ['python-3.6.6', 'python-3.6.10', 'python-3.5.7', 'python-3.4.9', 'python-2.7.9', 'python-2.7.17'],
    detected: {zh: '代码中 `runtime.txt` 的内容', en: 'the content of `runtime.txt` in the code'},
    unset: {
      zh: '`runtime.txt` 的版本，没有该文件时 python-3.6.10',
      en: 'the version of `runtime.txt`, python-3.6.10 without that file',
    },
    source: ui('python'),
    builderSource: runtimes,
    version: {zh: 'Python', en: 'Python'},
  },
  {
    id: 'python-pip',
    section: 'python-php-static',
    languages: ['python'],
    label: {zh: 'Pypi 源（Python）', en: 'PyPI source (Python)'},
    form: {zh: 'Pypi源', en: 'Pypi source'},
    variable: 'BUILD_PIP_INDEX_URL',
    consoleDefault: 'https://pypi.tuna.tsinghua.edu.cn/simple',
    unset: {zh: '`https://mirrors.aliyun.com/pypi/simple/`', en: '`https://mirrors.aliyun.com/pypi/simple/`'},
    note: {
      zh: '安装依赖用的源；表单里的清华源只是预填，保存后才写入',
      en: "the index dependencies come from; the form's Tsinghua mirror is only prefilled and written once saved",
    },
    source: ui('python'),
    builderSource: builder('buildpacks/heroku-buildpack-python/bin/steps/pip-install'),
  },
  {
    id: 'python-collectstatic',
    languages: ['python'],
    label: {zh: '跳过 collectstatic（Python）', en: 'Skip collectstatic (Python)'},
    variable: 'BUILD_DISABLE_COLLECTSTATIC',
    consoleDefault: '',
    unset: {
      zh: 'Django 项目执行 `python manage.py collectstatic --noinput`',
      en: 'Django projects run `python manage.py collectstatic --noinput`',
    },
    note: {zh: '任意非空值（如 `1`）都会跳过', en: 'any non-empty value (e.g. `1`) skips it'},
    source: builder('buildpacks/heroku-buildpack-python/bin/steps/collectstatic'),
  },
  {
    id: 'python-procfile',
    languages: ['python'],
    label: {zh: '启动命令（Python）', en: 'Start command (Python)'},
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {
      zh: '代码中的 Procfile；没有时为 Django 或 Flask 入口生成 gunicorn 命令，两者都找不到时不生成',
      en: "the code's Procfile; without one a gunicorn command for a Django or Flask entry, none when neither is found",
    },
    source: procfile,
  },

  // PHP.
  {
    id: 'php-server',
    section: 'python-php-static',
    languages: ['php'],
    label: {zh: 'Web 服务器（PHP）', en: 'Web server (PHP)'},
    form: {zh: 'Web服务器支持', en: 'Web server support'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: 'apache',
    options: ['apache', 'nginx'],
    unset: {zh: 'apache', en: 'apache'},
    source: ui('php'),
    builderSource: procfile,
    version: {zh: 'Web 服务器', en: 'Web server'},
  },
  {
    id: 'php-version',
    section: 'python-php-static',
    languages: ['php'],
    label: {zh: 'PHP 版本（PHP）', en: 'PHP version (PHP)'},
    form: {zh: 'PHP版本', en: 'PHP version'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: '',
    options: ['5.6.35', '5.5.38', '7.0.29', '7.1.27', '7.2.16', '7.3.3'],
    detected: {
      zh: '由 `composer.json` 的 `require.php` 换算的版本',
      en: 'the version worked out from `require.php` of `composer.json`',
    },
    unset: {zh: '以 `composer.json` 为准', en: '`composer.json` decides'},
    note: {
      zh: '5.6.35 旁标着“默认”，但表单并不预选任何一项；选定后构建器把它写入 `composer.json` 的 `require.php`，不选时以 `composer.json` 为准',
      en: '5.6.35 is labelled as the default, yet the form preselects none; the builder writes a chosen version into `require.php` of `composer.json`, otherwise `composer.json` decides',
    },
    source: ui('php'),
    builderSource: runtimes,
    version: {zh: 'PHP', en: 'PHP'},
  },
  {
    id: 'php-hhvm',
    languages: ['php'],
    label: {zh: 'HHVM（PHP）', en: 'HHVM (PHP)'},
    variable: 'BUILD_RUNTIMES_HHVM',
    consoleDefault: '',
    detected: {zh: '`composer.json` 的 `require.hhvm`', en: '`require.hhvm` of `composer.json`'},
    note: {zh: '只在声明了 HHVM 时出现', en: 'present only when HHVM is declared'},
    source: runtimes,
  },
  {
    id: 'php-procfile',
    languages: ['php'],
    label: {zh: '启动命令（PHP）', en: 'Start command (PHP)'},
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {
      zh: '按 Web 服务器生成：`web: vendor/bin/heroku-php-apache2` 或 `web: vendor/bin/heroku-php-nginx`，代码中的 Procfile 被替换',
      en: 'generated for the web server: `web: vendor/bin/heroku-php-apache2` or `web: vendor/bin/heroku-php-nginx`, replacing a Procfile in the code',
    },
    source: procfile,
  },
  {
    id: 'static-server',
    section: 'python-php-static',
    languages: ['static'],
    label: {zh: 'Web 服务器（静态网站）', en: 'Web server (static site)'},
    form: {zh: 'Web服务器', en: 'Web server'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: 'nginx',
    options: ['nginx', 'apache'],
    detected: {zh: '`nginx`', en: '`nginx`'},
    unset: {zh: 'nginx', en: 'nginx'},
    source: ui('static'),
    builderSource: runtimes,
    version: {zh: 'Web 服务器', en: 'Web server'},
  },

  // Node.js and front-end projects.
  {
    id: 'node-version',
    section: 'nodejs',
    languages: NODE,
    label: {zh: 'Node 版本（Node.js）', en: 'Node version (Node.js)'},
    form: {zh: 'Node版本', en: 'Node version'},
    variable: 'BUILD_RUNTIMES',
    consoleDefault: '8.12.0',
    options: ['8.12.0', '4.9.1', '5.12.0', '6.14.4', '7.10.1', '8.9.3', '9.11.2', '10.13.0', '11.1.0', '16.15.0'],
    detected: {
      zh: '`package.json` 的 `engines.node`；以 `>`、`*`、`^` 开头的写法换成 `11.1.0`',
      en: '`engines.node` of `package.json`; a value starting with `>`, `*` or `^` becomes `11.1.0`',
    },
    unset: {zh: '10.x 的最新版本', en: 'the newest 10.x'},
    note: {
      zh: '值就是要安装的版本：构建器把它写进代码目录的 `runtime.txt`，照此下载 `node-v<值>`，所以必须是 `16.15.0` 这样的完整版本号，`16.x`、`~16.15` 之类的范围会导致下载失败（`engines.node` 只决定先解析哪个主版本）；表单的 8.12.0 只是预选，保存后才生效',
      en: "the value is the release installed: the builder writes it to `runtime.txt` in the code directory and downloads `node-v<value>`, so it must be a full version such as `16.15.0`; a range such as `16.x` or `~16.15` makes the download fail (`engines.node` only picks the major line resolved first); the form's 8.12.0 is only preselected and applies once saved",
    },
    source: ui('nodejs'),
    builderSource: [rainbond('builder/parser/code/runtime.go'), runtimes, nodeBinaries],
    version: {zh: 'Node', en: 'Node'},
  },
  {
    id: 'node-env',
    section: 'nodejs',
    languages: NODE,
    label: {zh: '运行环境（Node.js）', en: 'Runtime environment (Node.js)'},
    form: {zh: 'BUILD_NODE_ENV', en: 'BUILD_NODE_ENV'},
    variable: 'BUILD_NODE_ENV',
    consoleDefault: 'production',
    unset: {zh: '`production`', en: '`production`'},
    note: {zh: '构建时的 `NODE_ENV`', en: '`NODE_ENV` during the build'},
    source: ui('nodejs'),
    builderSource: builder('buildpacks/heroku-buildpack-nodejs/lib/environment.sh'),
  },
  {
    id: 'node-npm',
    section: 'nodejs',
    languages: NODE,
    label: {zh: 'NPM 镜像（Node.js）', en: 'NPM mirror (Node.js)'},
    form: {zh: 'NPM MIRROR_URL', en: 'NPM MIRROR_URL'},
    variable: 'BUILD_NPM_REGISTRY',
    consoleDefault: 'https://registry.npm.taobao.org',
    unset: {zh: '`https://registry.npm.taobao.org`', en: '`https://registry.npm.taobao.org`'},
    note: {zh: '`npm install` 使用的仓库', en: 'the registry `npm install` uses'},
    source: ui('nodejs'),
    builderSource: builder('buildpacks/heroku-buildpack-nodejs/lib/dependencies.sh'),
  },
  {
    id: 'node-yarn',
    section: 'nodejs',
    languages: NODE,
    label: {zh: 'YARN 镜像（Node.js）', en: 'YARN mirror (Node.js)'},
    form: {zh: 'YARN MIRROR_URL', en: 'YARN MIRROR_URL'},
    variable: 'BUILD_YARN_REGISTRY',
    consoleDefault: 'https://registry.npm.taobao.org',
    unset: {
      zh: '前端项目：`https://registry.npm.taobao.org`',
      en: 'front-end projects: `https://registry.npm.taobao.org`',
    },
    note: {
      zh: '`yarn install` 使用的仓库；只有前端项目的构建读取它，Node.js 后端项目的 `yarn install` 不带仓库参数',
      en: 'the registry `yarn install` uses; only front-end builds read it, the `yarn install` of Node.js back ends passes no registry',
    },
    source: ui('nodejs'),
    builderSource: builder('buildpacks/goodrain-buildpack-nodestatic/lib/dependencies.sh'),
  },
  {
    id: 'node-build-cmd',
    section: 'nodejs',
    languages: ['nodejs-static'],
    label: {zh: '构建命令（Node.js 前端项目）', en: 'Build command (Node.js front end)'},
    form: {zh: '构建命令', en: 'Build command'},
    variable: 'BUILD_NODE_BUILD_CMD',
    consoleDefault: '',
    unset: {zh: '`npm run build`，用 yarn 时 `yarn run build`', en: '`npm run build`, `yarn run build` with yarn'},
    source: ui('nodejs'),
    builderSource: builder('buildpacks/goodrain-buildpack-nodestatic/bin/compile'),
  },
  {
    id: 'node-procfile',
    section: 'nodejs',
    languages: ['nodejs'],
    label: {zh: '启动命令（Node.js）', en: 'Start command (Node.js)'},
    form: FORM.start,
    variable: 'BUILD_PROCFILE',
    consoleDefault: 'node index.js',
    detected: PROCFILE_DETECTED,
    unset: {
      zh: '代码中的 Procfile，没有时 `web: ` 加 `scripts.start` 的内容',
      en: "the code's Procfile, else `web: ` followed by `scripts.start`",
    },
    note: {
      zh: '`node index.js` 只是输入框的预填值，保存后才写入并覆盖 `scripts.start`',
      en: '`node index.js` is only prefilled in the input; once saved it is written and overrides `scripts.start`',
    },
    source: ui('nodejs'),
    builderSource: procfile,
  },
  {
    id: 'nodestatic-server',
    languages: ['nodejs-static'],
    label: {zh: 'Web 服务器（Node.js 前端项目）', en: 'Web server (Node.js front end)'},
    variable: 'BUILD_RUNTIMES_SERVER',
    consoleDefault: '',
    detected: {zh: '`nginx`', en: '`nginx`'},
    note: {zh: '运行时提供静态文件的服务器', en: 'the server that serves the files at run time'},
    source: rainbond('builder/parser/code/runtime.go'),
  },
  {
    id: 'node-modules-cache',
    languages: NODE,
    label: {zh: '缓存依赖（Node.js）', en: 'Cache dependencies (Node.js)'},
    variable: 'BUILD_NODE_MODULES_CACHE',
    consoleDefault: '',
    unset: {zh: '`true`', en: '`true`'},
    note: {
      zh: '为 `false` 时不缓存 `node_modules`，集群磁盘很慢时可用',
      en: '`false` does not cache `node_modules`, useful on very slow cluster disks',
    },
    source: builder('buildpacks/goodrain-buildpack-nodestatic/lib/environment.sh'),
  },
  {
    id: 'node-verbose',
    languages: NODE,
    label: {zh: '输出依赖列表（Node.js）', en: 'Print the dependency list (Node.js)'},
    variable: 'BUILD_NODE_VERBOSE',
    consoleDefault: '',
    unset: {zh: '`false`', en: '`false`'},
    note: {
      zh: '为 `true` 时在构建日志中输出 `npm ls` 或 `yarn list`',
      en: '`true` prints `npm ls` or `yarn list` into the build log',
    },
    source: builder('buildpacks/goodrain-buildpack-nodestatic/lib/environment.sh'),
  },

  // Go.
  {
    id: 'go-version',
    section: 'golang-netcore',
    languages: ['golang'],
    label: {zh: 'Golang 版本（Golang）', en: 'Golang version (Golang)'},
    form: {zh: 'Golang版本', en: 'Golang version'},
    variable: 'BUILD_GOVERSION',
    consoleDefault: 'go1.11',
    options: ['go1.16.2', 'go1.15.10', 'go1.14.15', 'go1.13.15', 'go1.12', 'go1.11', 'go1.10', 'go1.9', 'go1.8'],
    unset: {
      zh: 'Go Modules 项目：`go.mod` 中 `// +heroku goVersion` 注释给出的版本，没有时 go1.11',
      en: 'Go Modules projects: the version of a `// +heroku goVersion` comment in `go.mod`, go1.11 without one',
    },
    note: {
      zh: '控制台显示为 go1.16 至 go1.8，写入的是这里列出的完整版本号',
      en: 'the console shows go1.16 to go1.8 and writes the full versions listed',
    },
    source: ui('golang'),
    builderSource: builder('buildpacks/heroku-buildpack-go/lib/common.sh'),
    version: {zh: 'Go', en: 'Go'},
  },
  {
    id: 'go-proxy',
    section: 'golang-netcore',
    languages: ['golang'],
    label: {zh: 'GOPROXY（Golang）', en: 'GOPROXY (Golang)'},
    form: {zh: 'GOPROXY', en: 'GOPROXY'},
    variable: 'BUILD_GOPROXY',
    consoleDefault: 'https://goproxy.io',
    detected: {zh: '`https://goproxy.cn`', en: '`https://goproxy.cn`'},
    unset: {zh: '`https://goproxy.io`', en: '`https://goproxy.io`'},
    note: {
      zh: '下载模块的代理，只在 Go Modules 模式下生效；检测总会写入 goproxy.cn，表单的 goproxy.io 只在变量不存在时预填',
      en: 'the proxy modules are downloaded from, Go Modules only; detection always writes goproxy.cn, the form prefills goproxy.io only when the variable is absent',
    },
    source: ui('golang'),
    builderSource: [detection, builder('buildpacks/heroku-buildpack-go/bin/compile')],
  },
  {
    id: 'go-disable-proxy',
    languages: ['golang'],
    label: {zh: '不用模块代理（Golang）', en: 'No module proxy (Golang)'},
    variable: 'BUILD_DISABLE_GOPROXY',
    consoleDefault: '',
    unset: {
      zh: '使用 `BUILD_GOPROXY`，没有时 `https://goproxy.io`',
      en: '`BUILD_GOPROXY` is used, `https://goproxy.io` without it',
    },
    note: {
      zh: '任意非空值：构建器不设置 GOPROXY，由 Go 自己的默认值决定从哪里下载模块',
      en: "any non-empty value: the builder sets no GOPROXY, leaving Go's own default to decide where modules come from",
    },
    source: builder('buildpacks/heroku-buildpack-go/bin/compile'),
  },
  {
    id: 'go-packages',
    section: 'golang-netcore',
    languages: ['golang'],
    label: {zh: '构建模块（Golang）', en: 'Modules to build (Golang)'},
    form: {zh: '构建模块', en: 'Building blocks'},
    variable: 'BUILD_GO_INSTALL_PACKAGE_SPEC',
    consoleDefault: '',
    unset: {
      zh: 'Go Modules 项目：`go.mod` 中 `// +heroku install` 注释列出的包，没有时模块里所有的 main 包',
      en: 'Go Modules projects: the packages of a `// +heroku install` comment in `go.mod`, else every main package of the module',
    },
    note: {
      zh: '只编译指定的包：`go.mod` 的 `module` 路径加包在仓库中的相对路径',
      en: "builds the given packages only: the `module` path of `go.mod` plus the package's path in the repository",
    },
    source: ui('golang'),
    builderSource: builder('buildpacks/heroku-buildpack-go/bin/compile'),
  },
  {
    id: 'go-procfile',
    section: 'golang-netcore',
    languages: ['golang'],
    label: {zh: '启动命令（Golang）', en: 'Start command (Golang)'},
    form: FORM.start,
    variable: 'BUILD_PROCFILE',
    consoleDefault: '',
    detected: PROCFILE_DETECTED,
    unset: {
      zh: '代码中的 Procfile；没有时由 Go 构建包生成：Go Modules 只有一个 main 包时为 `web: bin/<包名>`（有多个 main 包时不生成 web 命令，组件无法启动），dep、godep、govendor、glide 项目为 `web: <导入路径的最后一段>`',
      en: "the code's Procfile; without one the Go buildpack writes one: `web: bin/<package>` for Go Modules with a single main package (several main packages get no web line, and the component cannot start), `web: <last segment of the import path>` for dep, godep, govendor and glide projects",
    },
    note: {
      zh: '只写命令（如 `bin/server`）时平台补上 `web: `',
      en: 'a bare command (e.g. `bin/server`) gets `web: ` added',
    },
    source: ui('golang'),
    builderSource: procfile,
  },

  // .NET Core.
  {
    id: 'dotnet-sdk',
    section: 'golang-netcore',
    languages: ['netcore'],
    label: {zh: '编译环境版本（.NET Core）', en: 'SDK version (.NET Core)'},
    form: {zh: '编译环境版本', en: 'Compilation environment version'},
    variable: 'BUILD_DOTNET_SDK_VERSION',
    consoleDefault: '2.2-sdk-alpine',
    options: ['2.2-sdk-alpine', '2.1-sdk-alpine'],
    unset: {zh: '`mcr.microsoft.com/dotnet/sdk:2.1-alpine`', en: '`mcr.microsoft.com/dotnet/sdk:2.1-alpine`'},
    note: {
      zh: '`mcr.microsoft.com/dotnet/sdk` 的镜像标签，值原样拼在镜像名后',
      en: 'the image tag of `mcr.microsoft.com/dotnet/sdk`, appended as is',
    },
    source: ui('netcore'),
    builderSource: netcoreBuild,
    version: {zh: '编译环境', en: 'Build environment'},
  },
  {
    id: 'dotnet-runtime',
    section: 'golang-netcore',
    languages: ['netcore'],
    label: {zh: '运行环境版本（.NET Core）', en: 'Runtime version (.NET Core)'},
    form: {zh: '运行环境版本', en: 'Running environment version'},
    variable: 'BUILD_DOTNET_RUNTIME_VERSION',
    consoleDefault: '2.2-aspnetcore-runtime',
    options: ['2.2-aspnetcore-runtime', '2.1-aspnetcore-runtime'],
    unset: {zh: '`mcr.microsoft.com/dotnet/aspnet:2.1-alpine`', en: '`mcr.microsoft.com/dotnet/aspnet:2.1-alpine`'},
    note: {
      zh: '`mcr.microsoft.com/dotnet/aspnet` 的镜像标签，值原样拼在镜像名后',
      en: 'the image tag of `mcr.microsoft.com/dotnet/aspnet`, appended as is',
    },
    source: ui('netcore'),
    builderSource: netcoreBuild,
    version: {zh: '运行环境', en: 'Runtime environment'},
  },
  {
    id: 'dotnet-restore-pre',
    languages: ['netcore'],
    label: {zh: '还原前命令（.NET Core）', en: 'Command before restore (.NET Core)'},
    variable: 'BUILD_DOTNET_RESTORE_PRE',
    consoleDefault: '',
    note: {
      zh: '在还原依赖之前执行的命令，例如配置私有 NuGet 源',
      en: 'a command run before dependencies are restored, e.g. to set a private NuGet source',
    },
    source: netcoreBuild,
  },
  {
    id: 'dotnet-restore',
    languages: ['netcore'],
    label: {zh: '还原命令（.NET Core）', en: 'Restore command (.NET Core)'},
    variable: 'BUILD_DOTNET_RESTORE',
    consoleDefault: '',
    unset: {zh: '`dotnet restore`', en: '`dotnet restore`'},
    note: {
      zh: '替换默认的还原命令，例如 `dotnet restore --ignore-failed-sources`',
      en: 'replaces the default restore command, e.g. `dotnet restore --ignore-failed-sources`',
    },
    source: netcoreBuild,
  },
];

export type VersionGroup = 'go-tools' | 'jdk-releases' | 'web-runners';

/** A version the builder fixes or resolves itself (no variable chooses it). */
export type RuntimeVersion = {
  id: string;
  languages: BuildLanguage[];
  /** The tool or server. */
  item: Localized;
  /** The version(s) installed. */
  version: Localized;
  /** How it is chosen. */
  how: Localized;
  /** A list of its own on the page: the Go buildpack's tools, the OpenJDK release behind each choice, the War runners. */
  group?: VersionGroup;
  source: Source;
};

const goData = builder('buildpacks/heroku-buildpack-go/data.json');
const FIXED: Localized = {zh: '构建器固定', en: 'fixed by the builder'};
const goTool = (id: string, name: string, version: string): RuntimeVersion => ({
  id: `go-tool-${id}`,
  languages: ['golang'],
  item: {zh: name, en: name},
  version: {zh: version, en: version},
  how: FIXED,
  group: 'go-tools',
  source: goData,
});

const jvm = builder('buildpacks/jvm-common/bin/java');
const jdk = (choice: string, release: string): RuntimeVersion => ({
  id: `jdk-${choice}`,
  languages: JAVA,
  item: {zh: choice, en: choice},
  version: {zh: release, en: release},
  how: {
    zh: '`BUILD_RUNTIMES` 或 `system.properties` 选择该项时',
    en: 'when `BUILD_RUNTIMES` or `system.properties` picks this choice',
  },
  group: 'jdk-releases',
  source: jvm,
});
const runner = (choice: string, jar: string, source = procfile): RuntimeVersion => ({
  id: `runner-${choice}`,
  languages: ['java-maven', 'java-war'],
  item: {zh: choice, en: choice},
  version: {zh: jar, en: jar},
  how: jar.startsWith('jetty')
    ? {zh: '启动命令中写 `jetty-runner.jar`', en: '`jetty-runner.jar` in the start command'}
    : {zh: '启动命令中写 `webapp-runner.jar`', en: '`webapp-runner.jar` in the start command'},
  group: 'web-runners',
  source,
});

export const runtimeVersions: RuntimeVersion[] = [
  {
    id: 'npm',
    languages: NODE,
    item: {zh: 'npm', en: 'npm'},
    version: {zh: '随 Node 附带', en: 'the one bundled with Node'},
    how: {zh: '不需要指定', en: 'nothing to set'},
    source: nodeBinaries,
  },
  {
    id: 'yarn',
    languages: NODE,
    item: {zh: 'yarn', en: 'yarn'},
    version: {zh: '1.x 的最新版本', en: 'the newest 1.x'},
    how: {
      zh: '`package.json` 的 `engines.yarn` 只决定主版本，安装该主版本的最新版',
      en: '`engines.yarn` of `package.json` picks only the major version; its newest release is installed',
    },
    source: nodeBinaries,
  },
  {
    id: 'nginx-nodestatic',
    languages: ['nodejs-static'],
    item: {zh: 'Nginx', en: 'Nginx'},
    version: {zh: '1.18.0', en: '1.18.0'},
    how: FIXED,
    source: builder('buildpacks/goodrain-buildpack-nodestatic/lib/web.sh'),
  },
  {
    id: 'nginx-static',
    languages: ['static'],
    item: {zh: 'Nginx', en: 'Nginx'},
    version: {zh: '1.18.0', en: '1.18.0'},
    how: {zh: '构建器固定（Web 服务器选 `nginx` 时）', en: 'fixed by the builder (web server `nginx`)'},
    source: builder('buildpacks/goodrain-buildpack-static/bin/compile'),
  },
  {
    id: 'apache-static',
    languages: ['static'],
    item: {zh: 'Apache', en: 'Apache'},
    version: {zh: '2.2.19', en: '2.2.19'},
    how: {zh: '构建器固定（Web 服务器选 `apache` 时）', en: 'fixed by the builder (web server `apache`)'},
    source: builder('buildpacks/goodrain-buildpack-static/bin/compile'),
  },
  {
    id: 'gradle',
    languages: ['java-gradle'],
    item: {zh: 'Gradle', en: 'Gradle'},
    version: {zh: '项目 Gradle Wrapper 声明的版本', en: "the version the project's Gradle Wrapper declares"},
    how: {
      zh: '总是执行 `./gradlew`；没有 `gradlew` 时构建器放入自己的 Wrapper',
      en: '`./gradlew` is always run; without `gradlew` the builder adds its own Wrapper',
    },
    source: builder('buildpacks/heroku-buildpack-gradle/bin/compile'),
  },
  goTool('dep', 'Dep', 'v0.5.2'),
  goTool('glide', 'Glide', 'v0.13.3'),
  goTool('govendor', 'Govendor', '1.0.8'),
  goTool('gb', 'GB', '0.4.4'),
  goTool('pkgerrors', 'PkgErrors', '0.8.0'),
  goTool('hg', 'HG', '3.9'),
  goTool('bzr', 'BZR', '2.7.0'),
  goTool('mattes-migrate', 'MattesMigrate', 'v3.0.0'),
  goTool('golang-migrate', 'GolangMigrate', 'v3.4.0'),
  goTool('tq', 'TQ', 'v0.5'),
  // x86_64 nodes (the builder image sets STACK=cedar-14).
  jdk('1.6', '1.6.0_27'),
  jdk('1.7', '1.7.0_242'),
  jdk('1.8', '1.8.0_232'),
  jdk('1.9', '9.0.4'),
  jdk('10', '10.0.2'),
  jdk('11', '11.0.5'),
  jdk('12', '12.0.2'),
  jdk('13', '13.0.1'),
  runner('tomcat85', 'webapp-runner-8.5.38.0.jar'),
  runner('tomcat7', 'webapp-runner-7.0.91.0.jar'),
  // procfile.sh names tomcat8 webapp-runner-8.0.18.0-M1.jar; without ONLINE the buildpack maps 8.0 to the
  // 8.0.52.0 jar it downloads (goodrain-buildpack-java-war/lib/getrunner.sh, WEBSERVER_URL_80).
  runner('tomcat8', 'webapp-runner-8.0.52.0.jar', builder('buildpacks/goodrain-buildpack-java-war/lib/getrunner.sh')),
  runner('tomcat9', 'webapp-runner-9.0.16.0.jar'),
  runner('jetty7', 'jetty-runner-7.5.4.v20111024.jar'),
  runner('jetty9', 'jetty-runner-9.4.0.v20161208.jar'),
];

/** The builder file the fallbacks in the notes come from. */
export const BUILDER_RUNTIMES = runtimes;
