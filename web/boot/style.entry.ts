import type { BootConfig } from './boot-config.ts'
import { runStyle } from './style.ts'

/** What the build inlines (build/first-paint.ts), with this build's configuration. */
declare const OH_BOOT_CONFIG: BootConfig['style']

runStyle(OH_BOOT_CONFIG)
