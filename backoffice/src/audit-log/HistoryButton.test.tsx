// A record's "History": a real link to its audit log entries, for admins only.
import type { StaffRole } from '@dealership/api/contract'
import { cleanup, render, screen } from '@testing-library/react'
import { RecordContextProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { AdminAs } from '../test/admin-as'
import { HistoryButton } from './HistoryButton'

function renderHistory(role: StaffRole) {
  render(
    <AdminAs role={role} resource="brands">
      <RecordContextProvider value={{ id: 'b1' }}>
        <HistoryButton />
        <p>rendered</p>
      </RecordContextProvider>
    </AdminAs>,
  )
}

afterEach(() => cleanup())

describe('HistoryButton', () => {
  it("links an admin to the record's audit log entries", async () => {
    renderHistory('admin')
    const link = await screen.findByRole('link', { name: 'History' })
    // AdminContext alone routes by hash; the console's router has real paths.
    const href = new URL((link.getAttribute('href') ?? '').replace(/^#/, ''), 'http://localhost')
    expect(href.pathname).toBe('/audit-log')
    expect(JSON.parse(href.searchParams.get('filter') ?? '{}')).toEqual({
      resource: 'brands',
      recordId: 'b1',
    })
  })

  it('shows nothing to an editor', async () => {
    renderHistory('editor')
    await screen.findByText('rendered')
    // canAccess answers asynchronously: give it the time to (not) show the button.
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull()
  })
})
