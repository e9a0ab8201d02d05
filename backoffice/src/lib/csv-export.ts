// The console's one way to write a CSV file: through the product's CSV writer
// (@dealership/api/contract/csv), which neutralises cells a spreadsheet would run as
// formulas. react-admin's default exporter writes what visitors typed as it is; no list
// uses it (a list without its own exporter has `exporter={false}`).
import { csvOf, type CsvColumns } from '@dealership/api/contract'
import { downloadCSV } from 'react-admin'

/** Excel takes a file for UTF-8 only when it starts with a byte order mark. */
const BOM = '\ufeff'

/** The file's text: a byte order mark, then the table. */
export function csvFile<T>(columns: CsvColumns<T>, records: readonly T[]): string {
  return BOM + csvOf(columns, records)
}

/** Downloads `records` as `{filename}.csv`, one column per entry of `columns`. */
export function downloadCsv<T>(filename: string, columns: CsvColumns<T>, records: readonly T[]) {
  downloadCSV(csvFile(columns, records), filename)
}
