import { describe, expect, it } from 'vitest'
import {
  applyWorksheet,
  messageKey,
  reviewStatus,
  worksheetRows,
  type CatalogMessage,
  type ReviewLedger,
} from './catalog-review.ts'

const message = (english: string, translation: string, context?: string): CatalogMessage => ({
  key: messageKey(english, context),
  english,
  translation,
  where: ['web/screens/x.tsx:1'],
})

const going = message('Going to the same event: {eventTitle}', 'Πηγαίνει: {eventTitle}')
const save = message('Save', 'Αποθήκευση')
const later = message('Maybe later', 'Ίσως αργότερα')
const ledger: ReviewLedger = {
  Save: { translation: 'Αποθήκευση', by: 'Maria', on: '2026-11-20' },
  'Maybe later': { translation: 'Ίσως αργ.', by: 'Maria', on: '2026-11-20' },
}

describe('catalog review', () => {
  it('counts reviewed, changed since review and never reviewed messages', () => {
    expect(reviewStatus([going, save, later], ledger)).toEqual({
      messages: 3,
      reviewed: 1,
      changed: 1,
      unreviewed: 1,
    })
  })

  it('keys a message by its context too', () => {
    expect(messageKey('Open', 'door')).not.toBe(messageKey('Open'))
    expect(messageKey('Open')).toBe('Open')
  })

  it('puts on the worksheet what is not reviewed as it stands, changed first', () => {
    const rows = worksheetRows([going, save, later], ledger)
    expect(rows.map((row) => [row.english, row.state])).toEqual([
      ['Maybe later', 'changed'],
      ['Going to the same event: {eventTitle}', 'unreviewed'],
    ])
    expect(rows[1]).toMatchObject({ translation: 'Πηγαίνει: {eventTitle}', approved: '' })
  })

  it('records approvals and corrections, and corrects the catalog', () => {
    const rows = worksheetRows([going, save, later], ledger)
    rows[0]!.approved = 'yes'
    rows[1]!.correction = 'Πηγαίνει στην ίδια εκδήλωση: {eventTitle}'
    const applied = applyWorksheet([going, save, later], ledger, rows, 'Eleni', '2026-11-27')
    expect(applied.refused).toEqual([])
    expect(applied.approved).toBe(2)
    expect([...applied.corrections]).toEqual([
      [going.key, 'Πηγαίνει στην ίδια εκδήλωση: {eventTitle}'],
    ])
    expect(applied.ledger['Maybe later']).toEqual({
      translation: 'Ίσως αργότερα',
      by: 'Eleni',
      on: '2026-11-27',
    })
    expect(applied.ledger[going.key]!.translation).toBe('Πηγαίνει στην ίδια εκδήλωση: {eventTitle}')
    expect(applied.ledger.Save).toEqual(ledger.Save)
    const corrected = { ...going, translation: 'Πηγαίνει στην ίδια εκδήλωση: {eventTitle}' }
    expect(reviewStatus([corrected, save, later], applied.ledger).reviewed).toBe(3)
  })

  it('refuses a correction that drops a variable, a row of a message gone or changed since', () => {
    const rows = worksheetRows([going, save, later], ledger)
    rows[0]!.approved = 'yes'
    rows[0]!.translation = 'an older translation'
    rows[1]!.correction = 'Πηγαίνει στην ίδια εκδήλωση'
    const gone = { ...rows[1]!, key: 'Removed message', correction: 'x', approved: '' }
    const applied = applyWorksheet([going, save, later], ledger, [...rows, gone], 'Eleni', 'today')
    expect(applied.refused).toEqual([
      '"Maybe later": its translation changed since the worksheet was made',
      '"Going to the same event: {eventTitle}": the correction must keep the variables (eventTitle)',
      '"Removed message": no such message in the catalog any more',
    ])
    expect(applied.approved).toBe(0)
    expect(applied.corrections.size).toBe(0)
    expect(applied.ledger).toEqual(ledger)
  })

  it('leaves a row with neither an approval nor a correction unreviewed', () => {
    const rows = worksheetRows([going], {})
    rows[0]!.note = 'not sure about "εκδήλωση"'
    const applied = applyWorksheet([going], {}, rows, 'Eleni', '2026-11-27')
    expect(applied.approved).toBe(0)
    expect(reviewStatus([going], applied.ledger).unreviewed).toBe(1)
  })
})
