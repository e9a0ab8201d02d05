// The mail outbox (admins): every alert and confirmation, whether it was sent, how many
// attempts it took and the last error; a waiting or failed message can be sent again.
import { formatNairobiTimestamp, type OutboxMessage } from '@dealership/api/contract'
import MailIcon from '@mui/icons-material/Mail'
import { Box, Button, Typography } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin'
import { EmptyText } from '../layout/EmptyText'
import { ListError } from '../layout/ListError'
import { choicesFrom } from '../lib/lists'

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
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choicesFrom(STATUS_LABELS)}
    alwaysOn
  />,
  <SelectInput
    key="purpose"
    source="purpose"
    label="Kind"
    choices={choicesFrom(PURPOSE_LABELS)}
    alwaysOn
  />,
]

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

export function OutboxList() {
  return (
    <List
      exporter={false}
      title="Outbox"
      filters={filters}
      actions={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      error={<ListError prefix="Error loading the outbox" />}
      empty={<EmptyText text="No messages yet." />}
    >
      <Datagrid rowClick="expand" expand={<MessageText />} bulkActionButtons={false}>
        <FunctionField<OutboxMessage>
          source="createdAt"
          label="Queued (Nairobi)"
          render={(m) => formatNairobiTimestamp(m.createdAt)}
        />
        <FunctionField<OutboxMessage>
          label="Kind"
          sortable={false}
          render={(m) => PURPOSE_LABELS[m.purpose]}
        />
        <TextField source="to" label="To" />
        <TextField source="subject" label="Subject" sortable={false} />
        <FunctionField<OutboxMessage>
          source="status"
          label="Status"
          render={(m) =>
            m.status === 'sent'
              ? `Sent ${formatNairobiTimestamp(m.sentAt)}`
              : `${STATUS_LABELS[m.status]} (${m.attempts} attempt${m.attempts === 1 ? '' : 's'})`
          }
        />
        <FunctionField<OutboxMessage>
          label="Last error"
          sortable={false}
          render={(m) => m.lastError ?? ''}
        />
        <SendAgainButton />
      </Datagrid>
    </List>
  )
}

export const outbox = {
  list: OutboxList,
  icon: MailIcon,
  options: { label: 'Outbox' },
}
