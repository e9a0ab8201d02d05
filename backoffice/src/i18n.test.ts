import { describe, expect, it } from 'vitest'
import { i18nProvider, notificationText } from './i18n'

describe('the console says what was saved', () => {
  it('names the record of a save, an addition and a deletion', () => {
    expect(
      i18nProvider.translate('resources.leads.notifications.updated', { smart_count: 1 }),
    ).toBe('Lead updated')
    expect(i18nProvider.translate('resources.cars.notifications.created', { smart_count: 1 })).toBe(
      'Car created',
    )
    expect(notificationText('resources.leads.notifications.updated', 3)).toBe('3 leads updated')
  })

  it("keeps react-admin's own words everywhere else", () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save')
    expect(
      i18nProvider.translate('resources.unknown.notifications.updated', {
        _: 'Element updated',
        smart_count: 1,
      }),
    ).toBe('Element updated')
  })
})
