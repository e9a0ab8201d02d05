// Contact messages, import and sell requests: read-only cards, newest first.
import { formatNairobiDateTime } from '@dealership/api/contract'
import { Box, Card, CardContent, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { List, Pagination, type RaRecord, useListContext } from 'react-admin'
import { EmptyText } from '../layout/EmptyText'
import { ListError } from '../layout/ListError'

export type LeadField<T> = { label: string; value: (record: T) => ReactNode }

function Cards<T extends RaRecord>({
  title,
  fields,
}: {
  title: (record: T) => string
  fields: LeadField<T>[]
}) {
  const { data } = useListContext<T>()
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 2,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
      }}
    >
      {(data ?? []).map((record) => (
        <Card component="li" key={record.id} variant="outlined" data-testid="lead-card">
          <CardContent>
            <Typography variant="h6" component="h2">
              {title(record)}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {formatNairobiDateTime(record.createdAt)}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
            >
              {fields.map((f) => (
                <Box key={f.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {f.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {f.value(record)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  )
}

export function LeadList<T extends RaRecord>(props: {
  emptyText: string
  title: (record: T) => string
  fields: LeadField<T>[]
}) {
  return (
    <List
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={24}
      actions={false}
      pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
      error={<ListError />}
      empty={<EmptyText text={props.emptyText} />}
    >
      <Cards<T> title={props.title} fields={props.fields} />
    </List>
  )
}
