/**
 * What the server needs of the demo data, in one module it imports only for the embedded
 * database (api/server.ts): the seed, the demo accounts it prints, and the photo store that draws
 * the demo members' pictures.
 */
export { demoPictureStore } from './demo/pictures.ts'
export { DEMO_MODERATOR_EMAIL, DEMO_MODERATOR_PASSWORD } from './demo/moderator.ts'
export { DEMO_EMAIL, DEMO_PASSWORD } from './demo-data.ts'
export { hasNoMembers, seedDemo } from './seed.ts'
