/**
 * Pieces of the demo members' bios: an opening about where they live, a line about their
 * faith, and one about what they hope for. A bio takes one to three of them.
 */
export const BIO_OPENINGS = [
  'Born and raised in {city}, and still happiest when the church bells ring on a Sunday morning.',
  'I live in {city} and try to begin each day with the morning prayers and a strong coffee.',
  'A {city} native who loves long walks, good books and the smell of incense at Vespers.',
  'Moved to {city} for work and found a second family in my parish.',
  'Quiet at first, talkative once the coffee hour starts. Based in {city}.',
  'I split my time between my work, my godchildren and our parish in {city}.',
  'Home is {city}, but my heart is often at the monastery I visit every summer.',
  'Life in {city} is busy, so I treasure the stillness of the Liturgy.',
  'From {city}, with a big family, a bigger table and always room for one more.',
  'I grew up in {city} singing in the children’s choir and never really stopped.',
  'Settled in {city}, learning every day that joy and patience go together.',
  'A {city} local who bakes prosphora for our parish once a month.',
]

export const BIO_FAITH_LINES = [
  'Pascha is my favourite night of the year, and I never miss the midnight service.',
  'I sing in our parish choir and am slowly learning the eight tones.',
  'Great Lent teaches me something new every year, mostly about humility.',
  'My grandmother taught me the Jesus Prayer, and I still say it on my commute.',
  'I read the Desert Fathers before bed; Abba Moses is a favourite.',
  'Pilgrimages to Mount Athos, Optina and Ostrog are on my list, one at a time.',
  'I help with our parish food pantry and teach church school on Sundays.',
  'St. Nektarios and St. Paisios are the saints I turn to most.',
  'I paint icons as a beginner: slow, prayerful, and full of mistakes.',
  'Confession and Communion keep me honest and grounded.',
  'I love the feast days, the processions and the food that comes after.',
  'Faith came to me as an adult, and Orthodoxy has been a homecoming.',
  'Our parish feels like family, and I hope to build a home that feels the same.',
  'I keep the fasts as well as I can, and I am a fan of lentil soup.',
]

export const BIO_HOPES = [
  'Hoping to meet someone who puts Christ first and laughs easily.',
  'Looking for a partner to pray with, travel with and grow old with.',
  'I would love to meet someone kind, patient and serious about faith.',
  'Seeking a God-loving companion for feast days and ordinary Tuesdays alike.',
  'If you enjoy hiking after Liturgy and long talks over coffee, say hello.',
  'Ready for a marriage built on prayer, honesty and a lot of good cooking.',
  'Hoping to find someone who wants a family and a home open to guests.',
  'Let us start with coffee after Liturgy and see where God leads.',
  'I value kindness, humour and a steady prayer life.',
  'Looking for someone to share the journey toward the Kingdom, one step at a time.',
]

/** Jobs with a plausible yearly income range in US dollars. */
export const OCCUPATIONS = [
  { title: 'Teacher', income: [42_000, 75_000] },
  { title: 'Registered Nurse', income: [60_000, 110_000] },
  { title: 'Software Engineer', income: [85_000, 190_000] },
  { title: 'Physician', income: [180_000, 350_000] },
  { title: 'Accountant', income: [55_000, 105_000] },
  { title: 'Pharmacist', income: [105_000, 150_000] },
  { title: 'Civil Engineer', income: [70_000, 130_000] },
  { title: 'Graphic Designer', income: [40_000, 85_000] },
  { title: 'Iconographer', income: [25_000, 60_000] },
  { title: 'Chef', income: [35_000, 80_000] },
  { title: 'Attorney', income: [90_000, 220_000] },
  { title: 'Small Business Owner', income: [40_000, 250_000] },
  { title: 'Architect', income: [65_000, 140_000] },
  { title: 'Social Worker', income: [40_000, 70_000] },
  { title: 'Electrician', income: [45_000, 95_000] },
  { title: 'Musician', income: [20_000, 65_000] },
  { title: 'Dentist', income: [130_000, 260_000] },
  { title: 'Research Scientist', income: [70_000, 150_000] },
  { title: 'Marketing Manager', income: [65_000, 140_000] },
  { title: 'Financial Analyst', income: [65_000, 130_000] },
  { title: 'Physical Therapist', income: [70_000, 110_000] },
  { title: 'Librarian', income: [45_000, 75_000] },
  { title: 'Translator', income: [30_000, 80_000] },
  { title: 'Firefighter', income: [45_000, 95_000] },
  { title: 'University Student', income: [0, 20_000] },
  { title: 'Graduate Student', income: [12_000, 35_000] },
  { title: 'Real Estate Agent', income: [35_000, 160_000] },
  { title: 'Carpenter', income: [38_000, 80_000] },
  { title: 'Psychologist', income: [75_000, 140_000] },
  { title: 'Retired Teacher', income: [30_000, 60_000] },
] as const
