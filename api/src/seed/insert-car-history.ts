// The demo cars' history: about half the used cars get a full record (our inspection with
// a few advisories, imperfection photos, the auction sheet or the UK papers, certificates,
// the NTSA search, a service record) and a mileage series that holds; one car's series
// does not (its auction sheet reads more than it does today), so staff see the flag and
// buyers no "verified". New cars and the other half have no records: every state shows.
import { asc, ne } from 'drizzle-orm'
import { INSPECTION_POINTS, type DocumentFields, type InspectionResults } from '../contract'
import type { Queryable } from '../db/client'
import { cars } from '../resources/cars/cars.table'
import {
  carDocuments,
  carImperfections,
  carInspections,
} from '../resources/car-history/car-history.table'
import { dateInDays } from './factories'

/** Points our inspectors often mark, with what they wrote. */
const ADVISORIES: [point: string, note: string][] = [
  ['tyres-brakes.tyre-rear-left', 'Tread at 4 mm: good for about 10,000 km more'],
  ['tyres-brakes.pads-front', 'Pads at 40%: due at the next service'],
  ['exterior.front-bumper', 'Stone chips on the lower grille, touched in'],
  ['glass-lights.windscreen', 'Small chip outside the driver’s view, resin-filled'],
  ['interior.driver-seat', 'Light creasing on the bolster, as the mileage suggests'],
  ['electrics.battery', 'Original battery, tests at 78%: replace within a year'],
  ['engine.air-filter', 'Air filter dusty: replaced at handover'],
  ['underbody.control-arms', 'Front lower bushes show light cracking, no play'],
  ['exterior.rear-bumper', 'Scuff on the bumper corner, see the photo'],
]

/** A fail found and what happens about it. */
const FAIL: [point: string, note: string] = [
  'glass-lights.wipers',
  'Rear wiper blade split: a new blade is fitted before handover',
]

const AUCTION_HOUSES = ['USS Tokyo', 'TAA Yokohama', 'JU Aichi', 'HAA Kobe', 'CAA Chubu']
const GRADES = ['4.5', '4', '5', '4.5', '3.5'] as const
const INSPECTORS = ['Peter Mwangi', 'Grace Wanjiru', 'Samuel Otieno']
const GARAGES = ['Our Westlands workshop', 'DT Dobie service centre', 'Our Westlands workshop']

type SeedCar = { id: string; mileage: number | null; images: string[]; condition: string | null }

/** The demo history records, dated before `now`. */
export function insertCarHistory(tx: Queryable, now: Date): void {
  const used = tx
    .select({
      id: cars.id,
      mileage: cars.mileage,
      images: cars.images,
      condition: cars.condition,
    })
    .from(cars)
    .where(ne(cars.condition, 'New'))
    .orderBy(asc(cars.brand), asc(cars.model), asc(cars.year))
    .all()
    .filter((car) => (car.mileage ?? 0) >= 5000)
  used
    .filter((_, i) => i % 2 === 0)
    .forEach((car, i) => insertRecords(tx, { car: car as SeedCar & { mileage: number }, i, now }))
}

function insertRecords(
  tx: Queryable,
  { car, i, now }: { car: SeedCar & { mileage: number }; i: number; now: Date },
) {
  const day = (daysAgo: number) => dateInDays(-daysAgo, now)
  const km = car.mileage
  // Every third comes from the United Kingdom (no auction sheet), the rest from Japan.
  const fromUk = i % 3 === 2
  // The second car's auction sheet reads 15,000 km more than the car does now.
  const rolledBack = i === 1
  const inspectedDaysAgo = 12 + (i % 9)

  const results: InspectionResults = {}
  for (const point of INSPECTION_POINTS) results[point.id] = { result: 'Pass' }
  const advisories = 1 + (i % 4)
  for (let k = 0; k < advisories; k++) {
    const [point, note] = ADVISORIES[(i * 2 + k) % ADVISORIES.length]!
    results[point] = { result: 'Advisory', note }
  }
  if (i % 5 === 3) results[FAIL[0]] = { result: 'Fail', note: FAIL[1] }
  tx.insert(carInspections)
    .values({
      carId: car.id,
      inspector: INSPECTORS[i % INSPECTORS.length]!,
      inspectedOn: day(inspectedDaysAgo),
      odometerKm: km - 30,
      results,
    })
    .run()

  // The car's own side and rear photos, with what the inspector marked on them.
  const imperfections = [
    {
      photo: car.images[2],
      caption: 'Light scuff on the rear bumper corner, about 3 cm',
      area: 'Rear',
    },
    { photo: car.images[1], caption: 'Two stone chips on the front of the bonnet', area: 'Front' },
  ] as const
  imperfections.slice(0, 1 + (i % 2)).forEach((imperfection, position) => {
    if (imperfection.photo) {
      tx.insert(carImperfections)
        .values({ carId: car.id, ...imperfection, photo: imperfection.photo, position })
        .run()
    }
  })

  const documents: {
    kind: typeof carDocuments.$inferInsert.kind
    fields: DocumentFields
    buyerVisible: boolean
  }[] = []
  const shippedDaysAgo = 150 + i * 3
  if (!fromUk) {
    documents.push({
      kind: 'auction-sheet',
      buyerVisible: true,
      fields: {
        auctionHouse: AUCTION_HOUSES[i % AUCTION_HOUSES.length]!,
        auctionDate: day(shippedDaysAgo + 20),
        overallGrade: GRADES[i % GRADES.length]!,
        interiorGrade: i % 3 === 0 ? 'A' : 'B',
        mileageKm: rolledBack ? km + 15_000 : km - 1_400,
        damageCodes: [
          { code: 'A1', location: 'Rear bumper' },
          ...(i % 2 ? [{ code: 'U1', location: 'Left rear door' }] : []),
          ...(i % 4 === 0 ? [{ code: 'G', location: 'Windscreen' }] : []),
        ],
      },
    })
  }
  documents.push(
    {
      kind: 'export-certificate',
      buyerVisible: true,
      fields: {
        certificateNumber: `${fromUk ? 'V5C' : 'EX'}-${(480_211 + i * 7_919).toString()}`,
        issuedOn: day(shippedDaysAgo + 12),
        country: fromUk ? 'United Kingdom' : 'Japan',
        mileageKm: km - 1_380,
      },
    },
    {
      kind: 'inspection-certificate',
      buyerVisible: true,
      fields: {
        certificateNumber: `CRW-${(2_026_004_100 + i * 37).toString()}`,
        issuedOn: day(shippedDaysAgo + 8),
        inspectedBy: fromUk ? 'QISJ (UK)' : 'QISJ',
        mileageKm: km - 1_360,
      },
    },
    {
      kind: 'kra-import-entry',
      buyerVisible: false,
      fields: {
        entryNumber: `2026MSA${(7_105_300 + i * 113).toString()}`,
        enteredOn: day(shippedDaysAgo - 28),
        port: 'Mombasa',
      },
    },
    {
      kind: 'ntsa-search',
      buyerVisible: true,
      fields: {
        searchedOn: day(inspectedDaysAgo - 2),
        previousOwners: car.condition === 'Certified Pre-Owned' ? 1 : 0,
        lenderInterest: false,
      },
    },
  )
  if (car.condition === 'Certified Pre-Owned' || fromUk) {
    documents.push({
      kind: 'service-record',
      buyerVisible: true,
      fields: {
        servicedOn: day(inspectedDaysAgo + 40),
        mileageKm: km - 600,
        work: 'Major service: engine oil and filters, brake fluid, cabin filter, software update',
        by: GARAGES[i % GARAGES.length]!,
      },
    })
  }
  tx.insert(carDocuments)
    .values(documents.map((doc) => ({ carId: car.id, ...doc })))
    .run()
}
