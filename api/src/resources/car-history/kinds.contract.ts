// The words of a car's history, in one place: the results an inspection point takes, the
// parts of a car an imperfection is on, the kinds of document with the fields each
// carries, and the Japanese auction sheet's damage codes. The table, the API, the console
// and the pages all read them from here. No node imports: this goes to browsers.
import { z } from 'zod'
import { integer, listChoice, optionalText, requiredText } from '../../contract/inputs/fields'
import { calendarDate } from '../limited-offers/limited-offers.contract'

export const INSPECTION_RESULTS = ['Pass', 'Advisory', 'Fail'] as const
export type InspectionResult = (typeof INSPECTION_RESULTS)[number]

/** A point's result, with the inspector's note and an uploaded photo's address if any. */
export type PointResult = { result: InspectionResult; note?: string; photo?: string }
export type InspectionResults = Record<string, PointResult>

export const CAR_AREAS = [
  'Front',
  'Rear',
  'Left side',
  'Right side',
  'Roof',
  'Wheels and tyres',
  'Interior',
  'Boot',
  'Underbody',
] as const
export type CarArea = (typeof CAR_AREAS)[number]

export const DOCUMENT_KINDS = [
  'auction-sheet',
  'export-certificate',
  'inspection-certificate',
  'ntsa-search',
  'kra-import-entry',
  'service-record',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export type DocumentKindInfo = {
  label: string
  /**
   * The file names people (owners, the customer on an invoice): buyers may be shown the
   * fields staff typed from it, never the file itself.
   */
  fileNamesOwners: boolean
}

export const DOCUMENT_KIND_INFO: Record<DocumentKind, DocumentKindInfo> = {
  'auction-sheet': { label: 'Auction sheet', fileNamesOwners: false },
  'export-certificate': { label: 'Export (deregistration) certificate', fileNamesOwners: true },
  'inspection-certificate': {
    label: 'Pre-shipment inspection certificate',
    fileNamesOwners: false,
  },
  'ntsa-search': { label: 'NTSA search', fileNamesOwners: true },
  'kra-import-entry': { label: 'KRA import entry', fileNamesOwners: true },
  'service-record': { label: 'Service record', fileNamesOwners: true },
}

/** An auction sheet's damage letters, with what they say in plain words. */
export const AUCTION_DAMAGE_LETTERS = {
  A: 'scratch',
  B: 'dent with a scratch',
  C: 'corrosion',
  E: 'dimples',
  G: 'stone chip in the glass',
  P: 'paint marks',
  S: 'rust',
  U: 'dent',
  W: 'repaired panel (filler or a wavy surface)',
  X: 'part that needs replacing',
  XX: 'part already replaced',
  Y: 'crack or hole',
} as const
export type AuctionDamageLetter = keyof typeof AUCTION_DAMAGE_LETTERS

/** The number after the letter: how large the mark is. */
export const AUCTION_DAMAGE_SIZES = { '1': 'small', '2': 'medium', '3': 'large' } as const

const DAMAGE_CODE = /^(XX|[ABCEGPSUWXY])([1-3])?$/

/** "A1" in plain words ("small scratch"), or null for a code that is no damage code. */
export function auctionCodeMeaning(code: string): string | null {
  const match = DAMAGE_CODE.exec(code.trim().toUpperCase())
  if (!match) return null
  const what = AUCTION_DAMAGE_LETTERS[match[1] as AuctionDamageLetter]
  const size = match[2] ? AUCTION_DAMAGE_SIZES[match[2] as '1' | '2' | '3'] : null
  return size ? `${size} ${what}` : what.charAt(0).toUpperCase() + what.slice(1)
}

/** Overall grades an auction sheet gives, best first (R and RA: repaired). */
export const AUCTION_GRADES = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'RA', 'R'] as const
/** Interior grades, best first. */
export const AUCTION_INTERIOR_GRADES = ['A', 'B', 'C', 'D', 'E'] as const

// The fields of each kind. Dates are YYYY-MM-DD; mileages are whole kilometres.
export const mileageKm = (label = 'Mileage') => integer(label, 0, 2_000_000)

export const damageCode = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => DAMAGE_CODE.test(v), 'Use a code such as A1, U2, W1 or XX'),
  /** Where on the car the sheet marks it ("Front bumper"). */
  location: requiredText('Where on the car', 60),
})

/** Each kind's fields as staff and buyers read their names: the rules below use them too. */
export const DOCUMENT_FIELD_LABELS = {
  'auction-sheet': {
    auctionHouse: 'Auction house',
    auctionDate: 'Auction date',
    overallGrade: 'Overall grade',
    interiorGrade: 'Interior grade',
    mileageKm: 'Mileage',
    damageCodes: 'Damage codes',
  },
  'export-certificate': {
    certificateNumber: 'Certificate number',
    issuedOn: 'Date of issue',
    country: 'Exporting country',
    mileageKm: 'Mileage',
  },
  'inspection-certificate': {
    certificateNumber: 'Certificate number',
    issuedOn: 'Date of issue',
    inspectedBy: 'Inspection company',
    mileageKm: 'Mileage',
  },
  'ntsa-search': {
    searchedOn: 'Date of the search',
    previousOwners: 'Previous owners',
    lenderInterest: "A lender's interest on the logbook",
  },
  'kra-import-entry': {
    entryNumber: 'Entry number',
    enteredOn: 'Date of entry',
    port: 'Port of entry',
  },
  'service-record': {
    servicedOn: 'Date of the service',
    mileageKm: 'Mileage',
    work: 'Work done',
    by: 'By whom',
  },
} as const

const L = DOCUMENT_FIELD_LABELS

export const DOCUMENT_FIELDS = {
  'auction-sheet': z.object({
    auctionHouse: requiredText(L['auction-sheet'].auctionHouse, 80),
    auctionDate: calendarDate(L['auction-sheet'].auctionDate),
    overallGrade: listChoice(L['auction-sheet'].overallGrade, AUCTION_GRADES),
    interiorGrade: listChoice(L['auction-sheet'].interiorGrade, AUCTION_INTERIOR_GRADES),
    mileageKm: mileageKm(),
    damageCodes: z.array(damageCode).max(60, 'At most 60 damage codes').default([]),
  }),
  'export-certificate': z.object({
    certificateNumber: requiredText(L['export-certificate'].certificateNumber, 60),
    issuedOn: calendarDate(L['export-certificate'].issuedOn),
    country: requiredText(L['export-certificate'].country, 60),
    mileageKm: mileageKm(),
  }),
  'inspection-certificate': z.object({
    certificateNumber: requiredText(L['inspection-certificate'].certificateNumber, 60),
    issuedOn: calendarDate(L['inspection-certificate'].issuedOn),
    inspectedBy: optionalText(L['inspection-certificate'].inspectedBy, 80),
    mileageKm: mileageKm(),
  }),
  'ntsa-search': z.object({
    searchedOn: calendarDate(L['ntsa-search'].searchedOn),
    previousOwners: integer(L['ntsa-search'].previousOwners, 0, 50),
    lenderInterest: z.boolean({
      required_error: "Say whether a lender's interest is recorded",
      invalid_type_error: "Say whether a lender's interest is recorded",
    }),
  }),
  'kra-import-entry': z.object({
    entryNumber: requiredText(L['kra-import-entry'].entryNumber, 60),
    enteredOn: calendarDate(L['kra-import-entry'].enteredOn),
    port: requiredText(L['kra-import-entry'].port, 60).default('Mombasa'),
  }),
  'service-record': z.object({
    servicedOn: calendarDate(L['service-record'].servicedOn),
    mileageKm: mileageKm(),
    work: requiredText(L['service-record'].work, 500),
    by: requiredText(L['service-record'].by, 80),
  }),
} satisfies { [K in DocumentKind]: z.ZodObject<{ [F in keyof (typeof L)[K]]: z.ZodTypeAny }> }

export type DocumentFieldsOf<K extends DocumentKind> = z.infer<(typeof DOCUMENT_FIELDS)[K]>
export type DocumentFields = { [K in DocumentKind]: DocumentFieldsOf<K> }[DocumentKind]

/** The day a document speaks of: the auction's, the certificate's, the search's, ... */
export function documentDay(fields: DocumentFields): string {
  const f = fields as Record<string, unknown>
  const day = f.auctionDate ?? f.issuedOn ?? f.searchedOn ?? f.enteredOn ?? f.servicedOn
  return typeof day === 'string' ? day : ''
}

/** The date and the mileage a document records, if it records a mileage. */
export function documentReading(fields: DocumentFields): { on: string; km: number } | null {
  const km = (fields as Record<string, unknown>).mileageKm
  return typeof km === 'number' ? { on: documentDay(fields), km } : null
}

/** The damage codes a document marks (an auction sheet's), none for other kinds. */
export function documentDamageCodes(fields: DocumentFields): z.infer<typeof damageCode>[] {
  return 'damageCodes' in fields ? fields.damageCodes : []
}
