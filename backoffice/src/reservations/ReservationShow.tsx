// A reservation's page: the deposit, the buyer and the car, what staff may do now (by
// its status: extend the hold, mark the car sold, cancel with a reason, record the
// refund and, above the settings' threshold, an admin's confirmation of it), the timeline of what the buyer, M-Pesa, the server and staff did, and once
// paid, where sales are with the buyer as a lead, with a link to it in the inbox.
import {
  LEAD_STATUS_LABELS,
  RESERVATION_STATUS_LABELS,
  formatKenyanDate,
  formatNairobiDateTime,
  type ReservationDetail,
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
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import {
  Confirm,
  Link,
  Show,
  useCreatePath,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { loadMe } from '../auth/staff-session'
import { RecordButton } from '../layout/RecordButton'
import { authedFetchJson } from '../dataProvider'
import { apiErrorOf } from '../lib/api-error'
import { useAssignees } from '../leads/assignees'
import { formatKes } from '../lib/lists'
import { Field, PaymentFields } from './PaymentFields'
import { carText, ReservationStatusChip } from './ReservationList'

type ReservationLead = NonNullable<ReservationDetail['lead']>

type Action =
  | { action: 'extend'; days?: number; heldUntil?: string }
  | { action: 'sell' }
  | { action: 'cancel'; reason: string }
  | { action: 'refund'; refundReference: string }
  | { action: 'confirm-refund' }

/** Sends one action; answers the field errors (or the API's message) when it fails. */
function useAct(id: string) {
  const notify = useNotify()
  const refresh = useRefresh()
  const [saving, setSaving] = useState(false)
  const act = async (body: Action, done: string): Promise<Record<string, string> | null> => {
    setSaving(true)
    try {
      await authedFetchJson(`/api/reservations/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: JSON.stringify(body),
      })
      notify(done)
      refresh()
      return null
    } catch (err) {
      const { error, errors } = apiErrorOf(err)
      if (!Object.keys(errors).length) {
        notify(error ?? 'The change could not be saved. Try again.', { type: 'error' })
      }
      return errors
    } finally {
      setSaving(false)
    }
  }
  return { act, saving }
}

function Details({ r }: { r: ReservationDetail }) {
  const createPath = useCreatePath()
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
    >
      <Field label="Status">
        <ReservationStatusChip status={r.status} />
      </Field>
      <Field label="Car">
        {r.carTitle ? (
          <Link to={createPath({ resource: 'cars', id: r.carId, type: 'edit' })}>{carText(r)}</Link>
        ) : (
          carText(r)
        )}
      </Field>
      <PaymentFields p={r} />
      <Field label="Buyer">{r.name}</Field>
      <Field label="M-Pesa phone">
        <a href={`tel:+${r.phone}`}>+{r.phone}</a>
      </Field>
      <Field label="Email">{r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : '-'}</Field>
      <Field label="Reserved">{formatNairobiDateTime(r.createdAt)}</Field>
      {r.status === 'needs-checking' ? (
        <Field label="Paid instead">
          {r.paidAmount === null ? 'Amount not known' : formatKes(r.paidAmount)}
          {r.paidPhone ? ` from ${r.paidPhone}` : ''}
        </Field>
      ) : null}
      {r.cancelReason ? <Field label="Cancel reason">{r.cancelReason}</Field> : null}
      {r.refundReference ? <Field label="Refund reference">{r.refundReference}</Field> : null}
      {r.refundRecordedBy ? <Field label="Refund recorded by">{r.refundRecordedBy}</Field> : null}
      {r.refundConfirmedBy ? (
        <Field label="Refund confirmed by">{r.refundConfirmedBy}</Field>
      ) : null}
    </Box>
  )
}

function ExtendForm({ r }: { r: ReservationDetail }) {
  const { act, saving } = useAct(r.id)
  const [days, setDays] = useState('')
  const [date, setDate] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body: Action = date
      ? { action: 'extend', heldUntil: date }
      : { action: 'extend', days: Number(days) || 0 }
    const failed = await act(body, 'Hold extended')
    setErrors(failed ?? {})
    if (!failed) {
      setDays('')
      setDate('')
    }
  }
  const error = errors.days ?? errors.heldUntil
  return (
    <Box component="form" onSubmit={submit} aria-label="Extend the hold">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Extend the hold
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <MuiTextField
          label="By days"
          type="number"
          size="small"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 60 } }}
          disabled={Boolean(date)}
        />
        <MuiTextField
          label="Or until"
          type="date"
          size="small"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {error ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Typography>
      ) : null}
      <Button type="submit" variant="outlined" size="small" disabled={saving}>
        Extend hold
      </Button>
    </Box>
  )
}

/** A button that asks first, then sends `action` and says `done`. */
function AskFirstButton(props: {
  r: ReservationDetail
  label: string
  ask: { title: string; content: string; button: string }
  action: Action
  done: string
}) {
  const { act, saving } = useAct(props.r.id)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="contained" size="small" disabled={saving} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <Confirm
        isOpen={open}
        title={props.ask.title}
        content={props.ask.content}
        confirm={props.ask.button}
        onConfirm={async () => {
          setOpen(false)
          await act(props.action, props.done)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

function SellButton({ r }: { r: ReservationDetail }) {
  return (
    <AskFirstButton
      r={r}
      label="Mark the car sold"
      ask={{
        title: 'Mark the car sold',
        content: `${carText(r)} will show as Sold, and this reservation as converted to a sale.`,
        button: 'Mark sold',
      }}
      action={{ action: 'sell' }}
      done="The car is marked sold"
    />
  )
}

/** A text and a button: the cancel reason, the refund's M-Pesa reference. */
function TextActionForm(props: {
  r: ReservationDetail
  title: string
  label: string
  field: 'reason' | 'refundReference'
  button: string
  done: string
  note?: string
  multiline?: boolean
  /** Asked before the action is sent (once something is typed): what it will do. */
  confirm?: { title: string; content: string; button: string }
}) {
  const { act, saving } = useAct(props.r.id)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const send = async () => {
    const body: Action =
      props.field === 'reason'
        ? { action: 'cancel', reason: value }
        : { action: 'refund', refundReference: value }
    const failed = await act(body, props.done)
    setError(failed ? (failed[props.field] ?? Object.values(failed)[0] ?? null) : null)
    if (!failed) setValue('')
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // An empty field is the server's to name; with something typed, ask first.
    if (props.confirm && value.trim()) setAsking(true)
    else await send()
  }
  return (
    <Box component="form" onSubmit={submit} aria-label={props.title}>
      {props.confirm ? (
        <Confirm
          isOpen={asking}
          title={props.confirm.title}
          content={props.confirm.content}
          confirm={props.confirm.button}
          cancel="Keep it"
          onConfirm={async () => {
            setAsking(false)
            await send()
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {props.title}
      </Typography>
      {props.note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.note}
        </Typography>
      ) : null}
      <MuiTextField
        label={props.label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        size="small"
        fullWidth
        multiline={props.multiline}
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="outlined" size="small" disabled={saving}>
        {props.button}
      </Button>
    </Box>
  )
}

/** A refund recorded above the threshold: an admin other than its recorder confirms it. */
function ConfirmRefund({ r }: { r: ReservationDetail }) {
  const { permissions: role } = usePermissions()
  const [me, setMe] = useState<string | null>(null)
  useEffect(() => {
    loadMe().then(
      (m) => setMe(m.email),
      () => setMe(null),
    )
  }, [])
  const recordedByMe = me !== null && me.toLowerCase() === r.refundRecordedBy?.toLowerCase()
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Confirm the refund
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {r.refundRecordedBy} recorded the refund of {formatKes(r.amount)} (M-Pesa reference{' '}
        {r.refundReference}). A refund this large is confirmed by a second staff member, an admin,
        once they have checked it in M-Pesa.
      </Typography>
      {role === 'admin' && !recordedByMe ? (
        <AskFirstButton
          r={r}
          label="Confirm refund"
          ask={{
            title: 'Confirm the refund',
            content: `You checked in M-Pesa that ${formatKes(r.amount)} went back to +${r.phone} under reference ${r.refundReference ?? ''}.`,
            button: 'Confirm refund',
          }}
          action={{ action: 'confirm-refund' }}
          done="Refund confirmed"
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {recordedByMe
            ? 'You recorded it, so another admin confirms it.'
            : 'An admin confirms it.'}
        </Typography>
      )}
    </Box>
  )
}

function Actions({ r }: { r: ReservationDetail }) {
  const cancel = (
    <TextActionForm
      r={r}
      title="Cancel the reservation"
      label="Reason"
      field="reason"
      button="Cancel reservation"
      done="Reservation cancelled"
      multiline
      note={
        r.status === 'paid'
          ? 'The car goes back to what it was before the hold, and the deposit becomes refund due.'
          : r.status === 'needs-checking'
            ? 'What was paid becomes refund due; the car was never held.'
            : undefined
      }
      confirm={
        r.status === 'paid' || r.status === 'needs-checking'
          ? {
              title: 'Cancel this paid reservation?',
              content: `${
                r.status === 'paid' ? `${carText(r)} goes back on sale and the` : 'The'
              } payment of ${formatKes(r.paidAmount ?? r.amount)} becomes refund due to +${r.phone}. ${
                r.email
                  ? `${r.name} is told by mail, with your reason.`
                  : `${r.name} gave no email address: tell them yourself.`
              }`,
              button: 'Cancel reservation',
            }
          : undefined
      }
    />
  )
  switch (r.status) {
    case 'paid':
      return (
        <Stack spacing={3}>
          <Box>
            <SellButton r={r} />
          </Box>
          <ExtendForm r={r} />
          {cancel}
        </Stack>
      )
    case 'awaiting-payment':
      return cancel
    case 'needs-checking':
      return (
        <Stack spacing={2}>
          <Typography variant="body2">
            This payment does not match what was asked (see the timeline), so it is not the deposit
            and the car is not held. Check it in M-Pesa, then cancel the reservation to refund it.
          </Typography>
          {cancel}
        </Stack>
      )
    case 'refund-due':
      if (r.refundAwaitsConfirmation) return <ConfirmRefund r={r} />
      return (
        <TextActionForm
          r={r}
          title="Record the refund"
          label="M-Pesa refund reference"
          field="refundReference"
          button="Record refund"
          done="Refund recorded"
          note={`Send ${formatKes(r.amount)} back to +${r.phone} through M-Pesa, then record its reference.`}
        />
      )
    default:
      return (
        <Typography variant="body2">
          Nothing to do: this reservation is {RESERVATION_STATUS_LABELS[r.status].toLowerCase()}.
        </Typography>
      )
  }
}

const ACTORS: Record<string, string> = { buyer: 'Buyer', daraja: 'M-Pesa', server: 'The site' }

function Timeline({ r }: { r: ReservationDetail }) {
  if (!r.events.length) return <Typography variant="body2">Nothing yet.</Typography>
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Timeline">
      {r.events.map((e) => (
        <Box component="li" key={e.id} sx={{ mb: 1.5 }} data-testid="reservation-event">
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{e.kind.replace(/-/g, ' ')}</strong>
            {e.detail ? `: ${e.detail}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {ACTORS[e.actor] ?? e.actor}, {formatNairobiDateTime(e.at)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/**
 * Where sales are with the buyer, once they have paid: the reservation is then a lead in
 * the inbox (same id), where its status, assignee, follow-up and notes are worked.
 */
function LeadSummary({ r, lead }: { r: ReservationDetail; lead: ReservationLead }) {
  const { assignees } = useAssignees()
  const assignee = lead.assigneeId
    ? (assignees.find((a) => a.id === lead.assigneeId)?.name ?? 'Former staff')
    : 'Unassigned'
  return (
    <Box data-testid="reservation-lead">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
      >
        <Field label="Lead status">{LEAD_STATUS_LABELS[lead.status]}</Field>
        <Field label="Assignee">{assignee}</Field>
        <Field label="Next follow-up">{formatKenyanDate(lead.nextFollowUp, '-')}</Field>
      </Box>
      <RecordButton resource="leads" id={r.id} type="edit" sx={{ mt: 1.5 }}>
        Open the lead
      </RecordButton>
    </Box>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

function ReservationPage() {
  const record = useRecordContext<ReservationDetail>()
  if (!record) return null
  // Opened from the list, react-admin first shows the list's row (no timeline).
  const r: ReservationDetail = { ...record, events: record.events ?? [], lead: record.lead ?? null }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Section title={`Reservation ${r.reference}`}>
        <Details r={r} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Section title="Actions">
          <Actions r={r} />
        </Section>
        {r.lead ? (
          <Section title="Lead">
            <LeadSummary r={r} lead={r.lead} />
          </Section>
        ) : null}
        <Section title="Timeline">
          <Timeline r={r} />
        </Section>
      </Box>
    </Box>
  )
}

export function ReservationShow() {
  return (
    <Show title="Reservation" actions={false} component="div">
      <ReservationPage />
    </Show>
  )
}
