// A history document's form: its kind, the fields read from it (the kind's own, named
// as the contract names them) and whether buyers may see it. The auction sheet's damage
// codes are typed one a line, "A1, Rear bumper".
import {
  AUCTION_GRADES,
  AUCTION_INTERIOR_GRADES,
  DOCUMENT_FIELD_LABELS,
  DOCUMENT_KIND_INFO,
  DOCUMENT_KINDS,
  auctionCodeMeaning,
  documentDamageCodes,
  documentDay,
  documentReading,
  formatKm,
  formatKenyanDate,
  type CarDocument,
  type DocumentKind,
} from '@dealership/api/contract'
import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useNotify } from 'react-admin'
import { apiErrorOf, type ApiErrorAnswer } from '../lib/api-error'
import { FormButtons } from './FormButtons'
import { saveDocument } from './history-api'

/** One line for the documents' table: its day, its reading and its main figure. */
export function documentSummary(doc: CarDocument): string {
  const parts = [formatKenyanDate(documentDay(doc.fields))]
  const reading = documentReading(doc.fields)
  if (reading) parts.push(formatKm(reading.km))
  const fields = new Map<string, unknown>(Object.entries(doc.fields))
  if (fields.has('overallGrade')) parts.push(`grade ${String(fields.get('overallGrade'))}`)
  if (fields.has('previousOwners'))
    parts.push(`${String(fields.get('previousOwners'))} previous owners`)
  if (fields.has('lenderInterest'))
    parts.push(fields.get('lenderInterest') ? "a lender's interest recorded" : 'no lender')
  const codes = documentDamageCodes(doc.fields)
  if (codes.length) parts.push(codes.map((c) => c.code).join(' '))
  return parts.filter(Boolean).join(', ')
}

const DATE_FIELDS = new Set(['auctionDate', 'issuedOn', 'searchedOn', 'enteredOn', 'servicedOn'])
const NUMBER_FIELDS = new Set(['mileageKm', 'previousOwners'])
const CHOICES: Record<string, readonly string[]> = {
  overallGrade: AUCTION_GRADES,
  interiorGrade: AUCTION_INTERIOR_GRADES,
}

const codesText = (doc: CarDocument | null) =>
  doc
    ? documentDamageCodes(doc.fields)
        .map((c) => `${c.code}, ${c.location}`)
        .join('\n')
    : ''

function parseCodes(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [code = '', ...where] = line.split(',')
      return { code: code.trim(), location: where.join(',').trim() }
    })
}

export function DocumentEditor({
  carId,
  document,
  onSaved,
  onCancel,
}: {
  carId: string
  document: CarDocument | null
  onSaved: () => void
  onCancel: () => void
}) {
  const notify = useNotify()
  const [kind, setKind] = useState<DocumentKind>(document?.kind ?? 'auction-sheet')
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(document?.fields ?? {})
        .filter(([name]) => name !== 'damageCodes' && name !== 'lenderInterest')
        .map(([name, value]) => [name, String(value ?? '')]),
    ),
  )
  const [lender, setLender] = useState(
    Boolean(document && new Map(Object.entries(document.fields)).get('lenderInterest')),
  )
  const [codes, setCodes] = useState(() => codesText(document))
  const [buyerVisible, setBuyerVisible] = useState(document?.buyerVisible ?? true)
  const [failure, setFailure] = useState<ApiErrorAnswer>({ error: null, errors: {} })
  const [saving, setSaving] = useState(false)
  const labels: Record<string, string> = DOCUMENT_FIELD_LABELS[kind]

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const fields: Record<string, unknown> = {}
    for (const name of Object.keys(labels)) {
      if (name === 'damageCodes') fields[name] = parseCodes(codes)
      else if (name === 'lenderInterest') fields[name] = lender
      else if (NUMBER_FIELDS.has(name)) {
        const v = values[name] ?? ''
        fields[name] = v === '' ? undefined : Number(v)
      } else if (values[name]) fields[name] = values[name]
    }
    setSaving(true)
    try {
      await saveDocument(carId, { kind, fields, buyerVisible }, document?.id)
      notify(document ? 'Document saved' : 'Document added', { type: 'info' })
      onSaved()
    } catch (error) {
      setFailure(apiErrorOf(error))
    } finally {
      setSaving(false)
    }
  }
  const error = (name: string) => failure.errors[`fields.${name}`]
  const codeErrors = Object.entries(failure.errors)
    .filter(([key]) => key.startsWith('fields.damageCodes'))
    .map(([, message]) => message)
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ mt: 2, maxWidth: 720 }}
      aria-label={document ? 'Edit the document' : 'Add a document'}
    >
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {document ? `Edit the ${DOCUMENT_KIND_INFO[document.kind].label}` : 'Add a document'}
      </Typography>
      {failure.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure.error}
        </Alert>
      ) : null}
      <Stack gap={2}>
        <TextField
          select
          label="Kind of document"
          value={kind}
          onChange={(e) => setKind(DOCUMENT_KINDS.find((k) => k === e.target.value) ?? kind)}
          disabled={Boolean(document)}
        >
          {DOCUMENT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {DOCUMENT_KIND_INFO[k].label}
            </MenuItem>
          ))}
        </TextField>
        {Object.entries(labels).map(([name, label]) => {
          if (name === 'damageCodes') {
            const preview = parseCodes(codes)
              .map((c) => `${c.code}: ${auctionCodeMeaning(c.code) ?? 'not a damage code'}`)
              .join('; ')
            return (
              <TextField
                key={name}
                label={label}
                multiline
                minRows={3}
                value={codes}
                onChange={(e) => setCodes(e.target.value)}
                error={codeErrors.length > 0}
                helperText={
                  codeErrors.length
                    ? codeErrors.join('; ')
                    : preview || 'One a line: the code, a comma, where on the car (A1, Rear bumper)'
                }
              />
            )
          }
          if (name === 'lenderInterest') {
            return (
              <FormControlLabel
                key={name}
                control={
                  <Checkbox checked={lender} onChange={(e) => setLender(e.target.checked)} />
                }
                label="A lender's interest is recorded on the logbook"
              />
            )
          }
          const choices = CHOICES[name]
          return (
            <TextField
              key={name}
              label={label}
              select={Boolean(choices)}
              type={DATE_FIELDS.has(name) ? 'date' : NUMBER_FIELDS.has(name) ? 'number' : 'text'}
              value={values[name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              error={Boolean(error(name))}
              helperText={error(name)}
              InputLabelProps={DATE_FIELDS.has(name) ? { shrink: true } : undefined}
            >
              {choices?.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )
        })}
        <FormControlLabel
          control={
            <Checkbox checked={buyerVisible} onChange={(e) => setBuyerVisible(e.target.checked)} />
          }
          label={
            DOCUMENT_KIND_INFO[kind].fileNamesOwners
              ? 'Buyers may see it (its fields only: the file names its owners)'
              : 'Buyers may see it'
          }
        />
      </Stack>
      <FormButtons
        label={document ? 'Save the document' : 'Add the document'}
        saving={saving}
        onCancel={onCancel}
      />
    </Box>
  )
}
