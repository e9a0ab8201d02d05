// On a lead's page: whether its buyer has signed in to the customer portal, and when (the
// sessions themselves stay the buyer's). An admin can end every session of the buyer.
import { buyerAccountRecord, formatNairobiDateTime } from '@dealership/api/contract'
import { Box, Button, Typography } from '@mui/material'
import { useState } from 'react'
import { useNotify, usePermissions } from 'react-admin'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { authedFetchJson } from '../dataProvider'
import { apiErrorOf } from '../lib/api-error'

const accounts = buyerAccountRecord.array()

async function accountOf(email: string) {
  const { json } = await authedFetchJson(`/api/buyer-accounts?${new URLSearchParams({ email })}`)
  return accounts.parse(json)[0] ?? null
}

export function BuyerPortal({ email }: { email: string | null | undefined }) {
  const notify = useNotify()
  const queryClient = useQueryClient()
  const { permissions: role } = usePermissions()
  const [ending, setEnding] = useState(false)
  const key = ['buyer-portal', email]
  const {
    data: account,
    isPending,
    isError,
  } = useQuery({
    queryKey: key,
    queryFn: () => accountOf(email ?? ''),
    enabled: Boolean(email),
  })
  if (!email || isPending) return null
  if (isError) {
    return (
      <Typography variant="body2" color="error" sx={{ mt: 1.5 }}>
        Could not tell whether this buyer uses the customer portal.
      </Typography>
    )
  }
  const endSessions = async () => {
    if (!account) return
    setEnding(true)
    try {
      await authedFetchJson(`/api/buyer-accounts/${encodeURIComponent(account.id)}/sessions`, {
        method: 'DELETE',
      })
      notify("The buyer's sessions are ended", { type: 'info' })
      await queryClient.invalidateQueries({ queryKey: key })
    } catch (error) {
      notify(apiErrorOf(error).error ?? "The buyer's sessions could not be ended", {
        type: 'error',
      })
    } finally {
      setEnding(false)
    }
  }
  return (
    <Box sx={{ mt: 1.5 }} data-testid="buyer-portal">
      <Typography variant="subtitle2" component="h3">
        Customer portal
      </Typography>
      {account ? (
        <Typography variant="body2">
          Last signed in {formatNairobiDateTime(account.lastSignedInAt)} (first{' '}
          {formatNairobiDateTime(account.firstSignedInAt)}).{' '}
          {account.activeSessions === 0
            ? 'Signed out everywhere.'
            : account.activeSessions === 1
              ? 'Signed in on 1 device.'
              : `Signed in on ${account.activeSessions} devices.`}
        </Typography>
      ) : (
        <Typography variant="body2">Has not signed in to the customer portal.</Typography>
      )}
      {account && role === 'admin' && account.activeSessions > 0 ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          sx={{ mt: 1 }}
          disabled={ending}
          onClick={() => void endSessions()}
        >
          End their sessions
        </Button>
      ) : null}
    </Box>
  )
}
