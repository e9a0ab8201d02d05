// Reservations (admin and sales): every M-Pesa deposit, newest first, filtered by status,
// car, buyer (name, phone, email or reference) and M-Pesa receipt. A row opens its page.
// On a phone they are cards, and every filter but the search waits behind "Filter".
import {
  RESERVATION_STATUS_LABELS,
  formatNairobiDateTime,
  type Car,
  type ReservationRecord,
} from '@dealership/api/contract'
import { Box, Chip } from '@mui/material'
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin'
import { carLabel, useBrandNames } from '../cars/car-names'
import { EmptyText } from '../layout/EmptyText'
import { ListError } from '../layout/ListError'
import { choiceFilter, phoneAwareFilters } from '../layout/phone-filters'
import { choicesFrom, formatKes } from '../lib/lists'
import { RefusedAttempts } from './RefusedAttempts'
import { TimeField } from '../layout/TimeField'

export const reservationStatusChoices = choicesFrom(RESERVATION_STATUS_LABELS)

const TINTS: Record<ReservationRecord['status'], { bg: string; fg: string }> = {
  'awaiting-payment': { bg: '#fff8e1', fg: '#6d4c00' },
  'payment-failed': { bg: '#eeeeee', fg: '#424242' },
  paid: { bg: '#e8f5e9', fg: '#1b5e20' },
  expired: { bg: '#eeeeee', fg: '#424242' },
  converted: { bg: '#e3f2fd', fg: '#0d47a1' },
  cancelled: { bg: '#eeeeee', fg: '#424242' },
  'refund-due': { bg: '#fdecea', fg: '#8a1c1c' },
  refunded: { bg: '#f3e5f5', fg: '#4a148c' },
  'needs-checking': { bg: '#fff3e0', fg: '#8a3c00' },
}

export function ReservationStatusChip({ status }: { status: ReservationRecord['status'] }) {
  const tint = TINTS[status]
  return (
    <Chip
      size="small"
      label={RESERVATION_STATUS_LABELS[status] ?? status}
      sx={{ bgcolor: tint.bg, color: tint.fg, fontWeight: 600 }}
    />
  )
}

export const carText = (r: ReservationRecord) => r.carTitle ?? 'Car no longer listed'

function CarFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const { alwaysOn: _alwaysOn, ...rest } = props
  const brandName = useBrandNames()
  return (
    <ReferenceInput {...rest} reference="cars" sort={{ field: 'createdAt', order: 'DESC' }}>
      <AutocompleteInput
        label={rest.label}
        optionText={(c: Car) => carLabel(c, brandName)}
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>
  )
}

const reservationFilters = (alwaysOn: boolean) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, phone, email or reference" />,
  choiceFilter({ source: 'status', label: 'Status', choices: reservationStatusChoices }, alwaysOn),
  <CarFilter key="carId" source="carId" label="Car" alwaysOn={alwaysOn} />,
  <TextInput key="receipt" source="receipt" label="M-Pesa receipt" alwaysOn={alwaysOn} />,
]
const useListFilters = phoneAwareFilters(reservationFilters)

function ReservationCards() {
  return (
    <SimpleList<ReservationRecord>
      rowClick="show"
      primaryText={(r) => `${r.reference} · ${r.name}`}
      secondaryText={(r) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {RESERVATION_STATUS_LABELS[r.status]} · {formatKes(r.amount)}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {carText(r)}
          </Box>
        </>
      )}
      tertiaryText={(r) => formatNairobiDateTime(r.createdAt)}
      sx={{ '& .MuiListItemText-root': { minWidth: 0 } }}
    />
  )
}

export function ReservationList() {
  const { isSmall, filters, filterButton } = useListFilters()
  return (
    <>
      <List
        title="Reservations"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={filterButton ? <TopToolbar>{filterButton}</TopToolbar> : false}
        error={<ListError prefix="Error loading reservations" />}
        empty={<EmptyText text="No reservations yet." />}
        // Beside the list on a wide screen; under it on a phone (see below).
        aside={isSmall ? undefined : <RefusedAttempts />}
      >
        {isSmall ? (
          <ReservationCards />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="reference" label="Reference" sortable={false} />
            <FunctionField<ReservationRecord>
              source="status"
              label="Status"
              render={(r) => <ReservationStatusChip status={r.status} />}
            />
            <FunctionField<ReservationRecord> label="Car" sortable={false} render={carText} />
            <FunctionField<ReservationRecord>
              source="name"
              label="Buyer"
              render={(r) => (
                <>
                  {r.name}
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    +{r.phone}
                  </Box>
                </>
              )}
            />
            <FunctionField<ReservationRecord>
              source="amount"
              label="Deposit"
              render={(r) => formatKes(r.amount)}
            />
            <FunctionField<ReservationRecord>
              label="M-Pesa receipt"
              sortable={false}
              render={(r) => r.receipt ?? '-'}
            />
            <FunctionField<ReservationRecord>
              source="heldUntil"
              label="Held until"
              render={(r) => (r.status === 'paid' ? formatNairobiDateTime(r.heldUntil) : '-')}
            />
            <TimeField source="createdAt" label="Created" />
          </Datagrid>
        )}
      </List>
      {isSmall ? <RefusedAttempts /> : null}
    </>
  )
}
