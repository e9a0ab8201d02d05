import type { Context } from 'hono'
import { createHmac, randomBytes } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import type { ApiEnv } from './types'

/**
 * Which X-Forwarded-For entries to believe on requests that arrive over a socket
 * (the TRUST_PROXY setting). Anyone can send the header, so by default nobody is
 * believed and the socket's address counts.
 */
export type TrustProxy =
  | { kind: 'none' }
  /** That many proxies stand in front of the server: believe that many entries from the right. */
  | { kind: 'hops'; hops: number }
  /** Believe an entry only while the hop that added it is one of these addresses. */
  | { kind: 'proxies'; proxies: string[]; list: BlockList }

export const TRUST_NO_PROXY: TrustProxy = { kind: 'none' }

export const MAX_PROXY_HOPS = 10

export class TrustProxyError extends Error {}

/**
 * Reads TRUST_PROXY: empty, `false` or `0` (off), a hop count (`1`, `2`), or a comma
 * separated list of proxy addresses and CIDR ranges (`10.0.0.0/8, 2001:db8::1`).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? ''
  if (value === '' || value === 'false' || value === '0' || value === 'off') return TRUST_NO_PROXY
  if (value === 'true') {
    // Express's `true` believes the leftmost entry, which the client writes itself.
    throw new TrustProxyError(
      'true would let every client choose its own address: give the number of proxies ' +
        'in front of the server (1, 2) or their addresses',
    )
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > MAX_PROXY_HOPS) {
      throw new TrustProxyError(`a hop count must be between 1 and ${MAX_PROXY_HOPS}`)
    }
    return { kind: 'hops', hops }
  }
  const proxies = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const list = new BlockList()
  for (const entry of proxies) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    const bits = Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (!family || extra !== undefined) {
      throw new TrustProxyError(
        `"${entry}" is neither a hop count nor an IP address or CIDR range (10.0.0.0/8)`,
      )
    }
    if (prefix === undefined) list.addAddress(address, type)
    else if (/^\d{1,3}$/.test(prefix) && bits <= maxBits) list.addSubnet(address, bits, type)
    else throw new TrustProxyError(`"${entry}": the prefix length must be 0 to ${maxBits}`)
  }
  return { kind: 'proxies', proxies, list }
}

/**
 * The caller's address.
 *
 * Over a socket (served over HTTP), the socket's address, or with TRUST_PROXY the
 * address the trusted proxies forwarded: walking X-Forwarded-For from the right, an
 * entry is believed only when the hop that wrote it is trusted.
 *
 * Without a socket the call is in process: `app.request` from the site's loaders and
 * actions, which put the visitor's address (already resolved with the same
 * TRUST_PROXY rule) in x-forwarded-for. Outside clients cannot make such a call: every
 * request from the network arrives over a socket, so this header is never theirs.
 */
export function clientAddress(c: Context<ApiEnv>, trust: TrustProxy = TRUST_NO_PROXY): string {
  const socket = c.env?.incoming?.socket
  const forwarded = c.req.header('x-forwarded-for')
  if (!socket) return forwarded?.split(',')[0]?.trim() || 'unknown'
  return socketClientAddress(socket.remoteAddress, forwarded, trust)
}

/** The caller's address for a request that arrived over a socket from `remoteAddress`. */
export function socketClientAddress(
  remoteAddress: string | undefined,
  forwarded: string | undefined,
  trust: TrustProxy,
): string {
  const remote = remoteAddress ? normalizeAddress(remoteAddress) : null
  if (!remote) return 'unknown'
  if (trust.kind === 'none' || !forwarded) return remote

  const entries = forwarded.split(',')
  let address = remote
  for (let hop = 0; hop < entries.length; hop++) {
    const trusted = trust.kind === 'hops' ? hop < trust.hops : trusts(trust.list, address)
    if (!trusted) break
    // The trusted hop's own record of who connected to it (right to left).
    const next = normalizeAddress(entries[entries.length - 1 - hop] ?? '')
    // A malformed entry ends the walk: the last good address counts.
    if (!next) break
    address = next
  }
  return address
}

/**
 * Whether the peer on the socket is a proxy TRUST_PROXY believes: then the headers it
 * adds (X-Request-Id) are its own, not the client's.
 */
export function fromTrustedProxy(remoteAddress: string | undefined, trust: TrustProxy): boolean {
  if (trust.kind === 'none') return false
  if (trust.kind === 'hops') return trust.hops > 0
  const remote = remoteAddress ? normalizeAddress(remoteAddress) : null
  return remote !== null && trusts(trust.list, remote)
}

function trusts(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * A bare IP address from a socket or header value: strips a port (`1.2.3.4:5678`,
 * `[2001:db8::1]:443`) and the IPv4-mapped prefix (`::ffff:1.2.3.4`), so one visitor
 * has one address. Anything else is null.
 */
export function normalizeAddress(value: string): string | null {
  let v = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v)
  if (bracketed) v = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(v)
  if (mapped) v = mapped[1]!
  return isIP(v) ? v.toLowerCase() : null
}

/**
 * The client a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or server gets a whole /64, and picks any address in it at will).
 */
export function clientGroup(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const full = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ]
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** A key of this process's own, so a stored client key names nobody once it restarts. */
const CLIENT_KEY_SECRET = randomBytes(32)

/** The client (clientGroup) as a keyed hash, for counting a client in the database. */
export function clientKey(address: string): string {
  return createHmac('sha256', CLIENT_KEY_SECRET).update(clientGroup(address)).digest('base64url')
}
