// The dealer's details: written from DEALER_* at the first start, read by anyone, changed
// by admins and editors (audited), and what the customers' confirmations are signed with.
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  COUNTRY_MESSAGE,
  dealerSettingsRecord,
  MAP_URL_MESSAGE,
  TELEPHONE_MESSAGE,
  WHATSAPP_MESSAGE,
  type DealerSettings,
} from '../../contract'
import { dealerSettings } from './dealer-settings.table'
import { outbox } from '../outbox/outbox.table'
import { ensureDealerSettings } from './dealer-settings.repository'
import { buildContactMessage } from '../../seed/factories'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../../test/helpers'

// The file's tests share one database: each starts with no record, as a new install does.
beforeEach(() => {
  makeApp().db.delete(dealerSettings).run()
})

const body = (over: Partial<DealerSettings> = {}) => ({
  streetAddress: 'Mombasa Road, Industrial Area',
  locality: 'Nairobi',
  region: 'Nairobi County',
  postalCode: '00500',
  country: 'KE',
  latitude: -1.3189,
  longitude: 36.8517,
  telephone: '+254 20 765 4321',
  whatsapp: '+254 711 222 333',
  email: 'showroom@dealer.example.com',
  openingHours: 'Mo-Fr 08:00-17:00; Sa 10:00-14:00',
  mapUrl: '',
  ...over,
})

describe('dealer settings', () => {
  it('start as DEALER_* says, and a first start keeps what staff saved since', async () => {
    const { app, db, env } = makeApp({
      env: { DEALER_WHATSAPP: '254799000111', DEALER_EMAIL: 'hello@dealer.example.com' },
    })
    // Before the first start has written the record, the answer is DEALER_*.
    const before = (await (await app.request('/api/dealer-settings')).json()) as DealerSettings
    expect(before).toMatchObject({ whatsapp: '254799000111', telephone: '+254799000111' })

    ensureDealerSettings(db, env)
    const res = await app.request('/api/dealer-settings')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toMatch(/public/)
    const first = dealerSettingsRecord.strict().parse(await res.json())
    expect(first).toMatchObject({
      id: 'current',
      streetAddress: 'Waiyaki Way, Westlands',
      locality: 'Nairobi',
      country: 'KE',
      latitude: -1.2641,
      longitude: 36.8031,
      whatsapp: '254799000111',
      telephone: '+254799000111',
      email: 'hello@dealer.example.com',
      openingHours: 'Mo-Fr 09:00-18:00; Sa 09:00-18:00',
      mapUrl: null,
    })
    // react-admin reads the one record by its id.
    expect((await app.request('/api/dealer-settings/current')).status).toBe(200)
    expect((await app.request('/api/dealer-settings/other')).status).toBe(404)

    const { token } = await staffAccount(db, 'admin')
    const put = await app.request('/api/dealer-settings/current', jsonInit('PUT', body(), token))
    expect(put.status).toBe(200)
    // A later start with other DEALER_* values leaves the saved record alone.
    ensureDealerSettings(db, { ...env, DEALER_STREET_ADDRESS: 'Elsewhere' })
    const after = (await (await app.request('/api/dealer-settings')).json()) as DealerSettings
    expect(after.streetAddress).toBe('Mombasa Road, Industrial Area')
  })

  it('are changed by admins and editors, with an audit entry, and refused to sales', async () => {
    const { app, db } = makeApp()
    const editor = await staffAccount(db, 'editor')
    const sales = await staffAccount(db, 'sales')
    const put = (data: unknown, token: string | null) =>
      app.request('/api/dealer-settings/current', jsonInit('PUT', data, token))

    expect((await put(body(), null)).status).toBe(401)
    const refused = await put(body(), sales.token)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Your role (Sales) does not allow this.' })

    const res = await put(body(), editor.token)
    expect(res.status).toBe(200)
    // Numbers are stored as the links need them: + and digits, digits only.
    expect(await res.json()).toMatchObject({
      telephone: '+254207654321',
      whatsapp: '254711222333',
      mapUrl: null,
    })
    const read = (await (await app.request('/api/dealer-settings')).json()) as DealerSettings
    expect(read.streetAddress).toBe('Mombasa Road, Industrial Area')
    const config = (await (await app.request('/api/public-config')).json()) as {
      dealerWhatsapp: string
    }
    expect(config.dealerWhatsapp).toBe('254711222333')

    const admin = await staffAccount(db, 'admin')
    const log = await app.request('/api/audit-log?filter={"resource":"dealer-settings"}', {
      headers: authHeaders(admin.token),
    })
    const entries = (await log.json()) as { changes: Record<string, unknown> }[]
    expect(entries[0]?.changes).toHaveProperty('streetAddress', {
      before: 'Waiyaki Way, Westlands',
      after: 'Mombasa Road, Industrial Area',
    })
  })

  it('refuse what the pages could not show, naming the field', async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    const put = async (over: Partial<Record<keyof DealerSettings, unknown>>) => {
      const res = await app.request(
        '/api/dealer-settings/current',
        jsonInit('PUT', body(over as Partial<DealerSettings>), token),
      )
      expect(res.status).toBe(400)
      return ((await res.json()) as { errors: Record<string, string> }).errors
    }
    expect(await put({ streetAddress: ' ' })).toEqual({
      streetAddress: 'Street address is required',
    })
    expect(await put({ telephone: '0700 123 456' })).toEqual({ telephone: TELEPHONE_MESSAGE })
    expect(await put({ whatsapp: '0700' })).toEqual({ whatsapp: WHATSAPP_MESSAGE })
    expect(await put({ country: 'Kenya' })).toEqual({
      country: 'Country must be at most 2 characters',
    })
    expect(await put({ country: 'k1' })).toEqual({ country: COUNTRY_MESSAGE })
    expect(await put({ latitude: 91 })).toEqual({ latitude: 'Latitude must be between -90 and 90' })
    expect(await put({ longitude: 'east' })).toEqual({ longitude: 'Longitude must be a number' })
    expect(await put({ email: 'showroom' })).toEqual({ email: 'Enter a valid email address' })
    expect(await put({ openingHours: 'Mon-Fri 9-6' })).toEqual({
      openingHours: 'Opening hours: "Mon-Fri 9-6" is not like "Mo-Fr 09:00-18:00"',
    })
    expect(await put({ openingHours: 'Mo-Fr 18:00-09:00' })).toEqual({
      openingHours:
        'Opening hours: "Mo-Fr 18:00-09:00": opening must be before closing, both as HH:MM',
    })
    expect(await put({ mapUrl: 'javascript:alert(1)' })).toEqual({ mapUrl: MAP_URL_MESSAGE })
  })

  it("sign the customer's confirmation with the details as saved", async () => {
    const { app, db } = makeApp()
    const { token } = await staffAccount(db, 'admin')
    await app.request(
      '/api/dealer-settings/current',
      jsonInit('PUT', body({ mapUrl: 'https://maps.example.com/showroom' }), token),
    )
    const res = await app.request(
      '/api/contact-messages',
      jsonInit('POST', buildContactMessage({ email: `sig-${Date.now()}@customer.example.com` })),
    )
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const mail = db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, id), eq(outbox.purpose, 'customer-confirmation')))
      .get()
    expect(mail?.text).toContain(
      [
        'Mombasa Road, Industrial Area, Nairobi 00500, Nairobi County, Kenya',
        'Telephone: +254 20 765 4321',
        'WhatsApp: +254 711 222 333',
        'Email: showroom@dealer.example.com',
        'Opening hours: Monday to Friday 8am-5pm, Saturday 10am-2pm, Sunday by appointment',
      ].join('\n'),
    )
  })
})
