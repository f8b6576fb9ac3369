/**
 * The address of the Safety Center's page on romance scams (issue #36): the route table, the
 * Safety Center's link and the chat's scam warning all point here. A file of its own, so a link
 * to the page does not import the page.
 */
export const ROMANCE_SCAMS_PATH = '/safety/romance-scams'
