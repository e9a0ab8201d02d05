// A settings record there is one of (`id` = `current`), edited in place: saved with
// PUT /api/{resource}/current, a notice when saved, the API's refusal above the form,
// and its history in the audit log. The page checks access itself (a custom route).
import { Alert } from '@mui/material'
import { useState, type ReactNode } from 'react'
import {
  CanAccess,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
} from 'react-admin'
import type { Resolver } from 'react-hook-form'
import { HistoryButton } from '../audit-log/HistoryButton'
import { AccessDeniedPage } from '../layout/role-gates'

export function SettingsEdit({
  resource,
  title,
  savedMessage,
  resolver,
  children,
}: {
  resource: string
  title: string
  savedMessage: string
  resolver: Resolver
  children: ReactNode
}) {
  const notify = useNotify()
  const [error, setError] = useState<string | null>(null)
  return (
    <CanAccess resource={resource} action="edit" accessDenied={<AccessDeniedPage />}>
      <Edit
        resource={resource}
        id="current"
        title={title}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onMutate: () => setError(null),
          onSuccess: () => notify(savedMessage, { type: 'success' }),
          onError: (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
        }}
        actions={
          <TopToolbar>
            <HistoryButton />
          </TopToolbar>
        }
      >
        {error ? (
          <Alert severity="error" role="alert" sx={{ mx: 2, mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        <SimpleForm
          resolver={resolver}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          {children}
        </SimpleForm>
      </Edit>
    </CanAccess>
  )
}
