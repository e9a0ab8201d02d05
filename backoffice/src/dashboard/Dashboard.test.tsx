// The dashboard shows each role only its own areas, and asks the API for nothing else.
import type { StaffRole } from '@dealership/api/contract'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { AdminAs } from '../test/admin-as'
import { Dashboard } from './Dashboard'

const LEADS = ['contact-messages', 'import-requests', 'sell-requests']

function renderAs(role: StaffRole) {
  const asked: string[] = []
  const dataProvider = testDataProvider({
    getList: async (resource: string) => {
      asked.push(resource)
      return { data: [], total: 0 }
    },
  })
  render(
    <AdminAs role={role} dataProvider={dataProvider}>
      <Dashboard />
    </AdminAs>,
  )
  return asked
}

/** Waits until each count shows its number (its list was asked for and answered). */
const countsShown = (resources: string[]) =>
  waitFor(() => {
    for (const r of resources) expect(screen.getByTestId(`count-${r}`).textContent).toBe('0')
  })

afterEach(() => cleanup())

describe('the dashboard by role', () => {
  it('an editor sees the catalogue and no leads, and asks for none', async () => {
    const asked = renderAs('editor')
    await countsShown(['cars', 'brands', 'featured-cars', 'limited-offers'])
    expect(await screen.findByRole('link', { name: 'Add Car' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Featured Cars' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Newest leads' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Contact Messages' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull()
    expect(asked.sort()).toEqual(['brands', 'cars', 'featured-cars', 'limited-offers'])
  })

  it('sales see the leads and cars, but no catalogue create or featured cars', async () => {
    const asked = renderAs('sales')
    expect(await screen.findByRole('heading', { name: 'Newest leads' })).toBeTruthy()
    await countsShown(['cars', 'brands'])
    expect(await screen.findByRole('link', { name: 'Contact Messages' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Add Car' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Featured Cars' })).toBeNull()
    expect(screen.queryByTestId('count-featured-cars')).toBeNull()
    expect(screen.queryByTestId('count-limited-offers')).toBeNull()
    await waitFor(() => {
      for (const lead of LEADS) expect(asked).toContain(lead)
    })
    expect(asked).not.toContain('featured-cars')
    expect(asked).not.toContain('limited-offers')
  })

  it('an admin sees everything, staff and the audit log included', async () => {
    const asked = renderAs('admin')
    expect(await screen.findByRole('link', { name: 'Audit log' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Staff' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Newest leads' })).toBeTruthy()
    await countsShown(['cars', 'brands', 'featured-cars', 'limited-offers'])
    await waitFor(() => {
      for (const resource of ['cars', 'brands', 'featured-cars', 'limited-offers', ...LEADS])
        expect(asked).toContain(resource)
    })
  })
})
