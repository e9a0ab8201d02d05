// A lead's page: every field it was sent with, its car, quick ways to reach the
// customer, where it stands (status, assignee, next follow-up: saved in place) and its
// timeline of notes and changes, with a box to add a note.
import {
  IMPORT_STAGE_LABELS,
  describeCostEstimate,
  LEAD_FIELD_LABELS,
  leadFieldShown,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  formatKenyanDate,
  formatNairobiDateTime,
  type LeadDetail,
  type LeadEvent,
  IMPORT_STAGES,
  isOneOf,
  LEAD_STATUSES,
  importCostEstimateRecord,
} from '@dealership/api/contract'
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material'
import { type FormEvent, useState } from 'react'
import {
  DateInput,
  Edit,
  Link,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { authedFetchJson } from '../dataProvider'
import { apiErrorOf } from '../lib/api-error'
import { choicesFrom, personName } from '../lib/lists'
import { useAssignees, type Assignee } from './assignees'
import { BuyerPortal } from './BuyerPortal'
import { ReservationPayment } from './ReservationPayment'
import { statusChoices } from './inbox'

function detailValue(key: string, value: unknown) {
  if (value === null || value === undefined || value === '') return 'N/A'
  if (key === 'email') return <a href={`mailto:${String(value)}`}>{String(value)}</a>
  if (key === 'preferredDate') return formatKenyanDate(value, 'N/A')
  if (key === 'byAppointment') return 'Yes: to confirm with the customer'
  if (key === 'costEstimate') {
    const estimate = importCostEstimateRecord.safeParse(value)
    return estimate.success ? describeCostEstimate(estimate.data) : JSON.stringify(value)
  }
  if (Array.isArray(value)) {
    return value.length
      ? value.map((url, i) => (
          <a key={String(url)} href={String(url)} target="_blank" rel="noreferrer">
            Photo {i + 1}{' '}
          </a>
        ))
      : 'None'
  }
  if (typeof value === 'number') return value.toLocaleString('en-KE')
  return String(value)
}

/** Digits of a Kenyan phone number as wa.me wants them (07… becomes 2547…). */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.startsWith('0') ? `254${digits.slice(1)}` : digits
}

/** A phone number for tel: links; 2547… (how M-Pesa numbers are stored) dials as +2547…. */
export function telNumber(phone: string): string {
  const bare = phone.replace(/\s/g, '')
  return /^254\d{9}$/.test(bare) ? `+${bare}` : bare
}

function QuickActions({ lead }: { lead: LeadDetail }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {lead.phone ? (
        <>
          <Button variant="outlined" size="small" href={`tel:${telNumber(lead.phone)}`}>
            Call
          </Button>
          <Button
            variant="outlined"
            size="small"
            href={`https://wa.me/${whatsAppNumber(lead.phone)}`}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp
          </Button>
        </>
      ) : null}
      {lead.email ? (
        <Button variant="outlined" size="small" href={`mailto:${lead.email}`}>
          Email
        </Button>
      ) : null}
    </Stack>
  )
}

function Details({ lead }: { lead: LeadDetail }) {
  const createPath = useCreatePath()
  const entries = Object.entries(lead.details).filter(
    ([key, value]) => key in LEAD_FIELD_LABELS && leadFieldShown(key, value),
  )
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        Received
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {formatNairobiDateTime(lead.createdAt)}
      </Typography>
      {lead.kind === 'enquiry' || lead.kind === 'test-drive' || lead.kind === 'reservation' ? (
        <>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Car
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {lead.car ? (
              <Link to={createPath({ resource: 'cars', id: lead.car.id, type: 'edit' })}>
                {lead.car.title}
              </Link>
            ) : (
              'No longer listed'
            )}
          </Typography>
        </>
      ) : null}
      {lead.trackingToken ? (
        <>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Tracking page
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <a href={`/import/track/${lead.trackingToken}`} target="_blank" rel="noreferrer">
              {`${window.location.origin}/import/track/${lead.trackingToken}`}
            </a>
          </Typography>
        </>
      ) : null}
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {LEAD_FIELD_LABELS[key]}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {detailValue(key, value)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/** One line of the timeline, in words. */
export function describeEvent(event: LeadEvent, assignees: Assignee[]): string {
  const person = (id: string | null) =>
    id ? (assignees.find((a) => a.id === id)?.name ?? 'former staff') : 'nobody'
  const status = (s: string | null) =>
    isOneOf(LEAD_STATUSES, s) ? LEAD_STATUS_LABELS[s] : (s ?? 'none')
  switch (event.type) {
    case 'note':
      return event.note ?? ''
    case 'status':
      return `Status: ${status(event.before)} → ${status(event.after)}`
    case 'assignee':
      return `Assigned to ${person(event.after)}`
    case 'stage': {
      const stage = (v: string | null) =>
        isOneOf(IMPORT_STAGES, v) ? IMPORT_STAGE_LABELS[v] : (v ?? 'none')
      return `Stage: ${stage(event.before)} → ${stage(event.after)}${event.note ? ` (${event.note})` : ''}`
    }
    case 'follow-up':
      return event.after
        ? `Next follow-up: ${formatKenyanDate(event.after, event.after)}`
        : 'Follow-up date cleared'
  }
}

function Timeline({ lead }: { lead: LeadDetail }) {
  const { assignees } = useAssignees()
  if (!lead.events.length) {
    return <Typography variant="body2">No notes or changes yet.</Typography>
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Timeline">
      {lead.events.map((event) => (
        <Box component="li" key={event.id} sx={{ mb: 1.5 }} data-testid="lead-event">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {describeEvent(event, assignees)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {event.actorName}, {formatNairobiDateTime(event.at)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

function NoteForm({ leadId }: { leadId: string }) {
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const notify = useNotify()
  const refresh = useRefresh()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    setError(null)
    try {
      await authedFetchJson(`/api/leads/${encodeURIComponent(leadId)}/notes`, {
        method: 'POST',
        body: JSON.stringify({ note }),
      })
      setNote('')
      notify('Note added')
      refresh()
    } catch (err) {
      const { error, errors } = apiErrorOf(err)
      setError(errors.note ?? error ?? 'The note could not be saved. Try again.')
    } finally {
      setSaving(false)
    }
  }
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
      <MuiTextField
        label="Add a note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained" size="small" disabled={saving}>
        Add note
      </Button>
    </Box>
  )
}

const stageChoices = choicesFrom(IMPORT_STAGE_LABELS)

function LeadPage() {
  const record = useRecordContext<LeadDetail>()
  const { assignees, isPending } = useAssignees()
  if (!record) return null
  // Opened from the inbox, react-admin first shows the list's row (no fields, no
  // timeline) until the whole lead arrives.
  const lead: LeadDetail = {
    ...record,
    details: record.details ?? {},
    reservation: record.reservation ?? null,
    events: record.events ?? [],
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {LEAD_KIND_LABELS[lead.kind]}
            {lead.reference ? ` ${lead.reference}` : ''}: {personName(lead.name)}
          </Typography>
          <Box sx={{ my: 1.5 }}>
            <QuickActions lead={lead} />
          </Box>
          <Details lead={lead} />
          {lead.reservation ? <ReservationPayment payment={lead.reservation} /> : null}
          <BuyerPortal email={lead.email} />
        </CardContent>
      </Card>
      <Box>
        <Card variant="outlined" sx={{ mb: 2 }}>
          <SimpleForm
            toolbar={
              <Toolbar>
                <SaveButton label="Save" />
              </Toolbar>
            }
          >
            <SelectInput source="status" label="Status" choices={statusChoices} validate={[]} />
            <SelectInput
              source="assigneeId"
              label="Assignee"
              choices={assignees}
              isPending={isPending}
              emptyText="Unassigned"
            />
            <DateInput source="nextFollowUp" label="Next follow-up" />
            {lead.kind === 'import' ? (
              <>
                <SelectInput source="stage" label="Import stage" choices={stageChoices} />
                <TextInput
                  source="cancelReason"
                  label="Reason for cancelling (shown to the customer)"
                  multiline
                />
              </>
            ) : null}
          </SimpleForm>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Timeline
            </Typography>
            <Timeline lead={lead} />
            <NoteForm leadId={String(lead.id)} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  )
}

export function LeadEdit() {
  return (
    <Edit title="Lead" mutationMode="pessimistic" redirect={false} actions={false} component="div">
      <LeadPage />
    </Edit>
  )
}
