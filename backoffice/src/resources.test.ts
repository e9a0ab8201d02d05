// The console's resources come from the registry and the console folders: the menu, the
// notices' nouns and the audit log's filter as they were written out by hand before.
import { describe, expect, it } from 'vitest'
import { AUDITED_RESOURCES, consoleLabel, NOUNS } from './lib/console-resources'
import { collect, CONSOLE_RESOURCES } from './resources'

describe('the console resources', () => {
  it('make the menu: its entries in order, by label, and which are pages of their own', () => {
    expect(
      CONSOLE_RESOURCES.map((r) => `${consoleLabel(r.name)}${r.page ? ` (${r.page.access})` : ''}`),
    ).toEqual([
      'Cars',
      'Brands',
      'Featured Cars (list)',
      'Limited Offers',
      'Blogs',
      'Leads',
      'Contact Messages',
      'Import Requests',
      'Sell Requests',
      'Enquiries',
      'Test Drives',
      'Reservations',
      'Saved searches',
      'Staff',
      'Audit log',
      'Outbox',
      'Reservation settings (edit)',
      'Pages',
      'Finance settings (edit)',
      'Import rates',
      'Dealer details (edit)',
    ])
    expect(CONSOLE_RESOURCES.every((r) => r.page ?? r.list)).toBe(true)
  })

  it('name the records of a save', () => {
    expect(NOUNS).toEqual({
      cars: ['Car', 'cars'],
      brands: ['Brand', 'brands'],
      'limited-offers': ['Limited offer', 'limited offers'],
      blogs: ['Blog post', 'blog posts'],
      leads: ['Lead', 'leads'],
      'contact-messages': ['Contact message', 'contact messages'],
      'import-requests': ['Import request', 'import requests'],
      'sell-requests': ['Sell request', 'sell requests'],
      enquiries: ['Enquiry', 'enquiries'],
      'test-drives': ['Test drive', 'test drives'],
      reservations: ['Reservation', 'reservations'],
      outbox: ['Message', 'messages'],
      staff: ['Staff member', 'staff members'],
      'import-rates': ['Import rates', 'sets of import rates'],
      'site-pages': ['Page', 'pages'],
      'saved-searches': ['Saved search', 'saved searches'],
    })
  })

  it("give the audit log's resource filter its choices, in the menu's order", () => {
    expect(AUDITED_RESOURCES).toEqual([
      { id: 'cars', name: 'Cars' },
      { id: 'brands', name: 'Brands' },
      { id: 'featured-cars', name: 'Featured cars' },
      { id: 'limited-offers', name: 'Limited offers' },
      { id: 'car-history', name: 'Car history and inspection' },
      { id: 'blogs', name: 'Blogs' },
      { id: 'uploads', name: 'Uploads' },
      { id: 'leads', name: 'Leads' },
      { id: 'lead-notes', name: 'Lead notes' },
      { id: 'contact-messages', name: 'Contact messages' },
      { id: 'import-requests', name: 'Import requests' },
      { id: 'sell-requests', name: 'Sell requests' },
      { id: 'reservations', name: 'Reservations' },
      { id: 'staff', name: 'Staff' },
      { id: 'outbox', name: 'Outbox' },
      { id: 'reservation-settings', name: 'Reservation settings' },
      { id: 'site-pages', name: 'Pages' },
      { id: 'finance-settings', name: 'Finance settings' },
      { id: 'import-rates', name: 'Import rates' },
      { id: 'dealer-settings', name: 'Dealer details' },
    ])
  })

  it('refuse a resource twice, or one the registry gives no console names', () => {
    const icon = () => null
    const list = () => null
    const cars = { name: 'cars', icon, list } as const
    expect(() => collect({ a: { resource: cars }, b: { resources: [cars] } })).toThrow(
      'cars has screens twice',
    )
    expect(() => collect({ a: { resource: { ...cars, name: 'session' } } })).toThrow(
      'session has no console names',
    )
  })
})
