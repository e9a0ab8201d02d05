// A resource page behind guardResource: a role that may not open it gets "Access denied"
// and the page asks the API for nothing.
import type { StaffRole } from '@dealership/api/contract'
import { cleanup, render, screen } from '@testing-library/react'
import { testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { contactMessages } from '../leads'
import { AdminAs } from '../test/admin-as'
import { ACCESS_DENIED_TEXT, guardResource } from './role-gates'

function renderLeads(role: StaffRole) {
  const asked: string[] = []
  const dataProvider = testDataProvider({
    getList: async (resource: string) => {
      asked.push(resource)
      return {
        data: [
          {
            id: 'm1',
            name: 'Wanjiru',
            email: 'w@example.co.ke',
            subject: 'Sales Inquiry',
            message: 'Secret lead',
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
        total: 1,
      } as never
    },
  })
  const List = guardResource(contactMessages).list
  render(
    <AdminAs role={role} dataProvider={dataProvider} resource="contact-messages">
      <List />
    </AdminAs>,
  )
  return asked
}

afterEach(() => cleanup())

describe('guarded resource pages', () => {
  it('an editor gets "Access denied" and no lead is asked for', async () => {
    const asked = renderLeads('editor')
    expect(await screen.findByText(ACCESS_DENIED_TEXT)).toBeTruthy()
    expect(screen.queryByText('Secret lead')).toBeNull()
    expect(asked).toEqual([])
  })

  it('sales get the list', async () => {
    const asked = renderLeads('sales')
    expect(await screen.findByText('Secret lead')).toBeTruthy()
    expect(asked).toEqual(['contact-messages'])
  })
})
