// Who may import whom (../shared conventions, "Who may import whom"), checked by
// `npm run lint`. Paths are from the repository's root.
const TESTS = '(^tests/|\\.test\\.tsx?$|/test/|\\.fixtures\\.ts$)'
// What of a resource's folder goes to browsers with the contract: its table and its
// contract file (input schemas and records).
const BROWSER_PARTS = 'resources/[^/]+/[^/]+\\.(table|contract)\\.ts$'

/**
 * A dependency's internals (decision 0018) live in `<base>internals/` and are reached only
 * through `<base><door>.ts`, the one file that uses them.
 */
function behindOneDoor({ name, whose, base, door }) {
  const escapedDoor = door.replaceAll('.', '\\.')
  return {
    name,
    severity: 'error',
    comment: `${whose} internals (${base}internals, decision 0018) are reached through the one file that uses them.`,
    from: { pathNot: [`^${base}(internals/|${escapedDoor}\\.ts$)`] },
    to: { path: `^${base}internals/` },
  }
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import names a file or package that exists.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'production-not-to-scripts',
      severity: 'error',
      comment: 'Production code imports nothing from scripts/ (the tooling).',
      from: { path: '^(api/src|site|server|backoffice/src)/', pathNot: TESTS },
      to: { path: '^scripts/' },
    },
    {
      name: 'only-main-imports-server',
      severity: 'error',
      comment:
        'server/server.ts routes the whole server; only the entries start it (a render worker runs the renderer alone).',
      from: { pathNot: ['^server/(main|dev)\\.ts$', TESTS] },
      to: { path: '^server/server\\.ts$' },
    },
    {
      name: 'site-is-remix-alone',
      severity: 'error',
      comment:
        'site/ is the Remix app: it imports nothing from the server that hosts it (server/).',
      from: { path: '^site/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-meets-the-app-at-its-exports',
      severity: 'error',
      comment:
        "The server reaches the Remix app's code only through site/package.json's exports (the load context's type, the saved-cars cookie's name); the app itself comes from its build.",
      from: { path: '^server/' },
      to: { path: '^site/', pathNot: '^site/app/lib/(context|garage)\\.ts$' },
    },
    {
      name: 'site-app-through-the-api',
      severity: 'error',
      comment: 'site/app reaches data only through the API client: from api/ only the contract.',
      from: { path: '^site/app/', pathNot: TESTS },
      to: {
        path: '^api/src/',
        pathNot: '^api/src/(contract/|http/cache-control\\.ts$)',
        // The typed client's AppType (hc<AppType>) is a type, not a way to the data.
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'backoffice-speaks-http',
      severity: 'error',
      comment: 'The back office speaks HTTP: from api/ it imports nothing but the contract.',
      from: { path: '^backoffice/src/' },
      to: { path: '^api/src/', pathNot: '^api/src/contract/' },
    },
    {
      name: 'contract-knows-no-database',
      severity: 'error',
      comment:
        "api/src/contract goes to browsers: each resource's contract file and the tables they are built from, but no database client, no HTTP layer.",
      from: { path: '^api/src/contract/', pathNot: TESTS },
      to: {
        path: ['^api/src/', 'node_modules/better-sqlite3/'],
        pathNot: [`^api/src/(contract/|db/schema/|${BROWSER_PARTS})`],
      },
    },
    {
      name: 'resource-browser-parts-are-plain-data',
      severity: 'error',
      comment:
        "A resource folder's table and contract files (*.table.ts, *.contract.ts), and the tables' column helpers in db/schema, go to browsers with the contract: of the API they import only the contract and other such files, never the folder's repository or routes.",
      from: { path: `^api/src/(db/schema/|${BROWSER_PARTS})` },
      to: {
        path: ['^api/src/', 'node_modules/(better-sqlite3|hono|@hono)/'],
        pathNot: [`^api/src/(contract/|db/schema/|${BROWSER_PARTS})`],
      },
    },
    {
      name: 'contract-no-node-builtins',
      severity: 'error',
      comment:
        "api/src/contract, the resources' contract files and the tables go to browsers: no Node built-ins.",
      from: { path: `^api/src/(contract/|db/schema/|${BROWSER_PARTS})`, pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-import-up-a-floor',
      severity: 'error',
      comment:
        "api/src's floors, lowest first: contract and config; db; http, mail, mpesa, auth and ops (the plumbing every resource uses); resources and images; seed and app (createApp and who may call what); cli. A floor imports only the floors under it. From resources the plumbing takes only tables (mail's outbox), never a repository or routes.",
      from: { path: '^api/src/(contract|config|db|http|mail|mpesa|auth|ops)/', pathNot: TESTS },
      to: {
        path: '^api/src/(resources|images|seed|app|cli)/|^api/src/index\\.ts$',
        pathNot: `^api/src/${BROWSER_PARTS}`,
      },
    },
    {
      name: 'resources-below-the-app',
      severity: 'error',
      comment:
        'Resources and images are under the seed, the app and the command lines: they never import them.',
      from: { path: '^api/src/(resources|images)/', pathNot: TESTS },
      to: { path: '^api/src/(seed|app|cli)/|^api/src/index\\.ts$' },
    },
    {
      name: 'repositories-know-no-http',
      comment:
        'A resource reaches its data through its repository, which answers data or a domain result; its routes answer in HTTP.',
      severity: 'error',
      from: { path: '^api/src/resources/[^/]+/[^/]+\\.repository\\.ts$' },
      to: {
        path: [
          '^api/src/(http/|resources/(audited-write|route-deps|one-record)\\.ts$|resources/[^/]+/[^/]+\\.routes\\.ts$)',
          'node_modules/(hono|@hono)/',
        ],
      },
    },
    behindOneDoor({
      name: 'internals-behind-one-door',
      whose: "A dependency's",
      base: 'server/serving/',
      door: 'response-body',
    }),
    behindOneDoor({
      name: 'remix-internals-behind-one-door',
      whose: "Remix's",
      base: 'site/app/',
      door: 'lib/document.server',
    }),
    {
      name: 'db-knows-no-http',
      severity: 'error',
      comment: 'api/src/db knows no HTTP.',
      from: { path: '^api/src/db/' },
      to: { path: ['^api/src/(http|routes)/', 'node_modules/(hono|@hono)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|site/build|backoffice/dist|test-results|walk-through)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
