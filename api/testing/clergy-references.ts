/** A clergy reference's answers as a member's priest fills them in (POST /api/clergy-reference). */
export const clergyReferenceAnswers = {
  fullName: 'Anna Pappas',
  churchName: 'Annunciation Cathedral',
  churchJurisdiction: 'Greek Orthodox Archdiocese of America',
  statusWithChurch: 'baptized',
  adheresToDoctrine: 'yes',
  attendsLiturgy: 'occasionally',
  confessionRegularly: 'yes',
  observesFasts: 'partial',
  currentlyUnmarried: 'yes',
  clergyName: 'Fr. Nicholas Kostas',
  clergyTitle: 'priest',
  parishName: 'Annunciation',
  signature: 'Nicholas Kostas',
  date: '2026-03-01',
}
