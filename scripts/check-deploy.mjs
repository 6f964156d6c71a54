// Part of `npm run lint`: the container and load-balancer files, checked without a Docker engine,
// hadolint or (unless it is installed) nginx.
// 1. Dockerfile: dockerfile-utils' validator (every error and warning fails), and the rules
//    hadolint would apply here: every FROM pinned to a tag (never latest), the final stage runs as
//    a user other than root, no ADD of a URL, `npm ci` rather than `npm install`; and the image
//    that runs has a HEALTHCHECK, EXPOSEs the app's port and starts in exec form.
// 2. deploy/compose.yaml: the Compose Specification's JSON schema (deploy/compose-spec.schema.json,
//    vendored from github.com/compose-spec/compose-spec, schema/compose-spec.json at commit
//    170098ba07d9f53c383a41bfd4c5166b0a4529a6, reformatted by prettier only), then what a schema
//    cannot see: every service, volume and network named is declared, every path exists, every
//    variable the app is given is one apps/server/src/config.ts reads, and with .env.example it is
//    a configuration production accepts; images carry a tag; only nginx publishes a port.
// 3. deploy/nginx.conf: the upstream names the app service on its PORT, round robin; the chat
//    gateway's location passes WebSockets through (HTTP/1.1, Upgrade, Connection) for longer
//    than CHAT_IDLE_MS; every proxied location sends Host and X-Forwarded-For/Proto/Host (a
//    location with its own proxy_set_header inherits none); /metrics is not proxied; the body
//    limit lets the app's UPLOAD_LIMIT through. With nginx installed, `nginx -t` on a copy whose
//    upstream is 127.0.0.1 (`app` resolves only inside Docker).
// Each check first proves it catches a planted violation (a silent pass would prove nothing),
// then checks the real files, and prints one line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validate } from 'dockerfile-utils';

const root = path.resolve(import.meta.dirname, '..');
const deployDir = path.join(root, 'deploy');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

// ajv 8 and yaml as the server has them (the root's node_modules/ajv is ESLint's ajv 6).
const fromServer = createRequire(path.join(root, 'apps/server/package.json'));
const Ajv = fromServer('ajv').default;
const draft07 = fromServer('ajv/dist/refs/json-schema-draft-07.json');
const YAML = fromServer('yaml');
const { configVariables, loadConfig, productionRefusals } =
  await import('../apps/server/src/config.ts');
const gatewayPath = /GATEWAY_PATH = '([^']+)'/.exec(read('apps/server/src/gateway/chatGateway.ts'));
if (!gatewayPath) {
  console.error('check-deploy: GATEWAY_PATH not found in apps/server/src/gateway/chatGateway.ts');
  process.exit(1);
}

let failed = false;

/** Runs one check: `problems(input)` lists what is wrong; the planted input must have some. */
function check(name, problems, planted, real) {
  const caught = problems(planted);
  if (caught.length === 0) {
    failed = true;
    console.error(`FAIL ${name}: the check missed its planted violation`);
    return;
  }
  const found = problems(real);
  if (found.length === 0) {
    console.log(`ok   ${name}`);
    return;
  }
  failed = true;
  console.error(`FAIL ${name}`);
  for (const problem of found) console.error(`       ${problem}`);
}

/** `text` with `from` replaced, for a planted violation; `from` must be there exactly once. */
function plant(text, from, to) {
  if (text.split(from).length !== 2) {
    throw new Error(`check-deploy: cannot plant a violation: "${from}" is not there exactly once`);
  }
  return text.replace(from, to);
}

// --- 1. Dockerfile

/** The instructions, continuation lines joined and comments dropped: {keyword, args, line}. */
function instructions(text) {
  const found = [];
  let current = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    // Comments (parser directives among them) and blank lines, also inside a continuation.
    if (line === '' || line.startsWith('#')) return;
    if (!current) {
      const [, keyword, rest] = /^(\S+)\s*(.*)$/.exec(line);
      current = { keyword: keyword.toUpperCase(), args: rest, line: index + 1 };
    } else {
      current.args += ` ${line}`;
    }
    if (current.args.endsWith('\\')) {
      current.args = current.args.slice(0, -1).trimEnd();
    } else {
      found.push(current);
      current = null;
    }
  });
  if (current) found.push(current);
  return found;
}

/** The instructions of each stage: [{from, name, instructions}]. */
function stages(text) {
  const list = [];
  for (const instruction of instructions(text)) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const as = words.findIndex((w) => w.toUpperCase() === 'AS');
      list.push({
        from: instruction,
        image: words[0],
        name: as > 0 ? words[as + 1] : null,
        body: [],
      });
    } else if (list.length > 0) {
      list.at(-1).body.push(instruction);
    }
  }
  return list;
}

// LSP's DiagnosticSeverity, which dockerfile-utils reports in.
const ERROR = 1;
const WARNING = 2;
check(
  'Dockerfile: dockerfile-utils reports no error or warning',
  (text) =>
    validate(text)
      .filter((d) => d.severity === ERROR || d.severity === WARNING)
      .map((d) => `line ${d.range.start.line + 1}: ${d.message}`),
  'FROM node:24-bookworm-slim\nMAINTAINER someone\nEXPOSE eighty\nCMD ["node"]\n',
  read('Dockerfile'),
);

check(
  'Dockerfile: every FROM is pinned to a tag, never latest',
  (text) => {
    const names = new Set();
    const problems = [];
    for (const { from, image, name } of stages(text)) {
      const ref = image ?? '';
      const known = ref === 'scratch' || names.has(ref.toLowerCase());
      if (name) names.add(name.toLowerCase());
      if (known || ref.includes('@sha256:')) continue;
      const tag = ref.split('/').at(-1).split(':')[1];
      if (ref.includes('$')) problems.push(`line ${from.line}: ${ref}: a variable, not a tag`);
      else if (!tag) problems.push(`line ${from.line}: ${ref} has no tag (it means latest)`);
      else if (tag === 'latest') problems.push(`line ${from.line}: ${ref}: latest moves`);
    }
    return problems;
  },
  'FROM node AS build\nFROM build\nFROM nginx:latest\n',
  read('Dockerfile'),
);

check(
  'Dockerfile: the final stage runs as a user other than root',
  (text) => {
    const last = stages(text).at(-1);
    const users = last?.body.filter((i) => i.keyword === 'USER') ?? [];
    if (users.length === 0) return ['the final stage has no USER: it runs as root'];
    const user = users.at(-1).args.trim().split(':')[0];
    return user === 'root' || user === '0' ? [`line ${users.at(-1).line}: USER ${user}`] : [];
  },
  'FROM node:24-bookworm-slim\nUSER node\nFROM node:24-bookworm-slim\nUSER root\n',
  read('Dockerfile'),
);

check(
  'Dockerfile: no ADD of a URL (COPY, or RUN with a checked download)',
  (text) =>
    instructions(text)
      .filter((i) => i.keyword === 'ADD' && /(^|\s)(https?:\/\/|git@|git:\/\/)/.test(i.args))
      .map((i) => `line ${i.line}: ADD ${i.args}`),
  'FROM node:24-bookworm-slim\nADD https://example.com/tool.tar.gz /opt/\n',
  read('Dockerfile'),
);

check(
  'Dockerfile: npm ci, never npm install (the lock file, exactly)',
  (text) =>
    instructions(text)
      .filter((i) => i.keyword === 'RUN' && /\bnpm\s+(install|i|add)\b/.test(i.args))
      .map((i) => `line ${i.line}: ${i.args}`),
  'FROM node:24-bookworm-slim\nRUN npm install --omit=dev\n',
  read('Dockerfile'),
);

// --- 2. deploy/compose.yaml

/** ${VAR:-default} and the like, as compose reads them with no variable set but the required. */
function interpolate(value) {
  if (Array.isArray(value)) return value.map(interpolate);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v)]));
  }
  if (typeof value !== 'string') return value;
  const pattern = /\$(?:\$|\{([A-Za-z_]\w*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_]\w*))/g;
  return value.replace(pattern, (whole, _name, operator) => {
    if (whole === '$$') return '$';
    if (operator?.endsWith('-')) return whole.slice(whole.indexOf(operator) + operator.length, -1);
    // Required (${VAR:?message}): whoever runs compose must set it; a stand-in here.
    return operator?.endsWith('?') ? 'placeholder' : '';
  });
}

const composeFile = path.join(deployDir, 'compose.yaml');
const composeText = readFileSync(composeFile, 'utf8');
const compose = interpolate(YAML.parse(composeText, { merge: true }));
const services = (doc) => Object.entries(doc?.services ?? {});
/** The services built from this repository's Dockerfile: the app. */
const appServices = (doc) => services(doc).filter(([, service]) => service.build);
const asList = (value) => (Array.isArray(value) ? value : Object.keys(value ?? {}));
/** environment as a map, in either of compose's forms. */
function environmentOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) {
    return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? '' : `${v}`]));
  }
  return Object.fromEntries(
    env.map((entry) => [
      entry.split('=')[0],
      entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : '',
    ]),
  );
}

const schema = JSON.parse(readFileSync(path.join(deployDir, 'compose-spec.schema.json'), 'utf8'));
// The schema names its meta-schema by https, ajv knows draft-07's by http: the same document.
// Union types ("type": ["boolean", "string"]) are the schema's own style; strict mode otherwise.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
const validateCompose = ajv.compile(schema);
check(
  'deploy/compose.yaml: valid under the Compose Specification schema',
  (doc) =>
    validateCompose(doc)
      ? []
      : validateCompose.errors.map(
          (e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
        ),
  { services: { app: { image: 'heartline:1', restart_policy: 'always', ports: 8080 } } },
  compose,
);

check(
  'deploy/compose.yaml: every service, volume and network used is declared, every path exists',
  (doc) => {
    const problems = [];
    const declared = (kind) => new Set(Object.keys(doc[kind] ?? {}));
    const volumes = declared('volumes');
    const networks = declared('networks');
    const serviceNames = new Set(Object.keys(doc.services ?? {}));
    const exists = (relative) => existsSync(path.resolve(deployDir, relative));
    for (const [name, service] of services(doc)) {
      for (const dependency of asList(service.depends_on)) {
        if (!serviceNames.has(dependency))
          problems.push(`${name}: depends on ${dependency}, no such service`);
      }
      for (const network of asList(service.networks)) {
        if (!networks.has(network)) problems.push(`${name}: network ${network} is not declared`);
      }
      for (const mount of service.volumes ?? []) {
        // A bare container path is an anonymous volume: nothing to declare.
        if (typeof mount === 'string' && !mount.includes(':')) continue;
        const source = typeof mount === 'string' ? mount.split(':')[0] : mount.source;
        const bind = typeof mount === 'string' ? /^[./~]/.test(source) : mount.type === 'bind';
        if (bind && !exists(source)) problems.push(`${name}: ${source} does not exist`);
        if (!bind && source && !volumes.has(source))
          problems.push(`${name}: volume ${source} is not declared`);
      }
      if (service.build) {
        const context =
          typeof service.build === 'string' ? service.build : (service.build.context ?? '.');
        const dockerfile = path.join(context, service.build.dockerfile ?? 'Dockerfile');
        if (!exists(dockerfile)) problems.push(`${name}: ${dockerfile} does not exist`);
      }
    }
    if (!doc.services?.nginx) problems.push('no nginx service');
    if (appServices(doc).length === 0) problems.push('no service is built from the Dockerfile');
    return problems;
  },
  {
    services: {
      app: {
        build: '..',
        depends_on: ['postgress'],
        volumes: ['app-dat:/app/data'],
        networks: ['edge'],
      },
      nginx: { image: 'nginx:1.27-alpine', volumes: ['./ngnix.conf:/etc/nginx/nginx.conf:ro'] },
    },
    volumes: { 'app-data': {} },
  },
  compose,
);

/** The .env.example lines that set a variable, read as the shell its header names reads them. */
const exampleEnv = Object.fromEntries(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Za-z_]\w*)=(.*)$/.exec(line))
    .filter(Boolean)
    .map(([, name, value]) => [name, value.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1')]),
);
const known = new Set(configVariables);
check(
  'deploy/compose.yaml: the app is given only variables apps/server/src/config.ts reads',
  (doc) =>
    appServices(doc).flatMap(([name, service]) =>
      Object.keys(environmentOf(service))
        .filter((variable) => !known.has(variable))
        .map((variable) => `${name}: ${variable} is not a variable of config.ts (configVariables)`),
    ),
  {
    services: {
      app: {
        build: '..',
        environment: { HEARTLINE_PORT: '8080', REDIS_URL: 'redis://redis:6379' },
      },
    },
  },
  compose,
);

/** The app's configuration under compose: .env.example (its env_file's template), then environment. */
function appConfig(doc) {
  const [, service] = appServices(doc)[0] ?? [];
  return loadConfig({ ...exampleEnv, ...environmentOf(service ?? {}) });
}
check(
  'deploy/compose.yaml: with .env.example, the app environment is a configuration production accepts',
  (doc) => {
    try {
      return productionRefusals(appConfig(doc));
    } catch (error) {
      return [error.message];
    }
  },
  { services: { app: { build: '..', environment: { PORT: 'eighty', SEED_DEMO: 'true' } } } },
  compose,
);

check(
  'deploy/compose.yaml: images carry a tag (never latest), only nginx publishes a port',
  (doc) =>
    services(doc).flatMap(([name, service]) => {
      const problems = [];
      const tag = service.image?.split('/').at(-1).split(':')[1];
      if (service.image && !service.image.includes('@sha256:') && (!tag || tag === 'latest')) {
        problems.push(`${name}: image ${service.image} is not pinned to a tag`);
      }
      if (service.ports?.length && !service.image?.startsWith('nginx:')) {
        problems.push(`${name}: publishes ${JSON.stringify(service.ports)}; only nginx may`);
      }
      return problems;
    }),
  {
    services: {
      app: { build: '..', ports: ['8080:8080', '9464:9464'] },
      redis: { image: 'redis' },
    },
  },
  compose,
);

const app = appConfig(compose);

check(
  'Dockerfile: the image that runs has a HEALTHCHECK, EXPOSEs the app PORT, CMD in exec form',
  (text) => {
    const body = stages(text).at(-1)?.body ?? [];
    const last = (keyword) => body.filter((i) => i.keyword === keyword).at(-1);
    const problems = [];
    if (!last('HEALTHCHECK')) problems.push('no HEALTHCHECK');
    const exposed = body.filter((i) => i.keyword === 'EXPOSE').flatMap((i) => i.args.split(/\s+/));
    if (!exposed.some((port) => port.split('/')[0] === `${app.PORT}`)) {
      problems.push(`no EXPOSE ${app.PORT} (the app's PORT in compose.yaml)`);
    }
    if (!last('CMD')?.args.startsWith('['))
      problems.push('CMD not in exec form: node would not get SIGTERM');
    return problems;
  },
  'FROM node:24-bookworm-slim\nUSER node\nEXPOSE 3000\nCMD node src/main.ts\n',
  read('Dockerfile'),
);

// --- 3. deploy/nginx.conf

/** nginx's configuration as a tree: [{name, args, children?}], comments dropped. */
function parseNginx(text) {
  const tokens = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const [whole, double, single, punctuation, word] of text.matchAll(pattern)) {
    if (whole.startsWith('#')) continue;
    tokens.push(punctuation ? { punctuation } : { word: double ?? single ?? word });
  }
  let at = 0;
  const block = () => {
    const list = [];
    let words = [];
    while (at < tokens.length) {
      const token = tokens[at++];
      if (token.punctuation === '}') return list;
      if (token.punctuation === ';') {
        list.push({ name: words[0], args: words.slice(1) });
        words = [];
      } else if (token.punctuation === '{') {
        list.push({ name: words[0], args: words.slice(1), children: block() });
        words = [];
      } else {
        words.push(token.word);
      }
    }
    return list;
  };
  return block();
}

const nginxFile = path.join(deployDir, 'nginx.conf');
const nginxText = readFileSync(nginxFile, 'utf8');
const find = (list, name) => (list ?? []).filter((d) => d.name === name);
const http = (tree) => find(tree, 'http')[0]?.children ?? [];
const servers = (tree) => find(http(tree), 'server');
/** Every location with the server it is in: {location, server}. */
const locations = (tree) =>
  servers(tree).flatMap((server) =>
    find(server.children, 'location').map((location) => ({ location, server })),
  );

/** The location nginx chooses for a path: exact, else longest prefix, regular expressions between. */
function chosenLocation(server, uri) {
  const all = find(server.children, 'location');
  const exact = all.find((l) => l.args[0] === '=' && l.args[1] === uri);
  if (exact) return exact;
  const prefix = all
    .filter((l) => (l.args.length === 1 || l.args[0] === '^~') && uri.startsWith(l.args.at(-1)))
    .sort((a, b) => b.args.at(-1).length - a.args.at(-1).length)[0];
  if (prefix?.args[0] === '^~') return prefix;
  const regex = all.find(
    (l) =>
      (l.args[0] === '~' || l.args[0] === '~*') &&
      new RegExp(l.args[1], l.args[0] === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix ?? null;
}

/** The proxy_set_header a location sends: its own, or else (only then) the server's, the http's. */
function headersOf(location, server, tree) {
  for (const scope of [location.children, server.children, http(tree)]) {
    const set = find(scope, 'proxy_set_header');
    if (set.length > 0) return new Map(set.map((d) => [d.args[0].toLowerCase(), d.args[1]]));
  }
  return new Map();
}
const directive = (location, server, tree, name) =>
  [location.children, server.children, http(tree)]
    .map((scope) => find(scope, name)[0])
    .find(Boolean);

/** nginx's time (120s, 2m, 90) in milliseconds, and size (11m, 1024k) in bytes. */
const units = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const milliseconds = (value) => {
  const [, number, unit] = /^(\d+)(ms|s|m|h|d)?$/.exec(value ?? '') ?? [];
  return number === undefined ? NaN : Number(number) * units[unit ?? 's'];
};
const bytes = (value) => {
  const [, number, unit] = /^(\d+)([kKmMgG])?$/.exec(value ?? '') ?? [];
  const size = Number(number) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit?.toLowerCase()] ?? 1);
  return size === 0 ? Infinity : size;
};

const upstreamTarget = (location) => find(location.children, 'proxy_pass')[0]?.args[0];

check(
  `deploy/nginx.conf: the upstream is the app service on its PORT (${app.PORT}), round robin`,
  (text) => {
    const tree = parseNginx(text);
    const problems = [];
    const upstreams = new Map(find(http(tree), 'upstream').map((u) => [u.args[0], u.children]));
    const appNames = new Set(appServices(compose).map(([name]) => name));
    for (const { location } of locations(tree)) {
      const target = upstreamTarget(location);
      if (!target) continue;
      const name = /^https?:\/\/([^/:]+)/.exec(target)?.[1];
      if (!upstreams.has(name))
        problems.push(`location ${location.args.join(' ')}: ${target} is no upstream`);
    }
    for (const [name, body] of upstreams) {
      for (const balancing of ['ip_hash', 'hash', 'sticky']) {
        if (find(body, balancing).length)
          problems.push(`upstream ${name}: ${balancing} (sticky); round robin`);
      }
      for (const server of find(body, 'server')) {
        const [host, port] = server.args[0].split(':');
        if (!appNames.has(host)) problems.push(`upstream ${name}: ${host} is not the app service`);
        if (port !== `${app.PORT}`)
          problems.push(`upstream ${name}: port ${port}, the app listens on ${app.PORT}`);
        if (server.args.includes('resolve') && !find(body, 'zone').length) {
          problems.push(`upstream ${name}: resolve needs a zone`);
        }
        if (
          server.args.includes('resolve') &&
          !find(http(tree), 'resolver').length &&
          !find(body, 'resolver').length
        ) {
          problems.push(`upstream ${name}: resolve needs a resolver`);
        }
      }
    }
    if (upstreams.size === 0) problems.push('no upstream');
    return problems;
  },
  plant(
    plant(nginxText, '        server app:8080 resolve;', '        server app:3000 resolve;'),
    'keepalive 32;',
    'ip_hash;',
  ),
  nginxText,
);

const gateway = gatewayPath[1];
check(
  `deploy/nginx.conf: ${gateway} passes WebSockets through, open longer than CHAT_IDLE_MS (${app.CHAT_IDLE_MS} ms)`,
  (text) => {
    const tree = parseNginx(text);
    const problems = [];
    const map = find(http(tree), 'map').find(
      (m) => m.args[0] === '$http_upgrade' && m.args[1] === '$connection_upgrade',
    );
    if (!map) problems.push('no map $http_upgrade $connection_upgrade');
    for (const server of servers(tree)) {
      const location = chosenLocation(server, gateway);
      if (!location || !upstreamTarget(location)) {
        problems.push(`${gateway} is not proxied`);
        continue;
      }
      const headers = headersOf(location, server, tree);
      const version = directive(location, server, tree, 'proxy_http_version')?.args[0];
      if (version !== '1.1')
        problems.push(`${gateway}: proxy_http_version ${version ?? '1.0 (default)'}, not 1.1`);
      if (headers.get('upgrade') !== '$http_upgrade')
        problems.push(`${gateway}: no Upgrade $http_upgrade`);
      if (headers.get('connection') !== '$connection_upgrade')
        problems.push(`${gateway}: no Connection $connection_upgrade`);
      const timeout = milliseconds(
        directive(location, server, tree, 'proxy_read_timeout')?.args[0] ?? '60s',
      );
      if (!(timeout > app.CHAT_IDLE_MS))
        problems.push(`${gateway}: proxy_read_timeout ${timeout} ms cuts chats first`);
    }
    return problems;
  },
  plant(nginxText, 'proxy_set_header Upgrade $http_upgrade;', ''),
  nginxText,
);

check(
  'deploy/nginx.conf: every proxied location sends Host and X-Forwarded-For, -Proto, -Host',
  (text) => {
    const tree = parseNginx(text);
    return locations(tree).flatMap(({ location, server }) => {
      if (!upstreamTarget(location)) return [];
      const headers = headersOf(location, server, tree);
      return ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']
        .filter((header) => !headers.has(header))
        .map(
          (header) =>
            `location ${location.args.join(' ')}: no ${header} (a location with its own proxy_set_header inherits none)`,
        );
    });
  },
  // The classic slip: one header added to a location drops all the server's.
  plant(
    nginxText,
    'location / {\n',
    'location / {\n            proxy_set_header X-Request-Start $msec;\n',
  ),
  nginxText,
);

const metricsPort = environmentOf(appServices(compose)[0]?.[1] ?? {}).METRICS_PORT;
check(
  'deploy/nginx.conf: /metrics is not proxied, nor the app METRICS_PORT',
  (text) => {
    const tree = parseNginx(text);
    const problems = [];
    for (const server of servers(tree)) {
      const location = chosenLocation(server, '/metrics');
      if (location && upstreamTarget(location))
        problems.push(`/metrics goes to location ${location.args.join(' ')}, proxied`);
    }
    const targets = [
      ...locations(tree).map(({ location }) => upstreamTarget(location)),
      ...find(http(tree), 'upstream').flatMap((u) =>
        find(u.children, 'server').map((s) => s.args[0]),
      ),
    ];
    if (metricsPort && targets.some((t) => t && new RegExp(`:${metricsPort}\\b`).test(t))) {
      problems.push(`something is proxied to METRICS_PORT ${metricsPort}`);
    }
    return problems;
  },
  plant(nginxText, 'location = /metrics {\n            return 404;\n        }', ''),
  nginxText,
);

check(
  `deploy/nginx.conf: client_max_body_size lets UPLOAD_LIMIT (${app.UPLOAD_LIMIT} bytes) through`,
  (text) => {
    const tree = parseNginx(text);
    return locations(tree).flatMap(({ location, server }) => {
      if (!upstreamTarget(location)) return [];
      const size = directive(location, server, tree, 'client_max_body_size')?.args[0] ?? '1m';
      return bytes(size) > app.UPLOAD_LIMIT
        ? []
        : [
            `location ${location.args.join(' ')}: client_max_body_size ${size}: nginx's 413 before the app's answer`,
          ];
    });
  },
  plant(nginxText, 'client_max_body_size 11m;', 'client_max_body_size 10m;'),
  nginxText,
);

// nginx itself, when the machine has it, on a copy: `app` resolves only inside Docker, so the
// upstream is 127.0.0.1 (without `resolve`, which nginx before 1.27.3 does not know); the pid,
// logs and temporary files go to a scratch folder (a test run may not open /dev/stderr or
// /var/lib/nginx); no `user` (only root may switch).
const nginxVersion = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
if (!nginxVersion.error) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'check-deploy-'));
  const nginxTest = (text) => {
    const copy = text
      .replace(/^\s*user\s[^;]*;/m, '')
      .replace(/^(\s*pid\s)[^;]*;/m, `$1${path.join(scratch, 'nginx.pid')};`)
      .replace(/^(\s*(?:error|access)_log\s+)\S+/gm, `$1${path.join(scratch, 'log')}`)
      .replace(
        /(\n\s*server\s+)[\w.-]+:(\d+)([^;]*);/g,
        (_whole, start, port, rest) =>
          `${start}127.0.0.1:${port}${rest.replace(/\sresolve\b/, '')};`,
      )
      .replace(
        /\nhttp\s*\{/,
        (open) =>
          `${open}\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
            .map((kind) => `${kind}_temp_path ${path.join(scratch, kind)};`)
            .join('\n')}`,
      );
    const file = path.join(scratch, 'nginx.conf');
    writeFileSync(file, copy);
    const run = spawnSync('nginx', ['-t', '-q', '-e', 'stderr', '-c', file, '-p', `${scratch}/`], {
      encoding: 'utf8',
    });
    return run.status === 0 ? [] : [(run.stderr || run.stdout).trim()];
  };
  try {
    check(
      `deploy/nginx.conf: ${/nginx\/[\d.]+/.exec(nginxVersion.stderr)?.[0] ?? 'nginx'} -t accepts it`,
      nginxTest,
      plant(nginxText, 'gzip off;', 'gzip sometimes;'),
      nginxText,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  console.log('skip deploy/nginx.conf: nginx -t (no nginx here; the checks above read it instead)');
}

if (failed) process.exit(1);
