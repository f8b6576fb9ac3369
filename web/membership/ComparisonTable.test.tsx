import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render.tsx'
import { ComparisonTable } from './ComparisonTable.tsx'

/** The cells of the row headed `feature`: Free, Premium, Verified Orthodox. */
function row(feature: string) {
  const header = screen.getByRole('rowheader', { name: feature })
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}

describe('the plan comparison table', () => {
  it('lists undoing the last pass for the paid plans', () => {
    renderWithProviders(<ComparisonTable />)
    expect(row('Undo your last pass')).toEqual(['No', 'Yes', 'Yes'])
    expect(row('See who liked you')).toEqual(['No', 'Yes', 'Yes'])
  })

  it('promises no extra the app does not provide, and never the badge itself (decisions 034, 050)', () => {
    renderWithProviders(<ComparisonTable />)
    expect(row('Extras')).toEqual([
      'None',
      'Priority support',
      'Verified-only events; verification reviewed first; dedicated Orthodox support',
    ])
    expect(screen.getByRole('table').textContent).not.toMatch(/exclusive|badge/i)
  })

  it('lists priority matching, which the deck keeps (decision 036), for Verified only', () => {
    renderWithProviders(<ComparisonTable />)
    expect(row('Priority matching')).toEqual([
      'No',
      'No',
      'Shown ahead of members who match as well',
    ])
  })
})
