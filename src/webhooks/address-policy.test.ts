import { tableResolver } from './testing/resolver.ts'
import { describe, expect, it } from 'vitest'
import {
  checkWebhookUrl,
  systemResolver,
  WebhookUrlError,
  type Resolver,
  type WebhookUrlReason,
} from './address-policy.ts'
import { EMPTY_ALLOW_LIST, isAllowListed, parseAllowList } from './allow-list.ts'
import { isPublicAddress } from './public-address.ts'

/** Fails the test if anything tries to resolve a name. */
const noDns: Resolver = async (host) => {
  throw new Error(`unexpected DNS lookup of ${host}`)
}

async function reasonOf(p: Promise<unknown>): Promise<WebhookUrlReason | 'accepted'> {
  try {
    await p
    return 'accepted'
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookUrlError)
    expect((err as Error).message).toBe('invalid_url') // uniform: no oracle in the message
    return (err as WebhookUrlError).reason
  }
}

// The forms the issue lists, plus neighbours. Every one must be refused.
const NON_PUBLIC_V4 = [
  '127.0.0.1',
  '127.255.255.254',
  '10.0.0.5',
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.0.1',
  '192.168.255.255',
  '169.254.169.254',
  '169.254.0.1',
  '0.0.0.0',
  '0.1.2.3',
  '100.64.0.1',
  '100.127.255.255',
  '100.100.100.200',
  '168.63.129.16',
  '192.0.0.192',
  '192.0.2.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
]
const NON_PUBLIC_V6 = [
  '::1',
  '::',
  'fc00::1',
  'fd00::1',
  'fd00:ec2::254',
  'fdff:ffff:ffff::1',
  'fe80::1',
  'febf:ffff::1',
  'fec0::1',
  'ff02::1',
  'ff05::1:3',
  // IPv4-mapped (judged by the IPv4 inside)
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.5',
  '::ffff:169.254.169.254',
  '::ffff:0.0.0.0',
  '0:0:0:0:0:ffff:c0a8:0101',
  // NAT64 (well-known /96 and local-use /48), refused whatever they embed
  '64:ff9b::7f00:1',
  '64:ff9b::127.0.0.1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b::a00:5',
  '64:ff9b::808:808',
  '64:ff9b:1::a00:5',
  '64:ff9b:1:ffff::1',
  // 6to4 and Teredo
  '2002:7f00:1::1',
  '2002:a9fe:a9fe::1',
  '2002:808:808::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001::1',
  // ::/8: IPv4-compatible, ISATAP-style, SIIT (ipaddr.js calls the first two 'unicast')
  '::7f00:1',
  '::127.0.0.1',
  '::10.0.0.5',
  '::8.8.8.8',
  '::808:808',
  '::5efe:7f00:1',
  '::5efe:a00:5',
  '::ffff:0:7f00:1',
  '::1:0:0:1',
  // documentation, discard, benchmarking, ORCHID, segment routing
  '2001:db8::1',
  '3fff::1',
  '100::1',
  '2001:2::1',
  '2001:20::1',
  '5f00::1',
  // unallocated space outside 2000::/3 that ipaddr.js 2.5.0 calls 'unicast'
  '1::1',
  '4000::1',
  'e000::1',
  'fe00::1',
]
// Strings that are not a canonical address the OS would connect to as-is: fail closed.
const NOT_CANONICAL = [
  '2130706433',
  '0x7f.1',
  '0x7f000001',
  '0177.0.0.1',
  '127.1',
  '010.0.0.1',
  '1.1.1',
  ' 8.8.8.8',
  '8.8.8.8 ',
  '[::1]',
  '8.8.8.8:443',
  '',
  'localhost',
  'example.com',
  'fe80::1%eth0',
  '2606:4700:4700::1111%1',
  '::ffff:0x7f.0.0.1',
  '1.2.3.4.5',
]
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '11.0.0.1',
  '126.255.255.255',
  '128.0.0.1',
  '172.15.255.255',
  '172.32.0.1',
  '192.167.255.255',
  '192.169.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '169.253.255.255',
  '169.255.0.1',
  '168.63.129.15',
  '223.255.255.254',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:80b::200e',
  '2c0f:fb50:4003::1',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
]

describe('isPublicAddress', () => {
  it.each(NON_PUBLIC_V4)('refuses IPv4 %s', (ip) => expect(isPublicAddress(ip)).toBe(false))
  it.each(NON_PUBLIC_V6)('refuses IPv6 %s', (ip) => expect(isPublicAddress(ip)).toBe(false))
  it.each(NOT_CANONICAL)('refuses non-canonical %j (fail closed)', (ip) => expect(isPublicAddress(ip)).toBe(false))
  it.each(PUBLIC)('accepts public %s', (ip) => expect(isPublicAddress(ip)).toBe(true))
  it('refuses non-strings', () => {
    expect(isPublicAddress(undefined as unknown as string)).toBe(false)
    expect(isPublicAddress(2130706433 as unknown as string)).toBe(false)
  })
})

describe('checkWebhookUrl: IP-literal URLs (never looked up)', () => {
  const refused = [
    'https://127.0.0.1/',
    'https://127.0.0.1:8443/hook',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://0x7f000001/',
    'https://0177.0.0.1/',
    'https://127.1/',
    'https://%31%32%37.0.0.1/',
    'https://10.0.0.5/',
    'https://10.1/',
    'https://172.16.0.1/',
    'https://172.31.1.1/',
    'https://192.168.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://0.0.0.0/',
    'https://0/',
    'https://100.100.100.200/',
    'https://168.63.129.16/',
    'https://255.255.255.255/',
    'https://[::1]/',
    'https://[::]/',
    'https://[0:0:0:0:0:0:0:1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://[64:ff9b::7f00:1]/',
    'https://[64:ff9b::127.0.0.1]/',
    'https://[64:ff9b:1::a00:5]/',
    'https://[fd00::1]/',
    'https://[fc00::1]/',
    'https://[fd00:ec2::254]/',
    'https://[fe80::1]/',
    'https://[::7f00:1]/',
    'https://[::127.0.0.1]/',
    'https://[::8.8.8.8]/',
    'https://[::5efe:7f00:1]/',
    'https://[2002:7f00:1::1]/',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'https://[ff02::1]/',
  ]
  it.each(refused)('refuses %s as private_address', async (url) => {
    expect(await reasonOf(checkWebhookUrl(url, { allow: EMPTY_ALLOW_LIST, resolve: noDns }))).toBe('private_address')
  })

  it.each([
    'https://8.8.8.8/',
    'https://1.1.1.1:8443/hooks?x=1',
    'https://[2606:4700:4700::1111]/',
    'https://[::ffff:8.8.8.8]/',
  ])('accepts public literal %s without DNS', async (url) => {
    const u = await checkWebhookUrl(url, { allow: EMPTY_ALLOW_LIST, resolve: noDns })
    expect(u).toBeInstanceOf(URL)
    expect(u.protocol).toBe('https:')
  })

  it('refuses a zone id', async () => {
    expect(
      await reasonOf(checkWebhookUrl('https://[fe80::1%25eth0]/', { allow: EMPTY_ALLOW_LIST, resolve: noDns })),
    ).not.toBe('accepted')
  })
})

describe('checkWebhookUrl: shape', () => {
  const cases: Array<[string, WebhookUrlReason]> = [
    ['http://8.8.8.8/', 'not_https'],
    ['http://example.com/hook', 'not_https'],
    ['HTTP://example.com/', 'not_https'],
    ['ftp://example.com/', 'not_https'],
    ['file:///etc/passwd', 'not_https'],
    ['javascript:alert(1)', 'not_https'],
    ['wss://example.com/', 'not_https'],
    ['https://user:pass@example.com/', 'userinfo'],
    ['https://user@8.8.8.8/', 'userinfo'],
    ['https://:pass@example.com/', 'userinfo'],
    ['https://localhost/', 'bad_host'],
    ['https://localhost./', 'bad_host'],
    ['https://intranet:8443/', 'bad_host'],
    ['https://redis/', 'bad_host'],
    ['https://a..b/', 'bad_host'],
    ['https://exa$mple.com/', 'bad_host'],
    ['not a url', 'bad_url'],
    ['', 'bad_url'],
    ['/relative/path', 'bad_url'],
    [`https://example.com/${'a'.repeat(2100)}`, 'bad_url'],
  ]
  it.each(cases)('%s → %s', async (url, reason) => {
    expect(await reasonOf(checkWebhookUrl(url, { allow: EMPTY_ALLOW_LIST, resolve: noDns }))).toBe(reason)
  })
})

describe('checkWebhookUrl: names (all answers vetted)', () => {
  const resolver = tableResolver({
    'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'evil.test': ['10.0.0.5'],
    'mixed.test': ['93.184.216.34', '10.0.0.5'],
    'mixed6.test': ['93.184.216.34', '::1'],
    'mapped.test': ['::ffff:127.0.0.1'],
    'nat64.test': ['64:ff9b::a9fe:a9fe'],
    'meta.test': ['169.254.169.254'],
    'garbage.test': ['not-an-ip'],
    'empty.test': [],
  })

  it('accepts a name whose every address is public', async () => {
    const u = await checkWebhookUrl('https://Hooks.Example.com./in', { allow: EMPTY_ALLOW_LIST, resolve: resolver })
    expect(u.hostname).toBe('hooks.example.com.')
    expect(resolver.calls).toContain('hooks.example.com')
  })

  it.each(['evil.test', 'mixed.test', 'mixed6.test', 'mapped.test', 'nat64.test', 'meta.test', 'garbage.test'])(
    'refuses %s (resolves to a non-public address)',
    async (host) => {
      expect(
        await reasonOf(checkWebhookUrl(`https://${host}/hook`, { allow: EMPTY_ALLOW_LIST, resolve: resolver })),
      ).toBe('private_address')
    },
  )

  it('refuses names that do not resolve', async () => {
    expect(await reasonOf(checkWebhookUrl('https://nx.test/', { allow: EMPTY_ALLOW_LIST, resolve: resolver }))).toBe(
      'unresolvable',
    )
    expect(await reasonOf(checkWebhookUrl('https://empty.test/', { allow: EMPTY_ALLOW_LIST, resolve: resolver }))).toBe(
      'unresolvable',
    )
  })

  it('refuses a resolution that takes too long, promptly', async () => {
    const hang: Resolver = () => new Promise(() => {})
    const t0 = Date.now()
    expect(
      await reasonOf(checkWebhookUrl('https://slow.test/', { allow: EMPTY_ALLOW_LIST, resolve: hang, timeoutMs: 50 })),
    ).toBe('timeout')
    expect(Date.now() - t0).toBeLessThan(1_000)
    const ac = new AbortController()
    setTimeout(() => ac.abort(), 20)
    expect(
      await reasonOf(
        checkWebhookUrl('https://slow.test/', { allow: EMPTY_ALLOW_LIST, resolve: hang, signal: ac.signal }),
      ),
    ).toBe('timeout')
  })

  it('gives every refusal the same public message', async () => {
    const messages = new Set<string>()
    for (const url of [
      'http://x.test/',
      'https://u:p@x.test/',
      'https://localhost/',
      'https://10.0.0.1/',
      'https://evil.test/',
      'https://nx.test/',
      '::',
    ]) {
      try {
        await checkWebhookUrl(url, { allow: EMPTY_ALLOW_LIST, resolve: resolver })
      } catch (e) {
        messages.add((e as Error).message)
      }
    }
    expect([...messages]).toEqual(['invalid_url'])
  })

  it('the system resolver returns every address (hosts file, no network)', async () => {
    const addrs = await systemResolver('localhost')
    expect(addrs.length).toBeGreaterThan(0)
    expect(addrs.every((a) => !isPublicAddress(a.address))).toBe(true)
  })
})

describe('allow-list', () => {
  it('is empty by default', () => {
    expect(parseAllowList(undefined).hosts.size).toBe(0)
    expect(parseAllowList(null).hosts.size).toBe(0)
    expect(parseAllowList(' , ').hosts.size).toBe(0)
    expect(EMPTY_ALLOW_LIST.hosts.size).toBe(0)
  })

  it('parses and normalizes names and IPs', () => {
    const allow = parseAllowList('localhost, 127.0.0.1,Receiver.Test.,[::1], 0:0:0:0:0:ffff:7f00:2')
    expect([...allow.hosts].sort()).toEqual(['127.0.0.1', '::1', '::ffff:7f00:2', 'localhost', 'receiver.test'])
    expect(isAllowListed(allow, 'RECEIVER.test')).toBe(true)
    expect(isAllowListed(allow, '[::1]')).toBe(true)
    expect(isAllowListed(allow, 'sub.receiver.test')).toBe(false)
    expect(isAllowListed(allow, '127.0.0.2')).toBe(false)
  })

  it.each([
    'https://receiver.test',
    '*.test',
    'a b',
    'receiver.test:443',
    '127.0.0.1/8',
    'receiver.test/x',
    'fe80::1%eth0',
    '10.1',
    '0x7f.1',
    'user@receiver.test',
  ])('refuses the entry %j', (entry) => {
    expect(() => parseAllowList(entry)).toThrow(/allow-list/)
  })

  it('exempts listed hosts from the address check only (still HTTPS, no userinfo)', async () => {
    const allow = parseAllowList('localhost,127.0.0.1,receiver.test,::1')
    const resolve = tableResolver({ 'receiver.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] })
    for (const url of [
      'https://localhost:8443/',
      'https://127.0.0.1:1234/x',
      'https://receiver.test/',
      'https://[::1]/',
    ]) {
      expect((await checkWebhookUrl(url, { allow, resolve })).href).toBe(new URL(url).href)
    }
    expect(await reasonOf(checkWebhookUrl('http://localhost/', { allow, resolve }))).toBe('not_https')
    expect(await reasonOf(checkWebhookUrl('http://127.0.0.1/', { allow, resolve }))).toBe('not_https')
    expect(await reasonOf(checkWebhookUrl('https://a:b@receiver.test/', { allow, resolve }))).toBe('userinfo')
    // Only the exact host: another name resolving to the same address, or another loopback literal, is refused.
    expect(await reasonOf(checkWebhookUrl('https://other.test/', { allow, resolve }))).toBe('private_address')
    expect(await reasonOf(checkWebhookUrl('https://127.0.0.2/', { allow, resolve }))).toBe('private_address')
    expect(await reasonOf(checkWebhookUrl('https://[::ffff:127.0.0.1]/', { allow, resolve }))).toBe('private_address')
  })
})
