import type { BootConfig } from './boot-config.ts'
import { runPage } from './page.ts'

/** What the build inlines (build/first-paint.ts), with this build's configuration. */
declare const OH_BOOT_CONFIG: BootConfig['page']

runPage(OH_BOOT_CONFIG)
