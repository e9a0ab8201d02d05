// A sales user's car page: the car and its availability only, and the save sends the
// car as loaded but for availability (the API refuses anything else).
import type { StaffRole } from '@dealership/api/contract'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { testDataProvider, type UpdateParams } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { AdminAs } from '../test/admin-as'
import { CarEdit } from './CarEdit'

const car = {
  id: 'car-1',
  _id: 'car-1',
  brand: 'bmw',
  model: 'X5',
  year: 2023,
  price: 18_500_000,
  mileage: 1200,
  availability: 'In Stock',
  fuel: 'Petrol',
  transmission: 'Automatic',
  engine: '3.0L',
  horsepower: 335,
  awards: ['Best SUV'],
  safetyFeatures: ['ABS'],
  images: [],
  mainImage: null,
  isLimited: false,
  isFeatured: false,
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

function renderEdit(role: StaffRole) {
  const updates: UpdateParams[] = []
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: car }) as never,
    getList: async () => ({ data: [{ id: 'b1', key: 'bmw', name: 'BMW' }], total: 1 }) as never,
    update: async (_resource: string, params: UpdateParams) => {
      updates.push(params)
      return { data: { ...car, ...params.data } } as never
    },
  })
  render(
    <MemoryRouter initialEntries={['/cars/car-1']}>
      <Routes>
        <Route
          path="/cars/:id"
          element={
            <AdminAs role={role} dataProvider={dataProvider} resource="cars">
              <CarEdit />
            </AdminAs>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return updates
}

/** A field by its label, ignoring the required-field asterisk. */
const input = (label: string) =>
  screen.getByLabelText(
    new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?\\s*$`),
  ) as HTMLInputElement

afterEach(() => cleanup())

// Each test renders the whole car form, which takes seconds on a busy machine.
describe('editing a car by role', { timeout: 30_000 }, () => {
  it('sales see which car it is and may change its availability only, saving the rest as it was', async () => {
    const updates = renderEdit('sales')
    await screen.findByText('2023 BMW X5')
    await screen.findByText(/may change only this car's availability/)
    // Not a greyed copy of the whole form: one choice, and no other field or upload.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0)
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0)
    expect(screen.getAllByRole('combobox')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /Upload main image/i })).toBeNull()
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()

    const availability = screen.getByRole('combobox', { name: /Availability/ })
    fireEvent.mouseDown(availability)
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Pre-Order'))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))

    await waitFor(() => expect(updates).toHaveLength(1))
    expect(updates[0]?.data).toEqual({ ...car, availability: 'Pre-Order' })
  })

  it('an editor may change every field', async () => {
    renderEdit('editor')
    await waitFor(() => expect(input('Model').value).toBe('X5'))
    expect(input('Price (Ksh)').disabled).toBe(false)
    expect(input('Model').readOnly).toBe(false)
    expect(screen.queryByText(/may change only/)).toBeNull()
  })

  it('an editor sets the body style, the colour and the VIN / chassis number, shown or not', async () => {
    const updates = renderEdit('editor')
    await waitFor(() => expect(input('Model').value).toBe('X5'))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Body style/ }))
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('SUV'))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    fireEvent.change(input('Exterior colour'), { target: { value: 'Sonic Titanium' } })
    fireEvent.change(input('VIN / chassis number'), { target: { value: 'grs210-6001234' } })
    fireEvent.click(screen.getByLabelText(/Show on the car page/))
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updates).toHaveLength(1))
    expect(updates[0]?.data).toMatchObject({
      bodyStyle: 'SUV',
      exteriorColor: 'Sonic Titanium',
      vin: 'GRS210-6001234',
      showVin: true,
    })
  })
})
