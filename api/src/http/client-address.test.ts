import { describe, expect, it } from 'vitest'
import { clientGroup, clientKey } from './client-address'

describe('clientGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(clientGroup('unknown')).toBe('unknown')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const group = '2001:db8:aa:1::/64'
    for (const address of [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:fffe',
      '2001:db8:aa:1:1234::9',
      '2001:DB8:AA:1::',
    ])
      expect(clientGroup(address)).toBe(group)
    expect(clientGroup('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64')
    expect(clientGroup('::1')).toBe('0:0:0:0::/64')
    expect(clientGroup('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(clientGroup('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
    expect(clientGroup('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
  })
})

describe('clientKey', () => {
  it('is the same for one client, another for another, and names no address', () => {
    expect(clientKey('2001:db8:aa:1::1')).toBe(clientKey('2001:db8:aa:1::2'))
    expect(clientKey('2001:db8:aa:1::1')).not.toBe(clientKey('2001:db8:aa:2::1'))
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'))
    expect(clientKey('203.0.113.7')).not.toContain('203')
    expect(clientKey('203.0.113.7')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
