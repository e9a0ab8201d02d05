// The mail outbox (admins): every alert and confirmation, whether it was sent, how many
// attempts it took and the last error; a waiting or failed message can be sent again.
import { formatNairobiTimestamp, type OutboxMessage } from '@dealership/api/contract'
import MailIcon from '@mui/icons-material/Mail'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Typography,
} from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  RecordContextProvider,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin'
import { EmptyText } from '../layout/EmptyText'
import { choiceFilter, phoneAwareFilters } from '../layout/phone-filters'
import { ListError } from '../layout/ListError'
import type { ConsoleResource } from '../lib/console-resources'
import { choicesFrom } from '../lib/lists'
import { TimeField } from '../layout/TimeField'

const STATUS_LABELS: Record<OutboxMessage['status'], string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
}
const PURPOSE_LABELS: Record<OutboxMessage['purpose'], string> = {
  'lead-alert': 'Lead alert',
  'customer-confirmation': 'Customer confirmation',
  'alert-confirmation': 'Alert confirmation',
  'alert-digest': 'Alert digest',
  'reservation-alert': 'Reservation alert',
  'reservation-receipt': 'Reservation receipt',
  'reservation-update': 'Reservation update',
  'sign-in-link': 'Sign-in link',
}

// On a phone the filters wait behind a Filter button (alwaysOn false).
const outboxFilters = (alwaysOn: boolean) => [
  choiceFilter(
    { source: 'status', label: 'Status', choices: choicesFrom(STATUS_LABELS) },
    alwaysOn,
  ),
  choiceFilter(
    { source: 'purpose', label: 'Kind', choices: choicesFrom(PURPOSE_LABELS) },
    alwaysOn,
  ),
]
const useListFilters = phoneAwareFilters(outboxFilters)

const statusText = (m: OutboxMessage) =>
  m.status === 'sent'
    ? `Sent ${formatNairobiTimestamp(m.sentAt)}`
    : `${STATUS_LABELS[m.status]} (${m.attempts} attempt${m.attempts === 1 ? '' : 's'})`

function SendAgainButton() {
  const message = useRecordContext<OutboxMessage>()
  const [update, { isPending }] = useUpdate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!message || message.status === 'sent') return null
  return (
    <Button
      size="small"
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation()
        update(
          'outbox',
          { id: message.id, data: { status: 'pending' }, previousData: message },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('The message will be sent again shortly')
              refresh()
            },
            onError: (error) =>
              notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
          },
        )
      }}
    >
      Send again
    </Button>
  )
}

function MessageText() {
  const message = useRecordContext<OutboxMessage>()
  if (!message) return null
  return (
    <Box sx={{ p: 1 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        To {message.to}
        {message.lastError ? `. Last error: ${message.lastError}` : ''}
      </Typography>
      <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
        {message.text}
      </Typography>
    </Box>
  )
}

/** The outbox on a phone: a card per message, opened to read it. */
function OutboxCards() {
  const { data } = useListContext<OutboxMessage>()
  return (
    <Box sx={{ p: 1 }}>
      {(data ?? []).map((m) => (
        <RecordContextProvider key={m.id} value={m}>
          <Accordion disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                  {m.subject}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {PURPOSE_LABELS[m.purpose]} · {statusText(m)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Queued {formatNairobiTimestamp(m.createdAt)}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ overflowWrap: 'anywhere' }}>
              <MessageText />
              <SendAgainButton />
            </AccordionDetails>
          </Accordion>
        </RecordContextProvider>
      ))}
    </Box>
  )
}

export function OutboxList() {
  const { isSmall, filters, filterButton } = useListFilters()
  return (
    <List
      exporter={false}
      title="Outbox"
      filters={filters}
      actions={filterButton ? <TopToolbar>{filterButton}</TopToolbar> : false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      error={<ListError prefix="Error loading the outbox" />}
      empty={<EmptyText text="No messages yet." />}
    >
      {isSmall ? (
        <OutboxCards />
      ) : (
        <Datagrid rowClick="expand" expand={<MessageText />} bulkActionButtons={false}>
          <TimeField source="createdAt" label="Queued (Nairobi)" format={formatNairobiTimestamp} />
          <FunctionField<OutboxMessage>
            label="Kind"
            sortable={false}
            render={(m) => PURPOSE_LABELS[m.purpose]}
          />
          <TextField source="to" label="To" />
          <TextField source="subject" label="Subject" sortable={false} />
          <FunctionField<OutboxMessage> source="status" label="Status" render={statusText} />
          <FunctionField<OutboxMessage>
            label="Last error"
            sortable={false}
            render={(m) => m.lastError ?? ''}
          />
          <SendAgainButton />
        </Datagrid>
      )}
    </List>
  )
}

export const resource = {
  name: 'outbox',
  list: OutboxList,
  icon: MailIcon,
} satisfies ConsoleResource
