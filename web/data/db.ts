import { Dexie, type EntityTable, type Table } from 'dexie'
import type * as z from 'zod/mini'
import {
  ConversationRowSchema,
  DecisionRowSchema,
  DeviceSettingRowSchema,
  DraftRowSchema,
  FavoriteRowSchema,
  MatchRowSchema,
  MembershipRowSchema,
  MessageRowSchema,
  OutboxRowSchema,
  ProfileRowSchema,
  SessionRowSchema,
  type ConversationRow,
  type DecisionRow,
  type DeviceSettingRow,
  type DraftRow,
  type FavoriteRow,
  type MatchRow,
  type MembershipRow,
  type MessageRow,
  type NewOutboxRow,
  type OutboxRow,
  type ProfileRow,
  type SessionRow,
} from './rows.ts'
import { ParishSchema, type Parish } from '#shared/schemas/parish.ts'
import { EventRowSchema, type EventRow } from './event-row.ts'
import { DeckRowSchema, type DeckRow } from './discover/deck-row.ts'
import { BlockedRowSchema, type BlockedRow } from './safety-row.ts'
import { orderKeyOf } from './outbox-order.ts'

export const DATABASE_NAME = 'orthodox-hearts'

/**
 * The device's database. The screens read it (useLiveQuery); actions write the local effect
 * and the outbox row together; the sync engine and later refreshes bring it in line with the
 * server. A new field is a new default in rows.ts; a new table or index is a new version
 * below (never edit a released version).
 */
export class OrthodoxHeartsDatabase extends Dexie {
  session!: EntityTable<SessionRow, 'key'>
  outbox!: EntityTable<OutboxRow, 'id', NewOutboxRow>
  deviceSettings!: EntityTable<DeviceSettingRow, 'key'>
  profiles!: EntityTable<ProfileRow, 'id'>
  matches!: EntityTable<MatchRow, 'id'>
  conversations!: EntityTable<ConversationRow, 'partnerId'>
  messages!: EntityTable<MessageRow, 'localId'>
  favorites!: EntityTable<FavoriteRow, 'userId'>
  decisions!: EntityTable<DecisionRow, 'userId'>
  drafts!: EntityTable<DraftRow, 'key'>
  membership!: EntityTable<MembershipRow, 'key'>
  deck!: EntityTable<DeckRow, 'filterKey'>
  parishes!: EntityTable<Parish, 'id'>
  blocked!: EntityTable<BlockedRow, 'userId'>
  events!: EntityTable<EventRow, 'id'>

  constructor(name = DATABASE_NAME) {
    super(name)
    this.version(1).stores({
      session: 'key',
      // FIFO by the auto-increment id; [memberId+status] lists one member's pending rows in order.
      outbox: '++id, &clientId, memberId, [memberId+status]',
      deviceSettings: 'key',
      profiles: 'id, fetchedAt',
      matches: 'id, userId, createdAt',
      conversations: 'partnerId, createdAt',
      messages: 'localId, id, [partnerId+createdAt]',
      favorites: 'userId, addedAt',
      decisions: 'userId, kind',
      drafts: 'key',
      membership: 'key',
    })
    // Issue 3: the discover deck's cached pages, per filter set.
    this.version(2).stores({ deck: 'filterKey' })
    // The parish map: the parishes with their upcoming events, for the list offline.
    this.version(5).stores({ parishes: 'id, name' })
    // Safety: the members this member blocked, for the Safety Center.
    this.version(6).stores({ blocked: 'userId, createdAt' })
    // Rewind (decision 033): the last few minutes' decisions, without reading every pass.
    this.version(7).stores({ decisions: 'userId, kind, decidedAt' })
    // Parish events (issue 17): each event as the member last saw it, with who is going.
    this.version(8).stores({ events: 'id, eventDate' })
    // Decision 044: each row keeps its order only with the rows of its ordering key; the rows
    // queued before get theirs here (the schema is unchanged, the rows are not).
    this.version(9)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<NewOutboxRow>('outbox')
          .toCollection()
          .modify((row) => {
            if (!row.orderKey) row.orderKey = orderKeyOf({ path: row.path, body: row.body })
          }),
      )
    parseOnRead(this.session, SessionRowSchema)
    parseOnRead(this.outbox, OutboxRowSchema)
    parseOnRead(this.deviceSettings, DeviceSettingRowSchema)
    parseOnRead(this.profiles, ProfileRowSchema)
    parseOnRead(this.matches, MatchRowSchema)
    parseOnRead(this.conversations, ConversationRowSchema)
    parseOnRead(this.messages, MessageRowSchema)
    parseOnRead(this.favorites, FavoriteRowSchema)
    parseOnRead(this.decisions, DecisionRowSchema)
    parseOnRead(this.drafts, DraftRowSchema)
    parseOnRead(this.membership, MembershipRowSchema)
    parseOnRead(this.deck, DeckRowSchema)
    parseOnRead(this.parishes, ParishSchema)
    parseOnRead(this.blocked, BlockedRowSchema)
    parseOnRead(this.events, EventRowSchema)
  }

  /** The tables that hold what the server knows about the member (cleared when they change). */
  get readModelTables(): Table[] {
    return [
      this.profiles,
      this.matches,
      this.conversations,
      this.messages,
      this.favorites,
      this.decisions,
      this.drafts,
      this.membership,
      this.deck,
      this.blocked,
      this.events,
    ]
  }
}

function parseOnRead<T>(table: Table<T>, schema: z.ZodMiniType<T>): void {
  table.hook('reading', (stored: unknown) => {
    if (stored === undefined) return stored // get() of a missing key
    const parsed = schema.safeParse(stored)
    if (parsed.success) return parsed.data
    throw new Error(`A stored ${table.name} row could not be read: ${parsed.error.message}`)
  })
}

export const db = new OrthodoxHeartsDatabase()
