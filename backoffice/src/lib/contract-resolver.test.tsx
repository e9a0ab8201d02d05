// The console checks a form with the API's schema before sending it: each field shows the
// message the API would answer for the same payload.
import {
  blogInput,
  brandInput,
  carInput,
  EXPIRY_IN_PAST_MESSAGE,
  fieldErrors,
  limitedOfferInput,
  oneLineMessage,
  staffCreateInput,
} from '@dealership/api/contract'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { FieldValues, Resolver } from 'react-hook-form'
import { MemoryRouter } from 'react-router-dom'
import {
  AdminContext,
  Create,
  defaultI18nProvider,
  ResourceContextProvider,
  testDataProvider,
  type CreateParams,
} from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { BlogForm, blogTransform } from '../blogs/BlogForm'
import { brandTransform } from '../brands/BrandForm'
import { carDefaults, carTransform } from '../cars/CarForm'
import { contractResolver } from './contract-resolver'

/** The messages a resolver puts beside each field, by field name. */
async function messages(resolver: Resolver, values: FieldValues) {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return Object.fromEntries(
    Object.entries(result.errors).map(([k, v]) => [k, (v as { message?: string }).message]),
  )
}

/** What the API answers for the payload the form would send. */
function apiMessages(schema: { safeParse: (v: unknown) => { error?: unknown } }, payload: unknown) {
  const { error } = schema.safeParse(payload)
  return error ? fieldErrors(error as Parameters<typeof fieldErrors>[0]) : {}
}

describe('contractResolver', () => {
  it("gives a car form the API's message for every field", async () => {
    const values = {
      ...carDefaults(),
      model: '',
      fuel: ' ',
      year: 1800,
      price: -5,
      horsepower: null,
    }
    const shown = await messages(contractResolver(carInput, carTransform), values)
    // The API's answer for the same payload with the empty fields left out.
    const { model: _m, fuel: _f, horsepower: _h, ...filled } = values
    expect(shown).toEqual(apiMessages(carInput, carTransform({ ...filled, fuel: ' ' } as never)))
    expect(shown.model).toBe('Model is required')
    expect(shown.year).toBe('Year must be at least 1900')
    expect(shown.price).toBe('Price must not be negative')
    expect(Object.keys(shown)).toEqual(
      expect.arrayContaining(['brand', 'model', 'fuel', 'transmission', 'engine', 'horsepower']),
    )
  })

  it('passes a valid form and submits its own values, not the parsed payload', async () => {
    const resolver = contractResolver(brandInput, brandTransform)
    const values = {
      key: 'Aston-Martin-',
      name: 'Aston Martin',
      fullName: 'Aston Martin Lagonda',
      description: 'British grand tourers.',
      bannerImage: '',
      logoImage: '',
    }
    const result = await resolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(result.errors).toEqual({})
    expect(result.values).toEqual(values)
  })

  it('checks a blog and a new staff member with the same messages as the API', async () => {
    expect(await messages(contractResolver(blogInput, blogTransform), { title: ' ' })).toEqual(
      apiMessages(blogInput, blogTransform({ title: ' ' } as never)),
    )
    const staff = await messages(contractResolver(staffCreateInput), {
      email: 'not-an-email',
      role: 'editor',
    })
    expect(staff).toEqual({ email: 'Enter a valid email address' })
  })

  it("refuses a control character in a one-line field with the API's message", async () => {
    const blog = { title: 'Launch\u202eevening', author: 'Amina\u0007', content: 'One\ntwo' }
    const shown = await messages(contractResolver(blogInput, blogTransform), blog)
    expect(shown).toEqual(apiMessages(blogInput, blogTransform(blog as never)))
    expect(shown).toEqual({ title: oneLineMessage('Title'), author: oneLineMessage('Author') })
    const staff = await messages(contractResolver(staffCreateInput), {
      email: 'new@example.com',
      role: 'sales',
      displayName: 'Juma\u2028Otieno',
    })
    expect(staff).toEqual({ displayName: oneLineMessage('Name') })
  })

  it('refuses an offer that expires before today, as the API does', async () => {
    const resolver = contractResolver(
      limitedOfferInput.superRefine((o, ctx) => {
        if (o.expiryDate < '2026-01-01')
          ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: EXPIRY_IN_PAST_MESSAGE })
      }),
    )
    expect(await messages(resolver, { carId: 'c1', expiryDate: '2020-01-01' })).toEqual({
      expiryDate: EXPIRY_IN_PAST_MESSAGE,
    })
    expect(await messages(resolver, { carId: '', expiryDate: '' })).toEqual({
      carId: 'Car is required',
      expiryDate: 'Expiry date is required',
    })
  })
})

describe('a console form', () => {
  afterEach(() => cleanup())

  it('shows the API messages beside the fields and sends nothing until they are fixed', async () => {
    const created: CreateParams[] = []
    const dataProvider = testDataProvider({
      create: async (_resource: string, params: CreateParams) => {
        created.push(params)
        return { data: { id: 'b1', ...params.data } } as never
      },
    })
    render(
      <MemoryRouter initialEntries={['/blogs/create']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
          <ResourceContextProvider value="blogs">
            <Create transform={blogTransform}>
              <BlogForm />
            </Create>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    )
    const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
    // A blank title (spaces only) and nothing else: the API's messages, and no request.
    fireEvent.change(await waitFor(() => field(/^Title/)), { target: { value: '   ' } })
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    // The form checks again as the fields change; Save waits for it.
    await waitFor(() => expect(save.disabled).toBe(false))
    fireEvent.click(save)
    expect(await screen.findByText('Title is required')).toBeTruthy()
    expect(screen.getByText('Author is required')).toBeTruthy()
    expect(screen.getByText('Content is required')).toBeTruthy()
    expect(created).toEqual([])

    fireEvent.change(field(/^Title/), { target: { value: 'Buying a Range Rover in Nairobi' } })
    fireEvent.change(field(/^Author/), { target: { value: 'Wanjiku' } })
    fireEvent.change(field(/^Content/), { target: { value: 'What to check before you buy.' } })
    await waitFor(() => expect(save.disabled).toBe(false))
    fireEvent.click(save)
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0]?.data).toMatchObject({
      title: 'Buying a Range Rover in Nairobi',
      author: 'Wanjiku',
      mainImage: null,
    })
  })
})
