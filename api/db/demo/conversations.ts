/**
 * The demo member's three conversations, alternating speakers from the first line.
 * `{me}` is the demo member's first name, `{them}` the match's.
 */
export const DEMO_CONVERSATIONS: readonly {
  startedBy: 'them' | 'me'
  lines: readonly string[]
}[] = [
  {
    startedBy: 'them',
    lines: [
      'Hi {me}! I read that you know every hymn of Holy Week by heart. I chant at my parish, so I had to say hello!',
      'Hi {them}! That is wonderful. Which service do you love chanting most?',
      'Saturday Vespers. "O Gladsome Light" gets me every time.',
      'Same here! How do you manage the Wednesday and Friday fasts? I always run out of ideas.',
      'I have become an expert in lentil soup. Any recipes to recommend?',
      'My yiayia’s fasolada, always. I will send you the recipe, and you owe me a review.',
      'That is a deal. Have a blessed Sunday!',
    ],
  },
  {
    startedBy: 'me',
    lines: [
      'Hello {them}! Your bio made me smile. Who is your patron saint?',
      'Thank you! My name day is coming up next month, so I am planning a small celebration. And yours?',
      'St. Sophia and her daughters Faith, Hope and Love. My mother chose well!',
      'Beautiful. Did you grow up in Chicago?',
      'Born and raised. My family has been at the same parish for three generations.',
      'I would love to hear more about it. A video call this week, after Vespers?',
    ],
  },
  {
    startedBy: 'them',
    lines: [
      'Christ is in our midst!',
      'He is and ever shall be! How was your week?',
      'Busy, but I read a little of St. Paisios each night. Do you have a favourite spiritual book?',
      'The Way of a Pilgrim. I reread it every Lent. We should swap books sometime.',
    ],
  },
]
