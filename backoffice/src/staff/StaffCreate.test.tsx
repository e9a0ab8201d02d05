// Adding a staff member: the temporary password is shown once, in a dialog, and kept in
// no react-admin cache; API refusals show above the form.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { type CreateParams, HttpError, testDataProvider } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { AdminAs } from '../test/admin-as'
import { StaffCreate } from './StaffCreate'

const PASSWORD = 'Temp-Pass-1234567'

function renderCreate(answer: (params: CreateParams) => Promise<unknown>) {
  const queryClient = new QueryClient()
  const sent: CreateParams[] = []
  const dataProvider = testDataProvider({
    create: async (_resource: string, params: CreateParams) => {
      sent.push(params)
      return { data: await answer(params) } as never
    },
  })
  render(
    <MemoryRouter initialEntries={['/staff/create']}>
      <AdminAs role="admin" dataProvider={dataProvider} resource="staff" queryClient={queryClient}>
        <StaffCreate />
      </AdminAs>
    </MemoryRouter>,
  )
  return { sent, queryClient }
}

const emailInput = () => screen.getByLabelText(/^Email/) as HTMLInputElement

afterEach(() => cleanup())

describe('adding a staff member', () => {
  it('shows the temporary password once and caches it nowhere', async () => {
    const { sent, queryClient } = renderCreate(async (p) => ({
      id: 's2',
      _id: 's2',
      ...(p.data as object),
      uid: 'u2',
      active: true,
      addedBy: 'admin@example.com',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      temporaryPassword: PASSWORD,
      passwordResetLink: null,
    }))
    await waitFor(() => expect(emailInput()).toBeTruthy())
    fireEvent.change(emailInput(), { target: { value: ' new@example.com ' } })
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'New One' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    const dialog = await screen.findByRole('dialog', { name: 'Staff member added' })
    expect(within(dialog).getByTestId('temporary-password').textContent).toBe(PASSWORD)
    expect(dialog.textContent).toContain('new@example.com was added as Editor.')
    expect(dialog.textContent).toContain('shown only once')
    expect(sent[0]?.data).toEqual({
      email: 'new@example.com',
      role: 'editor',
      displayName: 'New One',
    })
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    )
    expect(cached).not.toContain(PASSWORD)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByText(PASSWORD)).toBeNull()
  })

  it('shows a refusal above the form and no dialog', async () => {
    renderCreate(async () => {
      throw new HttpError('Failed to add staff: Conflict, Response: Already staff', 409, {
        error: 'Already staff',
      })
    })
    await waitFor(() => expect(emailInput()).toBeTruthy())
    fireEvent.change(emailInput(), { target: { value: 'dup@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to add staff: Conflict',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
