import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '../../src/skill-runtime/testing.ts'
import { AppError } from '../../src/errors/index.ts'
import { createAjv } from '../../src/validation/index.ts'
import { isPermission } from '../../src/permissions/index.ts'
import type { DefinedSkill } from '../../src/skill-runtime/sdk.ts'
import type handler from './handler.ts'
import type { Input, Output } from './types.ts'

// Compile-time (tsc): the handler is declared with exactly the types codegen derives from the JSON schemas.
type Assert<T extends true> = T
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type HandlerTypes = typeof handler extends DefinedSkill<infer I, infer O> ? { input: I; output: O } : never
export type HandlerInputIsGenerated = Assert<Same<HandlerTypes['input'], Input>>
export type HandlerOutputIsGenerated = Assert<Same<HandlerTypes['output'], Output>>

type Row = { scheme: string; value: string }
type Out = Output
type Result = Out['results'][number]

let skill: TestSkill
beforeAll(async () => {
  skill = await loadSkillForTest(import.meta.dirname)
})

async function run(rows: Row[]): Promise<Out> {
  const out = (await skill.invoke({ identifiers: rows })) as unknown as Out
  expect(skill.outputErrors(out)).toBeNull()
  return out
}
const one = async (scheme: string, value: string) => (await run([{ scheme, value }])).results[0] as Result

// ---------- independent re-implementations of the published rules (not shared with the handler) ----------

const nums = (s: string) => s.split('').map((c) => parseInt(c, 10))
const weighted = (digits: number[], weights: number[]) =>
  weights.reduce((acc, w, i) => acc + w * (digits[i] as number), 0)
const posMod = (n: number, m: number) => ((n % m) + m) % m

const rule = {
  // ABR: subtract 1 from the first digit, weights 10,1,3,...,19, sum divisible by 89.
  au_abn: (s: string) => {
    const d = nums(s)
    d[0] = (d[0] as number) - 1
    return posMod(weighted(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]), 89) === 0
  },
  // ASIC: weights 8..1 on the first 8 digits, check = complement of the sum mod 10.
  au_acn: (s: string) => (10 - (weighted(nums(s), [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10 === nums(s)[8],
  // ATO: weights 1,4,3,7,5,8,6,9,10, sum divisible by 11.
  au_tfn: (s: string) => weighted(nums(s), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0,
  // GS1: weights 3,1,3,... from the right of the 12-digit body.
  nz_nzbn: (s: string) => {
    const body = nums(s.slice(0, 12)).reverse()
    const sum = body.reduce((acc, x, i) => acc + x * (i % 2 === 0 ? 3 : 1), 0)
    return (10 - (sum % 10)) % 10 === nums(s)[12]
  },
  // Luhn, via the doubled-digit table.
  ca_bn: (s: string) => {
    const doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]
    const sum = nums(s.slice(0, 9))
      .reverse()
      .reduce((acc, x, i) => acc + (i % 2 === 1 ? (doubled[x] as number) : x), 0)
    return sum % 10 === 0
  },
  nz_ird: (s: string) => {
    const p = s.padStart(9, '0')
    const n = Number(p)
    if (n < 10_000_000 || n > 150_000_000) return false
    let c = posMod(-weighted(nums(p), [3, 2, 7, 6, 5, 4, 3, 2]), 11)
    if (c === 10) c = posMod(-weighted(nums(p), [7, 4, 3, 2, 5, 2, 7, 6]), 11)
    return c === nums(p)[8]
  },
  gb_vat: (s: string) => {
    const r = weighted(nums(s), [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97
    return Number(s.slice(0, 3)) >= 100 ? [0, 42, 55].includes(r) : r === 0
  },
}

/** Every variant of `s` with exactly one digit changed. */
function singleDigitMutations(s: string): { value: string; pos: number; diff: number }[] {
  const out: { value: string; pos: number; diff: number }[] = []
  for (let pos = 0; pos < s.length; pos++) {
    for (let dgt = 0; dgt <= 9; dgt++) {
      const orig = Number(s[pos])
      if (dgt === orig) continue
      out.push({ value: s.slice(0, pos) + String(dgt) + s.slice(pos + 1), pos, diff: dgt - orig })
    }
  }
  return out
}

// ---------- research section 2.4 vectors ----------

const VALID: [string, string, string | null][] = [
  // scheme, value, expected formatted
  ['au_abn', '51 824 753 556', '51 824 753 556'],
  ['au_abn', '83 914 571 673', '83 914 571 673'],
  ['au_abn', '53 004 085 616', '53 004 085 616'],
  ['au_acn', '004 085 616', '004 085 616'],
  ['au_acn', '010 499 966', '010 499 966'],
  ['au_tfn', '123 456 782', '*** *** 782'],
  ['nz_nzbn', '9429033362823', '9429033362823'],
  ['nz_nzbn', '9429034351635', '9429034351635'],
  ['nz_nzbn', '9429046246448', '9429046246448'],
  ['nz_ird', '49091850', '049-091-850'],
  ['nz_ird', '49098576', '049-098-576'],
  ['gb_vat', 'GB 980 7806 84', 'GB 980 7806 84'],
  ['gb_vat', 'GB 220 4302 31', 'GB 220 4302 31'],
  ['gb_vat', '245719348', 'GB 245 7193 48'],
  ['gb_company_number', 'OC123456', 'OC123456'],
  ['gb_company_number', 'SC123456', 'SC123456'],
  ['gb_company_number', '01234567', '01234567'],
  ['ca_bn', '123026635', '123026635'],
  ['ca_bn', '123026635RC0001', '123026635 RC0001'],
  ['us_ein', '91-1144442', '91-1144442'],
]

const INVALID: [string, string, string][] = [
  // scheme, value, expected reason
  ['au_abn', '99 999 999 999', 'checksum_mismatch'],
  ['au_acn', '999 999 999', 'checksum_mismatch'],
  ['au_tfn', '999 999 999', 'checksum_mismatch'],
  ['nz_nzbn', '9429041864373', 'checksum_mismatch'], // research appendix A: fails the GS1 check
  ['nz_ird', '136410133', 'checksum_mismatch'],
  ['gb_vat', '802311781', 'checksum_mismatch'],
  ['ca_bn', '123456783', 'checksum_mismatch'],
  ['us_ein', '07-1144442', 'invalid_prefix'],
]

const CHECKSUM_SCHEMES = new Set(['au_abn', 'au_acn', 'au_tfn', 'nz_nzbn', 'nz_ird', 'gb_vat', 'ca_bn'])

describe('identifiers.validate: research vectors', () => {
  it.each(VALID)('%s %s is valid', async (scheme, value, formatted) => {
    const r = await one(scheme, value)
    expect(r).toMatchObject({ scheme, valid: true, reason: null, formatted })
    expect(r.check).toBe(CHECKSUM_SCHEMES.has(scheme) ? 'checksum' : 'format')
    expect(r.message).toBeTruthy()
  })

  it.each(INVALID)('%s %s is invalid (%s)', async (scheme, value, reason) => {
    const r = await one(scheme, value)
    expect(r).toMatchObject({ scheme, valid: false, reason, formatted: null })
    expect(r.check).toBe(reason === 'checksum_mismatch' ? 'checksum' : 'format')
  })

  it('the independent rule agrees with every checksum vector', () => {
    for (const [scheme, value] of VALID) {
      if (!(scheme in rule) || value.length > 20) continue
      const digits = value.replace(/\D/g, '')
      expect(rule[scheme as keyof typeof rule](digits), `${scheme} ${value}`).toBe(true)
    }
    for (const [scheme, value, reason] of INVALID) {
      if (!(scheme in rule) || reason !== 'checksum_mismatch') continue
      expect(rule[scheme as keyof typeof rule](value.replace(/\D/g, '')), `${scheme} ${value}`).toBe(false)
    }
  })

  it('an ABN of a company is two check digits followed by its ACN', async () => {
    const out = await run([
      { scheme: 'au_abn', value: '53004085616' },
      { scheme: 'au_acn', value: '004085616' },
    ])
    expect(out.results[0]?.normalized?.slice(2)).toBe(out.results[1]?.normalized)
    expect(out.results.every((r) => r.valid)).toBe(true)
  })

  it('an ACN check digit computed from the rule matches the vector', () => {
    for (const acn of ['004085616', '010499966']) {
      const check = (10 - (weighted(nums(acn), [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10
      expect(String(check)).toBe(acn[8])
    }
  })
})

describe('identifiers.validate: the checksum is computed, not looked up', () => {
  // Mod 89, mod 11 (TFN), GS1 and Luhn detect every single-digit change.
  const ALWAYS_DETECTED: [string, string][] = [
    ['au_abn', '51824753556'],
    ['au_abn', '83914571673'],
    ['au_abn', '53004085616'],
    ['au_tfn', '123456782'],
    ['nz_nzbn', '9429033362823'],
    ['nz_nzbn', '9429034351635'],
    ['nz_nzbn', '9429046246448'],
    ['ca_bn', '123026635'],
  ]

  it.each(ALWAYS_DETECTED)('every single-digit mutation of %s %s is invalid', async (scheme, value) => {
    const mutations = singleDigitMutations(value)
    const out = await run(mutations.map((m) => ({ scheme, value: m.value })))
    for (const [i, m] of mutations.entries()) {
      const r = out.results[i] as Result
      const isNzbnPrefix = scheme === 'nz_nzbn' && m.pos < 2
      const isAbnCheckRange = scheme === 'au_abn' && Number(m.value.slice(0, 2)) < 11 // refused before the checksum
      expect(r.valid, `${scheme} position ${m.pos} diff ${m.diff}`).toBe(false)
      expect(r.reason).toBe(isNzbnPrefix ? 'invalid_prefix' : isAbnCheckRange ? 'out_of_range' : 'checksum_mismatch')
      if (!isNzbnPrefix) expect(rule[scheme as keyof typeof rule](m.value)).toBe(false)
    }
  })

  it('BN15 mutations in the 9-digit BN are invalid', async () => {
    const mutations = singleDigitMutations('123026635')
    const out = await run(mutations.map((m) => ({ scheme: 'ca_bn', value: `${m.value}RC0001` })))
    expect(out.results.every((r) => !r.valid && r.reason === 'checksum_mismatch')).toBe(true)
  })

  it('ACN mutations follow the mod-10 rule exactly (weight x change divisible by 10 is undetectable)', async () => {
    const weights = [8, 7, 6, 5, 4, 3, 2, 1, 1] // the check digit itself acts with weight 1
    for (const acn of ['004085616', '010499966']) {
      const mutations = singleDigitMutations(acn)
      const out = await run(mutations.map((m) => ({ scheme: 'au_acn', value: m.value })))
      let undetectable = 0
      for (const [i, m] of mutations.entries()) {
        const expectValid = ((weights[m.pos] as number) * m.diff) % 10 === 0
        if (expectValid) undetectable++
        expect(out.results[i]?.valid, `ACN position ${m.pos} diff ${m.diff}`).toBe(expectValid)
        expect(rule.au_acn(m.value)).toBe(expectValid)
      }
      // The published ACN rule cannot see some changes (e.g. +-2 on the weight-5 digit): the handler must not either.
      expect(undetectable).toBeGreaterThan(0)
      expect(undetectable).toBeLessThan(mutations.length / 5)
    }
  })

  it.each([
    ['nz_ird', '49091850'],
    ['nz_ird', '49098576'],
    ['gb_vat', '980780684'],
    ['gb_vat', '220430231'],
  ])('%s %s: handler agrees with the independent rule on every single-digit mutation', async (scheme, value) => {
    const mutations = singleDigitMutations(value)
    const out = await run(mutations.map((m) => ({ scheme, value: m.value })))
    for (const [i, m] of mutations.entries()) {
      expect(out.results[i]?.valid, `${scheme} ${m.pos}/${m.diff}`).toBe(rule[scheme as 'nz_ird' | 'gb_vat'](m.value))
    }
    expect(out.results.filter((r) => !r.valid).length).toBeGreaterThan(mutations.length * 0.8)
  })

  it('valid numbers generated from the rule are accepted', async () => {
    // Build an ACN from an arbitrary 8-digit body and its computed check digit, and the ABN from the ACN.
    const body = '12345678'
    const acn = body + String((10 - (weighted(nums(body), [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10)
    let abn = ''
    for (let p = 10; p <= 99 && !abn; p++) if (rule.au_abn(`${p}${acn}`)) abn = `${p}${acn}`
    const out = await run([
      { scheme: 'au_acn', value: acn },
      { scheme: 'au_abn', value: abn },
    ])
    expect(out.results.map((r) => r.valid)).toEqual([true, true])
  })
})

describe('identifiers.validate: normalisation and format rules', () => {
  it('tolerates spaces, hyphens, dots and lower case', async () => {
    const out = await run([
      { scheme: 'au_abn', value: ' 51-824.753 556 ' },
      { scheme: 'gb_vat', value: 'gb980.7806.84' },
      { scheme: 'gb_vat', value: 'xi 980 7806 84' },
      { scheme: 'ca_bn', value: '123 026 635 rc 0001' },
      { scheme: 'us_ein', value: '911144442' },
      { scheme: 'gb_company_number', value: 'oc 123 456' },
      { scheme: 'nz_ird', value: '49-091-850' },
      { scheme: 'au_acn', value: '004.085.616' },
    ])
    expect(out.results.map((r) => r.valid)).toEqual(Array(8).fill(true))
    expect(out.results.map((r) => r.normalized)).toEqual([
      '51824753556',
      '980780684',
      '980780684',
      '123026635RC0001',
      '911144442',
      'OC123456',
      '049091850',
      '004085616',
    ])
    expect(out.results[2]?.formatted).toBe('XI 980 7806 84')
    expect(out.results[4]?.formatted).toBe('91-1144442')
  })

  it('reports characters, length, prefix and range problems with stable codes', async () => {
    const cases: [string, string, string, string | null][] = [
      ['au_abn', '51 824 753 55', 'wrong_length', '5182475355'],
      ['au_abn', '51/824/753/556', 'invalid_characters', null],
      ['au_acn', 'ABC123456', 'invalid_characters', null],
      ['nz_nzbn', '9529033362823', 'invalid_prefix', '9529033362823'],
      ['nz_nzbn', '942903336282', 'wrong_length', '942903336282'],
      ['nz_ird', '9125568', 'wrong_length', '9125568'],
      ['nz_ird', '160000005', 'out_of_range', '160000005'],
      ['gb_vat', 'FR 980 7806 84', 'invalid_prefix', null],
      ['gb_vat', 'GB 980 7806 8', 'wrong_length', '98078068'],
      ['gb_vat', 'GD500', 'out_of_range', 'GD500'],
      ['gb_vat', 'HA499', 'out_of_range', 'HA499'],
      ['gb_company_number', 'ZZ123456', 'invalid_prefix', 'ZZ123456'],
      ['gb_company_number', 'SC1234567', 'wrong_length', 'SC1234567'],
      ['gb_company_number', 'SCA12345', 'invalid_format', 'SCA12345'],
      ['gb_company_number', 'S1234567', 'invalid_prefix', 'S1234567'],
      ['ca_bn', '123026635RX0001', 'invalid_format', '123026635RX0001'],
      ['ca_bn', '123026635RC001', 'wrong_length', '123026635RC001'],
      ['us_ein', '00-1144442', 'invalid_prefix', '001144442'],
      ['us_ein', '91-114444', 'wrong_length', '91114444'],
      ['au_tfn', '12345678901', 'wrong_length', '********901'],
    ]
    const out = await run(cases.map(([scheme, value]) => ({ scheme, value })))
    for (const [i, [scheme, value, reason, normalized]] of cases.entries()) {
      expect(out.results[i], `${scheme} ${value}`).toMatchObject({
        valid: false,
        check: 'format',
        reason,
        normalized,
        formatted: null,
      })
    }
  })

  it('accepts VAT branch suffixes and GD/HA forms (the latter format only)', async () => {
    const out = await run([
      { scheme: 'gb_vat', value: 'GB 980 7806 84 001' },
      { scheme: 'gb_vat', value: 'GBGD001' },
      { scheme: 'gb_vat', value: 'HA500' },
    ])
    expect(out.results[0]).toMatchObject({
      valid: true,
      check: 'checksum',
      normalized: '980780684001',
      formatted: 'GB 980 7806 84 001',
    })
    expect(out.results[1]).toMatchObject({ valid: true, check: 'format', normalized: 'GD001', formatted: 'GB GD001' })
    expect(out.results[2]).toMatchObject({ valid: true, check: 'format', normalized: 'HA500' })
    expect(out.warnings.some((w) => w.includes('GD/HA'))).toBe(true)
  })

  it('zero-pads England and Wales company numbers and accepts the prefix list', async () => {
    const out = await run([
      { scheme: 'gb_company_number', value: '1234567' },
      { scheme: 'gb_company_number', value: 'NI012345' },
      { scheme: 'gb_company_number', value: 'R0001234' },
      { scheme: 'gb_company_number', value: 'ip 000 141' },
    ])
    expect(out.results.map((r) => [r.valid, r.normalized])).toEqual([
      [true, '01234567'],
      [true, 'NI012345'],
      [true, 'R0001234'],
      [true, 'IP000141'],
    ])
  })

  it('checks every IRS EIN prefix', async () => {
    const validPrefixes = new Set<number>()
    for (const [a, b] of [
      [1, 6],
      [10, 16],
      [20, 27],
      [30, 48],
      [50, 68],
      [71, 77],
      [80, 88],
      [90, 95],
      [98, 99],
    ]) {
      for (let p = a as number; p <= (b as number); p++) validPrefixes.add(p)
    }
    const rows = Array.from({ length: 100 }, (_, p) => ({
      scheme: 'us_ein',
      value: `${String(p).padStart(2, '0')}-1144442`,
    }))
    const out = await run(rows)
    for (const [p, r] of out.results.entries()) expect(r.valid, `prefix ${p}`).toBe(validPrefixes.has(p))
    expect(out.summary).toEqual({ total: 100, valid: validPrefixes.size, invalid: 100 - validPrefixes.size })
  })

  it('adds a warning naming the 8-digit TFN rule and its source when an 8-digit TFN passes', async () => {
    const passed = await run([{ scheme: 'au_tfn', value: '8765 4321' }])
    expect(passed.warnings).toHaveLength(2)
    expect(passed.warnings[1]).toMatch(/8-digit TFNs.*python-stdnum.*1,4,3,7,5,8,6,9/)
    const failed = await run([
      { scheme: 'au_tfn', value: '1234 5678' },
      { scheme: 'au_tfn', value: '123 456 782' },
    ])
    expect(failed.warnings).toHaveLength(1)
  })
})

describe('identifiers.validate: review defects', () => {
  // ---------- ABN check digits below 11 ----------
  /** The ABN check digits 11–99 that make a 9-digit body valid (python-stdnum calc_check_digits: 11 + (s − 1) mod 89). */
  const abnCheckDigits = (body: string) => {
    for (let c = 11; c <= 99; c++) if (rule.au_abn(`${c}${body}`)) return c
    throw new Error('no check digits')
  }
  /** A 9-digit body whose proper check digits are `target`. */
  const bodyWithCheck = (target: number) => {
    for (let i = 0; i < 100_000; i++) {
      const body = String(100_000_000 + i * 7919).slice(0, 9)
      if (abnCheckDigits(body) === target) return body
    }
    throw new Error(`no body with check digits ${target}`)
  }

  it('ABN: check digits 00 to 10 pass mod 89 but are never issued, and are refused with a precise reason', async () => {
    const b99 = bodyWithCheck(99)
    const b90 = bodyWithCheck(90)
    const aliases = [`10${b99}`, `01${b90}`] // 10 ≡ 99 and 01 ≡ 90 (mod 89)
    for (const a of aliases) expect(rule.au_abn(a), a).toBe(true) // the mod-89 rule alone accepts them
    const out = await run(
      [...aliases, `99${b99}`, `90${b90}`, '00000000000'].map((value) => ({ scheme: 'au_abn', value })),
    )
    for (const r of [out.results[0], out.results[1], out.results[4]]) {
      expect(r).toMatchObject({ valid: false, check: 'format', reason: 'out_of_range', formatted: null })
      expect(r!.message).toMatch(/check digits.*11 to 99/)
    }
    expect(out.results[2]).toMatchObject({ valid: true, check: 'checksum' })
    expect(out.results[3]).toMatchObject({ valid: true, check: 'checksum' })
  })

  // ---------- 8-digit TFNs ----------
  /** python-stdnum au/tfn.py applies the 9-digit weights to an 8-digit TFN position by position: 1,4,3,7,5,8,6,9. */
  const tfn8 = (s: string) => weighted(nums(s), [1, 4, 3, 7, 5, 8, 6, 9]) % 11 === 0
  // Valid 9-digit TFNs of real format (python-stdnum tests/test_au_tfn.doctest "found online", and the ATO example).
  const TFN9 = ['112474082', '459599230', '565051603', '812239321', '865414088', '876543210', '907974668', '123456782']

  it('TFN: an 8-digit TFN is checked (mod 11, weights 1,4,3,7,5,8,6,9), not passed on format', async () => {
    expect(tfn8('87654321')).toBe(true)
    expect(tfn8('12345678')).toBe(false)
    const out = await run([
      { scheme: 'au_tfn', value: '8765 4321' },
      { scheme: 'au_tfn', value: '1234 5678' },
    ])
    expect(out.results[0]).toMatchObject({
      valid: true,
      check: 'checksum',
      normalized: '*****321',
      formatted: '*** **3 21',
    })
    expect(out.results[1]).toMatchObject({
      valid: false,
      check: 'checksum',
      reason: 'checksum_mismatch',
      normalized: '*****678',
    })
    expect(out.warnings.join(' ')).not.toMatch(/legacy 8-digit TFNs/)
  })

  it('TFN: a 9-digit TFN with a dropped digit does not read as valid (handler agrees with the rule on every deletion)', async () => {
    for (const t of TFN9) expect(rule.au_tfn(t), t).toBe(true)
    const deletions = [
      ...new Set(TFN9.flatMap((t) => Array.from({ length: 9 }, (_, i) => t.slice(0, i) + t.slice(i + 1)))),
    ]
    const out = await run(deletions.map((value) => ({ scheme: 'au_tfn', value })))
    for (const [i, d] of deletions.entries()) expect(out.results[i]!.valid, d).toBe(tfn8(d))
    // Of these four, no deletion at all passes.
    for (const t of ['112474082', '565051603', '812239321', '907974668']) {
      for (let i = 0; i < 9; i++) {
        const d = t.slice(0, i) + t.slice(i + 1)
        expect(out.results[deletions.indexOf(d)], `${t} without position ${i}`).toMatchObject({
          valid: false,
          reason: 'checksum_mismatch',
        })
      }
    }
    // A mod-11 check digit cannot catch every deletion: here 6 of 67 distinct deletions still pass (about 1 in 11).
    expect(deletions).toHaveLength(67)
    expect(out.results.filter((r) => r.valid)).toHaveLength(6)
    expect(deletions.filter(tfn8)).toHaveLength(6)
  })

  // ---------- NZ prefix on IRD numbers ----------
  it('IRD: accepts the NZ prefix (any case, optional spaces or hyphens) and normalises it away', async () => {
    const values = ['NZ 49-098-576', 'nz49098576', 'NZ-49-091-850', 'Nz 049 091 850', 'nz-049-098-576']
    const out = await run(values.map((value) => ({ scheme: 'nz_ird', value })))
    expect(out.results.map((r) => [r.valid, r.normalized, r.formatted])).toEqual([
      [true, '049098576', '049-098-576'],
      [true, '049098576', '049-098-576'],
      [true, '049091850', '049-091-850'],
      [true, '049091850', '049-091-850'],
      [true, '049098576', '049-098-576'],
    ])
    const bad = await run([
      { scheme: 'nz_ird', value: 'NZ 136 410 133' },
      { scheme: 'nz_ird', value: 'AU 49-098-576' },
    ])
    expect(bad.results[0]).toMatchObject({ valid: false, reason: 'checksum_mismatch' })
    expect(bad.results[1]).toMatchObject({ valid: false, reason: 'invalid_characters' })
  })

  // ---------- GB company numbers ----------
  it('GB company number: accepts 8 digits (not all zero) and a documented prefix with 6 digits', async () => {
    const accepted = [
      '00445790',
      '1234567',
      '8407369',
      'SC234456',
      'sc 000 053',
      'NI000016',
      'OC300001',
      'SO300001',
      'NC000001',
      'R0000001',
      'FC000011',
      'SF000109',
      'NF000006',
      'LP001682',
      'SL000001',
      'NL000010',
      'GE000001',
      'GS000001',
      'GN000001',
      'AC000001',
      'SA000038',
      'NA000001',
      'ZC000011',
      'SZ000001',
      'NZ000001',
      'SE000008',
      'ES000001',
      'EN000001',
      'IP000001',
      'SP000001',
      'NP000001',
      'IC000001',
      'SI000001',
      'NV000001',
      'RC000001',
      'SR000001',
      'NR000001',
      'NO000001',
      'CE000958',
      'CS000001',
      'SG000001',
      'PC000001',
      'OE000001',
      'RS000001',
      'BR000001',
      'FE000001',
    ]
    const out = await run(accepted.map((value) => ({ scheme: 'gb_company_number', value })))
    for (const [i, r] of out.results.entries())
      expect(r, accepted[i]).toMatchObject({ valid: true, check: 'format', reason: null })
    expect(out.results[1]!.normalized).toBe('01234567')
    expect(out.results[4]!.normalized).toBe('SC000053')
  })

  it('GB company number: refuses all-zero numbers, unknown prefixes and letter-suffixed forms', async () => {
    const refused: [string, string][] = [
      ['0', 'out_of_range'],
      ['00000000', 'out_of_range'],
      ['SC000000', 'out_of_range'],
      ['IP12345R', 'invalid_format'],
      ['SC12345Z', 'invalid_format'],
      ['ZZ12345A', 'invalid_format'],
      ['NI12345A', 'invalid_format'],
      ['ZZ123456', 'invalid_prefix'],
      ['CN000001', 'invalid_prefix'],
      ['XX999999', 'invalid_prefix'],
      ['A1234567', 'invalid_prefix'],
      ['SC1234567', 'wrong_length'],
      ['SC12345', 'wrong_length'],
      ['123456789', 'wrong_length'],
    ]
    const out = await run(refused.map(([value]) => ({ scheme: 'gb_company_number', value })))
    for (const [i, [value, reason]] of refused.entries()) {
      expect(out.results[i], value).toMatchObject({ valid: false, check: 'format', reason, formatted: null })
    }
    expect(out.results[0]!.message).toMatch(/00000001/)
  })
})

describe('identifiers.validate: TFN privacy', () => {
  it('masks all but the last 3 digits and never echoes or logs the number', async () => {
    const logged: unknown[] = []
    const logger = {
      debug: (o: unknown, m?: string) => logged.push([o, m]),
      info: (o: unknown, m?: string) => logged.push([o, m]),
      warn: (o: unknown, m?: string) => logged.push([o, m]),
    }
    const rows = [
      { scheme: 'au_tfn', value: '123 456 782' },
      { scheme: 'au_tfn', value: '987-654-321' },
      { scheme: 'au_abn', value: '51 824 753 556' },
    ]
    const out = (await skill.invoke({ identifiers: rows }, { logger })) as unknown as Out
    expect(out.results[0]).toMatchObject({ valid: true, normalized: '******782', formatted: '*** *** 782' })
    expect(out.results[1]).toMatchObject({
      valid: false,
      normalized: '******321',
      formatted: null,
      reason: 'checksum_mismatch',
    })
    const text = JSON.stringify(out)
    for (const secret of ['123456782', '123 456 782', '123', '456', '987654321', '987', '654'])
      expect(text).not.toContain(secret)
    const logText = JSON.stringify(logged)
    for (const value of ['123456782', '987654321', '51824753556', '51 824 753 556'])
      expect(logText).not.toContain(value)
    expect(logged.length).toBeGreaterThan(0)
  })
})

describe('identifiers.validate: envelope', () => {
  it('preserves input order and indexes, with a summary and the fixed warnings', async () => {
    const rows = [
      { scheme: 'us_ein', value: '91-1144442' },
      { scheme: 'au_abn', value: '99 999 999 999' },
      { scheme: 'nz_nzbn', value: '9429046246448' },
      { scheme: 'gb_company_number', value: 'SC123456' },
      { scheme: 'ca_bn', value: '123456783' },
      { scheme: 'au_abn', value: '51 824 753 556' },
    ]
    const out = await run(rows)
    expect(out.results.map((r) => [r.index, r.scheme])).toEqual(rows.map((r, i) => [i, r.scheme]))
    expect(out.results.map((r) => r.valid)).toEqual([true, false, true, true, false, true])
    expect(out.summary).toEqual({ total: 6, valid: 4, invalid: 2 })
    expect(out.stub_fields).toEqual([])
    expect(out.warnings.filter((w) => w.includes('No registry lookup'))).toHaveLength(1)
    expect(out.warnings[0]).toMatch(/ABR.*NZBN.*HMRC.*Companies House.*CRA.*IRS/)
    expect(out.warnings[1]).toMatch(/UK company numbers.*US EINs/)
  })

  it('has only the registry warning when no format-only scheme was requested', async () => {
    const out = await run([
      { scheme: 'au_abn', value: '51 824 753 556' },
      { scheme: 'gb_vat', value: '245719348' },
    ])
    expect(out.warnings).toHaveLength(1)
  })

  it('accepts 500 identifiers', async () => {
    const out = await run(Array.from({ length: 500 }, () => ({ scheme: 'au_abn', value: '51824753556' })))
    expect(out.summary).toEqual({ total: 500, valid: 500, invalid: 0 })
  })
})

describe('identifiers.validate: input validation', () => {
  const cases: [string, unknown, string][] = [
    ['empty array', { identifiers: [] }, 'identifiers'],
    ['missing identifiers', {}, 'identifiers'],
    ['unknown scheme', { identifiers: [{ scheme: 'fr_siren', value: '123' }] }, 'identifiers.0.scheme'],
    ['extra top-level field', { identifiers: [{ scheme: 'au_abn', value: '1' }], client_id: 'x' }, 'client_id'],
    ['extra item field', { identifiers: [{ scheme: 'au_abn', value: '1', note: 'x' }] }, 'identifiers.0.note'],
    ['empty value', { identifiers: [{ scheme: 'au_abn', value: '' }] }, 'identifiers.0.value'],
    ['value too long', { identifiers: [{ scheme: 'au_abn', value: '1'.repeat(65) }] }, 'identifiers.0.value'],
    [
      'too many identifiers',
      { identifiers: Array.from({ length: 501 }, () => ({ scheme: 'au_abn', value: '1' })) },
      'identifiers',
    ],
  ]
  it.each(cases)('%s is a validation_error', async (_name, input, param) => {
    const err = await skill.invoke(input).then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({ code: 'validation_error', param })
  })
})

describe('identifiers.validate: manifest and examples', () => {
  it('declares the expected manifest', () => {
    expect(skill.manifest).toMatchObject({
      name: 'identifiers.validate',
      slug: 'validate_business_identifiers',
      category: 'compliance',
      cluster: 'CMP',
      streaming: false,
      advisory: false,
      writes: false,
      permission: 'documents:analyse',
    })
    const manifestSchema = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../src/skill-runtime/skill-manifest.schema.json'), 'utf8'),
    ) as Record<string, unknown>
    const validate = createAjv().compile(manifestSchema)
    expect(validate(structuredClone(skill.manifest)), JSON.stringify(validate.errors)).toBe(true)
    expect(path.basename(import.meta.dirname)).toBe(skill.manifest.name)
    expect(isPermission(String(skill.manifest.permission))).toBe(true)
  })

  const dir = path.join(import.meta.dirname, 'examples')
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
  it('has at least two examples', () => expect(files.length).toBeGreaterThanOrEqual(2))
  it.each(files)('example %s runs', async (file) => {
    const ex = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      summary: string
      input: { identifiers: Row[] }
      expected?: unknown
    }
    expect(Object.keys(ex).sort()).toEqual(
      ex.expected === undefined ? ['input', 'summary'] : ['expected', 'input', 'summary'],
    )
    expect(ex.summary.length).toBeGreaterThan(0)
    const out = await run(ex.input.identifiers)
    expect(out.results).toHaveLength(ex.input.identifiers.length)
  })
})
