/**
 * Terms written alike in every language: the names of messengers, payment services and coins,
 * which members type in Latin letters whatever language the rest of the message is in.
 * Local spellings (вотсап, βάιμπερ, ვოთსაპი) are in each language's file.
 *
 * A space in a term also matches none ("whats app*" finds "WhatsApp", "whats-app", "what's app"),
 * so a name is listed once, with its space.
 *
 * Left out on purpose: Instagram, and Facebook without "messenger" (sharing a profile is not
 * moving a conversation off the app), "Google Play" alone (a member recommends an app),
 * "Outlook" and "Yahoo" (ordinary English words), Revolut (a bank many members pay with every
 * day).
 */
import type { ScamTerms } from './signals.ts'

export const international = {
  messenger: [
    'whats app*',
    'watsap*',
    'wa me',
    'telegram*',
    't me',
    'viber*',
    'skype*',
    'wechat*',
    'snapchat*',
    'kik messenger',
    'google hangouts',
    'google chat',
    'signal app',
    'signal messenger',
    'threema',
    'facebook messenger',
  ],
  'email-address': ['gmail*', 'hotmail*', 'icloud', 'protonmail', 'ymail', 'mail ru', 'abv bg'],
  'gift-card': [
    'itunes',
    'google play card*',
    'google play gift*',
    'steam card*',
    'steam gift*',
    'apple gift card*',
    'paysafe card*',
    'neosurf',
  ],
  'money-transfer': [
    'western union*',
    'money gram',
    'world remit',
    'remitly',
    'ria money transfer',
    'paypal*',
    'zelle',
    'cash app',
    'venmo',
    'iban',
    'swift code',
  ],
  crypto: [
    'bitcoin*',
    'btc',
    'usdt',
    'usdc',
    'tether',
    'ethereum',
    'binance',
    'coinbase',
    'bybit',
    'metamask',
    'trust wallet',
    'trc20',
    'erc20',
  ],
  investment: ['forex'],
  'oil-rig': ['offshore'],
} as const satisfies ScamTerms
