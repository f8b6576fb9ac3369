// The @lingui/vite-plugin compiles a .po catalog on import into `export const messages`.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
