// Worked examples computed by hand. With customs value V in KES:
//   import duty D = V × duty%            (35%; electric 25%)
//   excise      E = (V + D) × excise%    (20% ≤ 1500 cc; 25% to 3000 cc petrol/hybrid or
//                                         2500 cc diesel; 35% above; electric 10%)
//   VAT           = (V + D + E) × 16%
//   IDF           = V × 2.5%,  RDL = V × 2%
// each rounded to the shilling; total = V + D + E + VAT + IDF + RDL.
import { describe, expect, it } from 'vitest'
import { describeCostEstimate, excisePercent, landedCost } from './landed-cost'
import { EXAMPLE_RATES } from './landed-cost.fixtures'

const RATES = EXAMPLE_RATES

describe('landedCost', () => {
  it('a 2998 cc petrol car worth KES 3,000,000', () => {
    // D = 1,050,000; E = 25% of 4,050,000 = 1,012,500; VAT = 16% of 5,062,500 = 810,000;
    // IDF = 75,000; RDL = 60,000; charges 3,007,500; total 6,007,500.
    const r = landedCost(
      { value: 3_000_000, currency: 'KES', year: 2020, engineCc: 2998, fuel: 'petrol' },
      RATES,
      2026,
    )
    expect(r).toEqual({
      customsValue: 3_000_000,
      ageYears: 6,
      eligible: true,
      importDutyPercent: 35,
      excisePercent: 25,
      importDuty: 1_050_000,
      excise: 1_012_500,
      vat: 810_000,
      idf: 75_000,
      rdl: 60_000,
      totalCharges: 3_007_500,
      total: 6_007_500,
    })
  })

  it('a 2800 cc diesel valued in dollars, too old to import', () => {
    // V = 20,000 × 129.5 = 2,590,000; D = 906,500; E = 35% of 3,496,500 = 1,223,775;
    // VAT = 16% of 4,720,275 = 755,244; IDF = 64,750; RDL = 51,800;
    // charges 3,002,069; total 5,592,069. 2026 − 2017 = 9 years > 8: not eligible.
    const r = landedCost(
      { value: 20_000, currency: 'USD', year: 2017, engineCc: 2800, fuel: 'diesel' },
      RATES,
      2026,
    )
    expect(r.customsValue).toBe(2_590_000)
    expect([r.importDuty, r.excise, r.vat, r.idf, r.rdl]).toEqual([
      906_500, 1_223_775, 755_244, 64_750, 51_800,
    ])
    expect(r.totalCharges).toBe(3_002_069)
    expect(r.total).toBe(5_592_069)
    expect(r.ageYears).toBe(9)
    expect(r.eligible).toBe(false)
  })

  it('an electric car valued in yen', () => {
    // V = 2,000,000 × 0.87 = 1,740,000; D = 25% = 435,000; E = 10% of 2,175,000 = 217,500;
    // VAT = 16% of 2,392,500 = 382,800; IDF = 43,500; RDL = 34,800; charges 1,113,600.
    const r = landedCost(
      { value: 2_000_000, currency: 'JPY', year: 2026, engineCc: 0, fuel: 'electric' },
      RATES,
      2026,
    )
    expect(r.customsValue).toBe(1_740_000)
    expect([r.importDuty, r.excise, r.vat, r.idf, r.rdl]).toEqual([
      435_000, 217_500, 382_800, 43_500, 34_800,
    ])
    expect(r.totalCharges).toBe(1_113_600)
    expect(r.total).toBe(2_853_600)
    expect(r.eligible).toBe(true)
  })

  it('rounds each charge to the shilling before the next uses it', () => {
    // V = 1,234,567 (1800 cc petrol): D = 432,098.45 → 432,098; E = 25% of 1,666,665 =
    // 416,666.25 → 416,666; VAT = 16% of 2,083,331 = 333,332.96 → 333,333;
    // IDF = 30,864.175 → 30,864; RDL = 24,691.34 → 24,691; charges 1,237,652.
    const r = landedCost(
      { value: 1_234_567, currency: 'KES', year: 2022, engineCc: 1800, fuel: 'petrol' },
      RATES,
      2026,
    )
    expect([r.importDuty, r.excise, r.vat, r.idf, r.rdl]).toEqual([
      432_098, 416_666, 333_333, 30_864, 24_691,
    ])
    expect(r.totalCharges).toBe(1_237_652)
    expect(r.total).toBe(2_472_219)
  })

  it('counts the age from the year of the estimate: 8 years is the last eligible', () => {
    const car = { value: 1_000_000, currency: 'KES', engineCc: 1500, fuel: 'petrol' } as const
    expect(landedCost({ ...car, year: 2018 }, RATES, 2026).eligible).toBe(true)
    expect(landedCost({ ...car, year: 2017 }, RATES, 2026).eligible).toBe(false)
    expect(landedCost({ ...car, year: 2017 }, RATES, 2025).eligible).toBe(true)
    // A registration year after the estimate's cannot be right.
    expect(landedCost({ ...car, year: 2027 }, RATES, 2026).eligible).toBe(false)
  })
})

describe('excisePercent', () => {
  it('puts each engine in its band', () => {
    expect(excisePercent('petrol', 1500, RATES)).toBe(20)
    expect(excisePercent('petrol', 1501, RATES)).toBe(25)
    expect(excisePercent('petrol', 3000, RATES)).toBe(25)
    expect(excisePercent('petrol', 3001, RATES)).toBe(35)
    expect(excisePercent('diesel', 1500, RATES)).toBe(20)
    expect(excisePercent('diesel', 2500, RATES)).toBe(25)
    expect(excisePercent('diesel', 2501, RATES)).toBe(35)
    // Hybrids are taxed on their petrol engine.
    expect(excisePercent('hybrid', 2999, RATES)).toBe(25)
    expect(excisePercent('hybrid', 3500, RATES)).toBe(35)
    expect(excisePercent('electric', 0, RATES)).toBe(10)
  })
})

describe('describeCostEstimate', () => {
  it('puts an estimate in one line for staff', () => {
    const input = {
      value: 20_000,
      currency: 'USD',
      year: 2017,
      engineCc: 2800,
      fuel: 'diesel',
    } as const
    expect(
      describeCostEstimate({
        ...input,
        ratesDate: '2025-07-01',
        estimateYear: 2026,
        result: landedCost(input, RATES, 2026),
      }),
    ).toBe(
      'Landed cost Ksh 5,592,069: charges Ksh 3,002,069 on a customs value of Ksh 2,590,000 ' +
        '(entered as USD 20,000); first registered 2017, 2800 cc diesel; rates of 2025-07-01. ' +
        'Not eligible: 9 years from first registration.',
    )
  })
})
