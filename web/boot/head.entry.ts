import type { BootConfig } from './boot-config.ts'
import { runHead } from './head.ts'

/** What the build inlines (build/first-paint.ts), with this build's configuration. */
declare const OH_BOOT_CONFIG: BootConfig['head']

runHead(OH_BOOT_CONFIG)
