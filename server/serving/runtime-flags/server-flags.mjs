// The Node flags the production server runs with, in one place. Every way it starts reads
// them from here or is checked against them (server-flags.test.ts): `npm start`
// (package.json), the systemd unit (deploy/dealership.service), the browser tests' servers
// (tests/e2e/global-setup.ts) and the bench's (scripts/bench/server.mjs). Each is kept
// because the bench shows it pays at least 15% on the target it serves
// (docs/decisions/0018-dependency-internals.md).

/**
 * The main thread's young generation: semi-spaces of 4 MB, not the up to 64 MB V8 grows
 * them to on a machine with this much memory. Target: the server's resident memory under the
 * bench's reliability load (docs/decisions/0021-render-worker-heap.md has the figures).
 * The render workers bound their own heaps (RENDER_WORKER_HEAP, render-pool.ts).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4']
