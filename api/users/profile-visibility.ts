import {
  PROFILE_VISIBILITY,
  VISIBILITY_CHOICES,
  type SensitiveField,
  type VisibilityChoice,
} from '#shared/domain/profile-visibility.ts'
import type { UserRow } from '../db/schema.ts'

type SensitiveRow = Pick<UserRow, SensitiveField | VisibilityChoice>

/** The sensitive fields as stored (the member's own record). */
export function sensitiveFieldsOf(row: SensitiveRow) {
  return {
    race: row.race,
    weight: row.weight,
    income: row.income,
    bustChest: row.bustChest,
    waist: row.waist,
    hipsInseam: row.hipsInseam,
    cupSize: row.cupSize,
  }
}

/**
 * The sensitive fields as another member gets them (decision 051): each as stored while the member
 * shows it, else null, the same as a field not given, so the choice itself does not show.
 */
export function shownSensitiveFields(row: SensitiveRow): ReturnType<typeof sensitiveFieldsOf> {
  const fields: Record<string, unknown> = sensitiveFieldsOf(row)
  for (const choice of VISIBILITY_CHOICES) {
    if (row[choice]) continue
    for (const field of PROFILE_VISIBILITY[choice]) fields[field] = null
  }
  return fields as ReturnType<typeof sensitiveFieldsOf>
}

/** The member's "show on my profile" choices. */
export function visibilityOf(row: SensitiveRow): Record<VisibilityChoice, boolean> {
  return {
    showWeight: row.showWeight,
    showRace: row.showRace,
    showIncome: row.showIncome,
    showMeasurements: row.showMeasurements,
  }
}
