import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvField, csvOf, csvPhone, csvTable, csvText } from './csv'

describe('csvText', () => {
  it('neutralises every cell a spreadsheet would run as a formula (OWASP)', () => {
    expect(csvText('=1+1')).toBe("'=1+1")
    expect(csvText('=HYPERLINK("http://x.example","y")')).toBe(
      `'=HYPERLINK("http://x.example","y")`,
    )
    expect(csvText('+254712345678')).toBe("'+254712345678")
    expect(csvText('-2+3')).toBe("'-2+3")
    expect(csvText('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)")
    expect(csvText('\t=1+1')).toBe("'\t=1+1")
    expect(csvText('\r=1+1')).toBe("'\r=1+1")
    expect(csvText('  =1+1')).toBe("'  =1+1")
  })

  it('leaves plain text and numbers as they are', () => {
    expect(csvText('Amina Wanjiru')).toBe('Amina Wanjiru')
    expect(csvText('a = b')).toBe('a = b')
    expect(csvText(-5)).toBe('-5')
    expect(csvText('-5')).toBe('-5')
    expect(csvText('-12.5')).toBe('-12.5')
    expect(csvText(12)).toBe('12')
    expect(csvText(null)).toBe('')
    expect(csvText(undefined)).toBe('')
  })
})

describe('csvField', () => {
  it('quotes what needs it and doubles quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField(12)).toBe('12')
    expect(csvField(null)).toBe('')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rlf')).toBe('"cr\rlf"')
    expect(csvField('=1+1')).toBe(`"'=1+1"`)
  })

  it('round-trips through a real CSV parser', () => {
    const nasty = ['He said "no", then\r\nleft', ',', '""', ' lead', 'trail ', 'ünïcödé, ok']
    const text = csvTable(['a', 'b'], [nasty.slice(0, 2), nasty.slice(2, 4), nasty.slice(4)])
    expect(parse(text)).toEqual([['a', 'b'], nasty.slice(0, 2), nasty.slice(2, 4), nasty.slice(4)])
  })

  it('reads back every formula start as inert text', () => {
    const starts = ['=1+1', '+1+1', '-1+1', '@SUM(1)', '\t=1+1', '\r=1+1']
    const rows = parse(
      csvTable(
        ['cell'],
        starts.map((s) => [s]),
      ),
    ) as string[][]
    expect(rows.slice(1).map(([cell]) => cell)).toEqual(starts.map((s) => `'${s}`))
  })
})

describe('csvOf', () => {
  it('writes one column per entry, in order', () => {
    const text = csvOf(
      [
        ['Name', (r: { name: string; n: number }) => r.name],
        ['Count', (r) => r.n],
      ],
      [
        { name: 'Amina', n: 2 },
        { name: '=cmd', n: -1 },
      ],
    )
    expect(text).toBe(`Name,Count\r\nAmina,2\r\n"'=cmd",-1\r\n`)
  })
})

describe('csvPhone', () => {
  it('writes a Kenyan number as Kenyans do, digits in groups that stay text', () => {
    for (const typed of ['+254712345678', '254712345678', '0712 345 678', '+254 712-345-678'])
      expect(csvPhone(typed), typed).toBe('0712 345 678')
    expect(csvPhone('+254 110 123 456')).toBe('0110 123 456')
    expect(csvPhone('+254207654321')).toBe('020 765 4321')
    expect(csvField(csvPhone('+254712345678'))).toBe('"0712 345 678"')
  })

  it('writes any other number after a space, which no spreadsheet runs', () => {
    expect(csvPhone('+44 20 7946 0958')).toBe(' +44 20 7946 0958')
    expect(csvPhone('+1 (415) 555-0100')).toBe(' +1 415 555 0100')
    expect(csvPhone('+14155550100')).toBe(' +14155550100')
    // Written as it is: no apostrophe in front.
    expect(csvText(csvPhone('+44 20 7946 0958'))).toBe(' +44 20 7946 0958')
  })

  it('leaves anything else to the formula guard, and nothing as nothing', () => {
    expect(csvPhone(null)).toBe('')
    expect(csvPhone('')).toBe('')
    expect(csvField(csvPhone('+1-1'))).toBe(`"'+1-1"`)
    expect(csvField(csvPhone('=1+1'))).toBe(`"'=1+1"`)
    // The guard's exception is for the written form only, not any text starting " +".
    expect(csvText(' +SUM(A1)')).toBe("' +SUM(A1)")
    expect(csvText(' +1-1')).toBe("' +1-1")
  })
})
