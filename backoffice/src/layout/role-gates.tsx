// Showing each role only what it may use: pages, menu entries, buttons and dashboard
// cards render only when the authProvider's canAccess allows them.
import { Card, CardContent, Typography } from '@mui/material'
import type { ComponentType, ReactNode } from 'react'
import { CanAccess, Title } from 'react-admin'

export const ACCESS_DENIED_TEXT = "Your role doesn't allow this page."

export function AccessDeniedPage() {
  return (
    <Card sx={{ mt: 2 }} data-testid="access-denied">
      <Title title="Access denied" />
      <CardContent>
        <Typography component="p">{ACCESS_DENIED_TEXT}</Typography>
      </CardContent>
    </Card>
  )
}

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete'

/** Children only when the role may; nothing while unknown or refused. */
export function IfCan(props: { resource: string; action?: Action; children: ReactNode }) {
  return (
    <CanAccess resource={props.resource} action={props.action ?? 'list'} error={null}>
      {props.children}
    </CanAccess>
  )
}

/** A resource page that renders (and fetches) nothing unless the role may open it. */
function guard(View: ComponentType, action: Action): ComponentType {
  const Guarded = () => (
    <CanAccess action={action} accessDenied={<AccessDeniedPage />}>
      <View />
    </CanAccess>
  )
  Guarded.displayName = `Guarded(${View.displayName ?? View.name ?? 'View'})`
  return Guarded
}

type Views = {
  list?: ComponentType
  create?: ComponentType
  edit?: ComponentType
  show?: ComponentType
}

/** A <Resource>'s views, each behind its canAccess check. */
export function guardResource<T extends Views>(resource: T): T {
  const out: T = { ...resource }
  for (const action of ['list', 'create', 'edit', 'show'] as const) {
    const View = resource[action]
    if (View) out[action] = guard(View, action)
  }
  return out
}
