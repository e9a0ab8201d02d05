// On a car's page: its History and inspection part. Everyone reads the mileage check
// (with "Mileage inconsistent" and why), the badges buyers see, the inspection, the
// imperfections and every document; admins and editors add, change and remove them.
import {
  DOCUMENT_KIND_INFO,
  MILEAGE_INCONSISTENT,
  formatKm,
  plural,
  formatKenyanDate,
  inspectionCounts,
  type CarDocument,
  type CarHistory,
} from '@dealership/api/contract'
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Confirm, useNotify, usePermissions, useRecordContext } from 'react-admin'
import { apiErrorOf } from '../lib/api-error'
import { DocumentEditor, documentSummary } from './DocumentEditor'
import { ImperfectionAdder } from './ImperfectionAdder'
import { InspectionEditor } from './InspectionEditor'
import { fetchHistory, historyKey, removeDocument, removeImperfection } from './history-api'

type Removal = { what: string; call: () => Promise<unknown> }

function MileageCheck({ history }: { history: CarHistory }) {
  const { mileage, mileageVerified } = history
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Mileage
      </Typography>
      {!mileage.consistent ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          <strong>{MILEAGE_INCONSISTENT}</strong>: {mileage.problem}. Buyers see no &ldquo;Mileage
          verified&rdquo; until the records agree.
        </Alert>
      ) : mileageVerified ? (
        <Typography variant="body2">
          Mileage verified across {mileage.readings.length} records.
        </Typography>
      ) : (
        <Typography variant="body2">Fewer than two records carry a mileage.</Typography>
      )}
      {mileage.readings.length > 0 ? (
        <Table size="small" aria-label="Mileage readings, oldest first" sx={{ maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Record</TableCell>
              <TableCell align="right">Reading</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mileage.readings.map((r) => (
              <TableRow key={`${r.on}-${r.source}-${r.km}-${r.documentId ?? ''}`}>
                <TableCell>{formatKenyanDate(r.on)}</TableCell>
                <TableCell>{r.source}</TableCell>
                <TableCell align="right">{formatKm(r.km)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  )
}

export function CarHistoryPanel() {
  const car = useRecordContext<{ id: string }>()
  const { permissions: role } = usePermissions()
  const writer = role === 'admin' || role === 'editor'
  const notify = useNotify()
  const queryClient = useQueryClient()
  const carId = car?.id ?? ''
  const [editing, setEditing] = useState<'inspection' | 'new-document' | string | null>(null)
  const {
    data: history,
    isPending,
    isError,
  } = useQuery({
    queryKey: historyKey(carId),
    queryFn: () => fetchHistory(carId),
    enabled: Boolean(carId),
  })
  const refresh = async () => {
    setEditing(null)
    await queryClient.invalidateQueries({ queryKey: historyKey(carId) })
  }
  // A removal waits for its confirmation in a dialog.
  const [removal, setRemoval] = useState<Removal | null>(null)
  const remove = (what: string, call: () => Promise<unknown>) => setRemoval({ what, call })
  const confirmRemoval = async () => {
    if (!removal) return
    const { what, call } = removal
    setRemoval(null)
    try {
      await call()
      notify(`The ${what} is removed`, { type: 'info' })
      await refresh()
    } catch (error) {
      notify(apiErrorOf(error).error ?? `The ${what} could not be removed`, { type: 'error' })
    }
  }
  if (!carId) return null
  return (
    <Box
      component="section"
      aria-labelledby="car-history-title"
      sx={{ p: 2, pt: 0 }}
      data-testid="car-history"
    >
      <Confirm
        isOpen={removal !== null}
        title={`Remove this ${removal?.what ?? 'record'}?`}
        content="Buyers stop seeing it at once; the audit log keeps what it said."
        confirm="Remove"
        onConfirm={confirmRemoval}
        onClose={() => setRemoval(null)}
      />
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" id="car-history-title">
        History and inspection
      </Typography>
      {isPending ? <LinearProgress aria-label="Loading the car's history" /> : null}
      {isError ? (
        <Typography color="error">Could not load this car&apos;s history.</Typography>
      ) : null}
      {history ? (
        <>
          {history.badges.length > 0 ? (
            <Stack direction="row" flexWrap="wrap" gap={1} sx={{ my: 1 }} aria-label="Badges">
              {history.badges.map((b) => (
                <Chip key={b.evidence} label={b.label} color="success" variant="outlined" />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ my: 1 }}>
              No records yet: buyers are told what to ask for instead.
            </Typography>
          )}
          <MileageCheck history={history} />

          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              Inspection report
            </Typography>
            {history.inspection ? (
              <Typography variant="body2">
                {(() => {
                  const { points, advisories, fails } = inspectionCounts(history.inspection.results)
                  return `By ${history.inspection.inspector} on ${formatKenyanDate(history.inspection.inspectedOn)} at ${formatKm(history.inspection.odometerKm)}: ${points} points, ${plural(advisories, 'advisory', 'advisories')}, ${plural(fails, 'fail', 'fails')}.`
                })()}
              </Typography>
            ) : (
              <Typography variant="body2">Not inspected yet.</Typography>
            )}
            {writer && editing !== 'inspection' ? (
              <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setEditing('inspection')}>
                {history.inspection ? 'Edit the inspection' : 'Record an inspection'}
              </Button>
            ) : null}
            {writer && editing === 'inspection' ? (
              <InspectionEditor
                carId={carId}
                inspection={history.inspection}
                onSaved={refresh}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </Box>

          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              Imperfections
            </Typography>
            {history.imperfections.length === 0 ? (
              <Typography variant="body2">None photographed.</Typography>
            ) : (
              <Stack direction="row" flexWrap="wrap" gap={2} component="ul" sx={{ p: 0 }}>
                {history.imperfections.map((imp) => (
                  <Box component="li" key={imp.id} sx={{ listStyle: 'none', width: 180 }}>
                    <img
                      src={imp.photo}
                      alt={imp.caption}
                      width={180}
                      height={112}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                    />
                    <Typography variant="body2">
                      {imp.caption} ({imp.area})
                    </Typography>
                    {writer ? (
                      <Button
                        size="small"
                        color="error"
                        onClick={() =>
                          remove('imperfection', () => removeImperfection(carId, imp.id))
                        }
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Box>
                ))}
              </Stack>
            )}
            {writer ? <ImperfectionAdder carId={carId} onAdded={refresh} /> : null}
          </Box>

          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              Documents
            </Typography>
            {history.documents.length === 0 ? (
              <Typography variant="body2">No documents yet.</Typography>
            ) : (
              <Table size="small" aria-label="Documents">
                <TableHead>
                  <TableRow>
                    <TableCell>Document</TableCell>
                    <TableCell>What it says</TableCell>
                    <TableCell>Buyers</TableCell>
                    {writer ? <TableCell>Change</TableCell> : null}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {history.documents.map((doc: CarDocument) => (
                    <TableRow key={doc.id}>
                      <TableCell>{DOCUMENT_KIND_INFO[doc.kind].label}</TableCell>
                      <TableCell>{documentSummary(doc)}</TableCell>
                      <TableCell>
                        {doc.buyerVisible
                          ? DOCUMENT_KIND_INFO[doc.kind].fileNamesOwners
                            ? 'See its fields'
                            : 'See it'
                          : 'Hidden'}
                      </TableCell>
                      {writer ? (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Button size="small" onClick={() => setEditing(doc.id)}>
                            Edit
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => remove('document', () => removeDocument(carId, doc.id))}
                          >
                            Remove
                          </Button>
                        </TableCell>
                      ) : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {writer && editing && editing !== 'inspection' ? (
              <DocumentEditor
                key={editing}
                carId={carId}
                document={history.documents.find((d) => d.id === editing) ?? null}
                onSaved={refresh}
                onCancel={() => setEditing(null)}
              />
            ) : writer ? (
              <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setEditing('new-document')}>
                Add a document
              </Button>
            ) : null}
          </Box>
        </>
      ) : null}
    </Box>
  )
}
