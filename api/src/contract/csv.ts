// Every CSV the product writes goes through here: the inventory feed (/feeds/vehicles.csv)
// and the console's exports. Fields are quoted as RFC 4180 says, and a text cell that a
// spreadsheet would run as a formula is neutralised as OWASP's CSV injection guidance
// describes: a visitor's "=HYPERLINK(...)" arrives in Excel as the text it is.
// No node imports: the console bundles it.

/** What makes Excel, LibreOffice or Google Sheets read a cell as a formula. */
const FORMULA_START = /^(?:[=+\-@\t\r]|\s+[=+\-@])/
/** A plain number such as -5 or -12.5 runs nothing and keeps its sign. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/
/**
 * An international phone number as csvPhone writes it: a space, then + and digits in
 * groups. No letter, no reference and no function, so nothing in it can run; the space
 * makes spreadsheets read it as text rather than a sum.
 */
const WRITTEN_PHONE = /^ \+\d+(?: \d+)*$/

/** The cell's text as a spreadsheet will show it: a formula-like text gets a leading '. */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? value : String(value)
  if (
    typeof value === 'string' &&
    FORMULA_START.test(text) &&
    !PLAIN_NUMBER.test(text) &&
    !WRITTEN_PHONE.test(text)
  ) {
    return `'${text}`
  }
  return text
}

/**
 * A phone number for a spreadsheet's cell, to read as a phone and never as a formula or a
 * number: a Kenyan one as Kenyans write it, "0712 345 678" or "020 765 4321" (digits in
 * groups stay text, leading zero and all), any other as " +44 20 7946 0958" (its digits
 * grouped as typed, after a space); anything else as it is, for csvField to guard.
 */
export function csvPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  const digits = phone.replace(/[\s()-]/g, '')
  const kenyan = /^(?:\+?254|0)([17]\d{8}|20\d{7})$/.exec(digits)?.[1]
  if (kenyan) {
    return kenyan.startsWith('20')
      ? `0${kenyan.slice(0, 2)} ${kenyan.slice(2, 5)} ${kenyan.slice(5)}`
      : `0${kenyan.slice(0, 3)} ${kenyan.slice(3, 6)} ${kenyan.slice(6)}`
  }
  if (/^\+\d{7,15}$/.test(digits)) {
    const grouped = phone.trim().replace(/[()-]/g, ' ').replace(/\s+/g, ' ')
    return ` ${/^\+\d+(?: \d+)*$/.test(grouped) ? grouped : digits}`
  }
  return phone
}

/**
 * One CSV field: neutralised (csvText), then quoted when it holds a quote, a comma, white
 * space (Facebook's catalogue asks for that) or was neutralised, with quotes doubled.
 */
export function csvField(value: unknown): string {
  const text = csvText(value)
  const neutralised = typeof value === 'string' && text !== value
  return neutralised || /[",\s]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A header row and its rows, each line ended by CRLF. */
export function csvTable(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (fields: readonly unknown[]) => fields.map(csvField).join(',') + '\r\n'
  return line(header) + rows.map(line).join('')
}

/** Columns of a table of records: the header, and how each record gives the cell. */
export type CsvColumns<T> = readonly (readonly [header: string, cell: (record: T) => unknown])[]

/** Records as a CSV table, one column per entry of `columns`. */
export function csvOf<T>(columns: CsvColumns<T>, records: readonly T[]): string {
  return csvTable(
    columns.map(([header]) => header),
    records.map((record) => columns.map(([, cell]) => cell(record))),
  )
}
