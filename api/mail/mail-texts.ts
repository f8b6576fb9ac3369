import type { LocaleCode } from '#shared/domain/languages.ts'

/** The name the app's mail is signed with, in every language. */
export const APP_NAME = 'Orthodox Hearts'

/**
 * The words of the app's mail in one language. A record over every LocaleCode (MAIL_TEXTS): the
 * type checker refuses a language without a text, as check-catalogs does for the web's catalogs.
 */
export interface MailTexts {
  greeting: (firstName: string) => string
  resetSubject: string
  resetIntro: string
  resetButton: string
  resetExpiry: string
  resetIgnore: string
  changedSubject: string
  changedBody: string
  changedNotYou: string
  newSignInSubject: string
  /** A browser on a system, as the sign-in notice names it ("Chrome on Windows"). */
  deviceName: (browser: string, system: string) => string
  unknownDevice: string
  newSignInBody: (device: string, when: string) => string
  newSignInNotYou: string
  newSignInButton: string
  passkeyAddedSubject: string
  /** `device` as deviceName names it, or unknownDevice. */
  passkeyAddedBody: (device: string) => string
  passkeyAddedNotYou: string
  passkeyAddedButton: string
  footer: string
}

/** Every mail text in the nine languages of the app (shared/domain/languages.ts). */
export const MAIL_TEXTS = {
  en: {
    greeting: (name) => `Hello ${name},`,
    resetSubject: 'Reset your Orthodox Hearts password',
    resetIntro:
      'Someone asked to reset the password of your Orthodox Hearts account. If it was you, choose a new password with this link:',
    resetButton: 'Choose a new password',
    resetExpiry: 'The link works once, within 30 minutes.',
    resetIgnore: 'If you did not ask for it, ignore this message: your password stays as it is.',
    changedSubject: 'Your Orthodox Hearts password was changed',
    changedBody:
      'The password of your Orthodox Hearts account was just changed, and you were signed out on every device.',
    changedNotYou:
      'If you did not change it, reset your password at once with the link below and write to us from Settings, Support.',
    newSignInSubject: 'New sign-in to your Orthodox Hearts account',
    deviceName: (browser, system) => `${browser} on ${system}`,
    unknownDevice: 'an unknown browser',
    newSignInBody: (device, when) => `Your account was just signed in to from ${device}, ${when}.`,
    newSignInNotYou:
      'If it was you, there is nothing to do. If not, sign that device out in Settings, Where you’re signed in, and reset your password.',
    newSignInButton: 'See where you are signed in',
    passkeyAddedSubject: 'A passkey was added to your Orthodox Hearts account',
    passkeyAddedBody: (device) =>
      `A passkey made on ${device} was just added to your account. It signs you in without a password.`,
    passkeyAddedNotYou:
      'If it was not you, remove it in Settings, Passkeys, and reset your password.',
    passkeyAddedButton: 'See your passkeys',
    footer: 'You receive this message because you have an account at Orthodox Hearts.',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    resetSubject: 'Сброс пароля Orthodox Hearts',
    resetIntro:
      'Кто-то запросил сброс пароля вашей учётной записи Orthodox Hearts. Если это были вы, задайте новый пароль по этой ссылке:',
    resetButton: 'Задать новый пароль',
    resetExpiry: 'Ссылка действует один раз в течение 30 минут.',
    resetIgnore:
      'Если вы этого не запрашивали, не обращайте внимания на это письмо: ваш пароль останется прежним.',
    changedSubject: 'Пароль Orthodox Hearts изменён',
    changedBody:
      'Пароль вашей учётной записи Orthodox Hearts только что был изменён, и вы вышли из неё на всех устройствах.',
    changedNotYou:
      'Если вы его не меняли, немедленно сбросьте пароль по ссылке ниже и напишите нам в разделе «Настройки», «Поддержка».',
    newSignInSubject: 'Новый вход в учётную запись Orthodox Hearts',
    deviceName: (browser, system) => `${browser} на ${system}`,
    unknownDevice: 'неизвестный браузер',
    newSignInBody: (device, when) =>
      `Только что выполнен вход в вашу учётную запись: ${device}, ${when}.`,
    newSignInNotYou:
      'Если это были вы, ничего делать не нужно. Если нет, выйдите на этом устройстве в разделе «Настройки», «Где выполнен вход» и сбросьте пароль.',
    newSignInButton: 'Где выполнен вход',
    passkeyAddedSubject: 'К вашей учётной записи Orthodox Hearts добавлен ключ доступа',
    passkeyAddedBody: (device) =>
      `К вашей учётной записи только что добавлен ключ доступа, созданный на устройстве: ${device}. С ним можно входить без пароля.`,
    passkeyAddedNotYou:
      'Если это были не вы, удалите его в разделе «Настройки», «Ключи доступа» и сбросьте пароль.',
    passkeyAddedButton: 'Ваши ключи доступа',
    footer: 'Вы получили это письмо, потому что у вас есть учётная запись в Orthodox Hearts.',
  },
  sr: {
    greeting: (name) => `Поздрав, ${name},`,
    resetSubject: 'Поништавање лозинке за Orthodox Hearts',
    resetIntro:
      'Неко је затражио поништавање лозинке вашег налога на Orthodox Hearts. Ако сте то били ви, изаберите нову лозинку преко ове везе:',
    resetButton: 'Изаберите нову лозинку',
    resetExpiry: 'Веза важи једном, у року од 30 минута.',
    resetIgnore: 'Ако то нисте тражили, занемарите ову поруку: ваша лозинка остаје иста.',
    changedSubject: 'Ваша лозинка за Orthodox Hearts је промењена',
    changedBody:
      'Лозинка вашег налога на Orthodox Hearts је управо промењена и одјављени сте на свим уређајима.',
    changedNotYou:
      'Ако је нисте ви променили, одмах поништите лозинку преко везе испод и пишите нам из Подешавања, Подршка.',
    newSignInSubject: 'Нова пријава на ваш налог на Orthodox Hearts',
    deviceName: (browser, system) => `${browser} на ${system}`,
    unknownDevice: 'непознат прегледач',
    newSignInBody: (device, when) => `Управо је извршена пријава на ваш налог: ${device}, ${when}.`,
    newSignInNotYou:
      'Ако сте то били ви, не морате ништа да радите. Ако нисте, одјавите тај уређај у Подешавањима, Где сте пријављени, и поништите лозинку.',
    newSignInButton: 'Где сте пријављени',
    passkeyAddedSubject: 'Приступни кључ је додат вашем налогу на Orthodox Hearts',
    passkeyAddedBody: (device) =>
      `Вашем налогу је управо додат приступни кључ направљен на уређају: ${device}. Са њим се пријављујете без лозинке.`,
    passkeyAddedNotYou:
      'Ако то нисте били ви, уклоните га у Подешавањима, Приступни кључеви, и поништите лозинку.',
    passkeyAddedButton: 'Ваши приступни кључеви',
    footer: 'Ову поруку добијате јер имате налог на Orthodox Hearts.',
  },
  bg: {
    greeting: (name) => `Здравейте, ${name},`,
    resetSubject: 'Нулиране на паролата за Orthodox Hearts',
    resetIntro:
      'Някой поиска нулиране на паролата на профила ви в Orthodox Hearts. Ако сте били вие, изберете нова парола чрез тази връзка:',
    resetButton: 'Изберете нова парола',
    resetExpiry: 'Връзката важи веднъж, в рамките на 30 минути.',
    resetIgnore: 'Ако не сте го поискали, пренебрегнете това съобщение: паролата ви остава същата.',
    changedSubject: 'Паролата ви за Orthodox Hearts беше сменена',
    changedBody:
      'Паролата на профила ви в Orthodox Hearts току-що беше сменена и излязохте от профила си на всички устройства.',
    changedNotYou:
      'Ако не сте я сменили вие, нулирайте паролата веднага чрез връзката по-долу и ни пишете от Настройки, Поддръжка.',
    newSignInSubject: 'Нов вход във вашия профил в Orthodox Hearts',
    deviceName: (browser, system) => `${browser} на ${system}`,
    unknownDevice: 'неизвестен браузър',
    newSignInBody: (device, when) =>
      `Току-що е извършен вход във вашия профил: ${device}, ${when}.`,
    newSignInNotYou:
      'Ако сте били вие, не е нужно да правите нищо. Ако не, излезте от това устройство в Настройки, Къде сте влезли, и нулирайте паролата си.',
    newSignInButton: 'Къде сте влезли',
    passkeyAddedSubject: 'Към профила ви в Orthodox Hearts е добавен ключ за достъп',
    passkeyAddedBody: (device) =>
      `Към профила ви току-що е добавен ключ за достъп, създаден на: ${device}. С него влизате без парола.`,
    passkeyAddedNotYou:
      'Ако не сте били вие, премахнете го от Настройки, Ключове за достъп, и нулирайте паролата си.',
    passkeyAddedButton: 'Вашите ключове за достъп',
    footer: 'Получавате това съобщение, защото имате профил в Orthodox Hearts.',
  },
  ro: {
    greeting: (name) => `Bună ziua, ${name},`,
    resetSubject: 'Resetați parola Orthodox Hearts',
    resetIntro:
      'Cineva a cerut resetarea parolei contului dumneavoastră Orthodox Hearts. Dacă ați fost dumneavoastră, alegeți o parolă nouă cu acest link:',
    resetButton: 'Alegeți o parolă nouă',
    resetExpiry: 'Linkul funcționează o singură dată, în 30 de minute.',
    resetIgnore: 'Dacă nu ați cerut acest lucru, ignorați mesajul: parola rămâne cea de acum.',
    changedSubject: 'Parola Orthodox Hearts a fost schimbată',
    changedBody:
      'Parola contului dumneavoastră Orthodox Hearts tocmai a fost schimbată și ați fost deconectat de pe toate dispozitivele.',
    changedNotYou:
      'Dacă nu ați schimbat-o dumneavoastră, resetați parola imediat cu linkul de mai jos și scrieți-ne din Setări, Asistență.',
    newSignInSubject: 'Conectare nouă la contul dvs. Orthodox Hearts',
    deviceName: (browser, system) => `${browser} pe ${system}`,
    unknownDevice: 'un browser necunoscut',
    newSignInBody: (device, when) => `Contul dvs. tocmai a fost accesat de pe ${device}, ${when}.`,
    newSignInNotYou:
      'Dacă ați fost dvs., nu trebuie să faceți nimic. Dacă nu, deconectați acel dispozitiv din Setări, Unde sunteți conectat, și resetați-vă parola.',
    newSignInButton: 'Vedeți unde sunteți conectat',
    passkeyAddedSubject: 'O cheie de acces a fost adăugată contului dvs. Orthodox Hearts',
    passkeyAddedBody: (device) =>
      `O cheie de acces creată pe ${device} tocmai a fost adăugată contului dvs. Cu ea vă conectați fără parolă.`,
    passkeyAddedNotYou:
      'Dacă nu ați fost dvs., eliminați-o din Setări, Chei de acces, și resetați-vă parola.',
    passkeyAddedButton: 'Vedeți cheile de acces',
    footer: 'Primiți acest mesaj pentru că aveți un cont la Orthodox Hearts.',
  },
  gr: {
    greeting: (name) => `Γεια σας, ${name},`,
    resetSubject: 'Επαναφορά του κωδικού σας στο Orthodox Hearts',
    resetIntro:
      'Κάποιος ζήτησε επαναφορά του κωδικού του λογαριασμού σας στο Orthodox Hearts. Αν ήσασταν εσείς, επιλέξτε νέο κωδικό με αυτόν τον σύνδεσμο:',
    resetButton: 'Επιλέξτε νέο κωδικό',
    resetExpiry: 'Ο σύνδεσμος λειτουργεί μία φορά, μέσα σε 30 λεπτά.',
    resetIgnore: 'Αν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα: ο κωδικός σας μένει ως έχει.',
    changedSubject: 'Ο κωδικός σας στο Orthodox Hearts άλλαξε',
    changedBody:
      'Ο κωδικός του λογαριασμού σας στο Orthodox Hearts μόλις άλλαξε και αποσυνδεθήκατε από όλες τις συσκευές.',
    changedNotYou:
      'Αν δεν τον αλλάξατε εσείς, επαναφέρετε αμέσως τον κωδικό με τον παρακάτω σύνδεσμο και γράψτε μας από τις Ρυθμίσεις, Υποστήριξη.',
    newSignInSubject: 'Νέα σύνδεση στον λογαριασμό σας στο Orthodox Hearts',
    deviceName: (browser, system) => `${browser} σε ${system}`,
    unknownDevice: 'άγνωστο πρόγραμμα περιήγησης',
    newSignInBody: (device, when) =>
      `Μόλις έγινε σύνδεση στον λογαριασμό σας από ${device}, ${when}.`,
    newSignInNotYou:
      'Αν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα. Αν όχι, αποσυνδέστε αυτή τη συσκευή στις Ρυθμίσεις, Πού είστε συνδεδεμένοι, και επαναφέρετε τον κωδικό σας.',
    newSignInButton: 'Δείτε πού είστε συνδεδεμένοι',
    passkeyAddedSubject: 'Προστέθηκε κλειδί πρόσβασης στον λογαριασμό σας στο Orthodox Hearts',
    passkeyAddedBody: (device) =>
      `Μόλις προστέθηκε στον λογαριασμό σας ένα κλειδί πρόσβασης που δημιουργήθηκε σε ${device}. Με αυτό συνδέεστε χωρίς κωδικό πρόσβασης.`,
    passkeyAddedNotYou:
      'Αν δεν ήσασταν εσείς, αφαιρέστε το από τις Ρυθμίσεις, Κλειδιά πρόσβασης, και επαναφέρετε τον κωδικό σας.',
    passkeyAddedButton: 'Δείτε τα κλειδιά πρόσβασης',
    footer: 'Λαμβάνετε αυτό το μήνυμα επειδή έχετε λογαριασμό στο Orthodox Hearts.',
  },
  mk: {
    greeting: (name) => `Здраво, ${name},`,
    resetSubject: 'Ресетирање на лозинката за Orthodox Hearts',
    resetIntro:
      'Некој побара ресетирање на лозинката на вашата сметка на Orthodox Hearts. Ако сте биле вие, изберете нова лозинка преку оваа врска:',
    resetButton: 'Изберете нова лозинка',
    resetExpiry: 'Врската важи еднаш, во рок од 30 минути.',
    resetIgnore: 'Ако не сте побарале, занемарете ја поракава: вашата лозинка останува иста.',
    changedSubject: 'Вашата лозинка за Orthodox Hearts е променета',
    changedBody:
      'Лозинката на вашата сметка на Orthodox Hearts штотуку е променета и сте одјавени на сите уреди.',
    changedNotYou:
      'Ако не сте ја промениле вие, веднаш ресетирајте ја лозинката преку врската подолу и пишете ни од Поставки, Поддршка.',
    newSignInSubject: 'Нова најава на вашата сметка на Orthodox Hearts',
    deviceName: (browser, system) => `${browser} на ${system}`,
    unknownDevice: 'непознат прелистувач',
    newSignInBody: (device, when) =>
      `Штотуку е извршена најава на вашата сметка: ${device}, ${when}.`,
    newSignInNotYou:
      'Ако сте биле вие, не треба ништо да правите. Ако не, одјавете го тој уред во Поставки, Каде сте најавени, и ресетирајте ја лозинката.',
    newSignInButton: 'Каде сте најавени',
    passkeyAddedSubject: 'Клуч за пристап е додаден на вашата сметка на Orthodox Hearts',
    passkeyAddedBody: (device) =>
      `На вашата сметка штотуку е додаден клуч за пристап создаден на: ${device}. Со него се најавувате без лозинка.`,
    passkeyAddedNotYou:
      'Ако не сте биле вие, отстранете го во Поставки, Клучеви за пристап, и ресетирајте ја лозинката.',
    passkeyAddedButton: 'Вашите клучеви за пристап',
    footer: 'Ја добивате оваа порака затоа што имате сметка на Orthodox Hearts.',
  },
  ua: {
    greeting: (name) => `Вітаємо, ${name}!`,
    resetSubject: 'Скидання пароля Orthodox Hearts',
    resetIntro:
      'Хтось попросив скинути пароль вашого облікового запису Orthodox Hearts. Якщо це були ви, задайте новий пароль за цим посиланням:',
    resetButton: 'Задати новий пароль',
    resetExpiry: 'Посилання діє один раз упродовж 30 хвилин.',
    resetIgnore:
      'Якщо ви цього не просили, не зважайте на цей лист: ваш пароль залишиться тим самим.',
    changedSubject: 'Пароль Orthodox Hearts змінено',
    changedBody:
      'Пароль вашого облікового запису Orthodox Hearts щойно змінено, і ви вийшли з нього на всіх пристроях.',
    changedNotYou:
      'Якщо ви його не змінювали, негайно скиньте пароль за посиланням нижче й напишіть нам у «Налаштування», «Підтримка».',
    newSignInSubject: 'Новий вхід в обліковий запис Orthodox Hearts',
    deviceName: (browser, system) => `${browser} на ${system}`,
    unknownDevice: 'невідомий браузер',
    newSignInBody: (device, when) =>
      `Щойно виконано вхід у ваш обліковий запис: ${device}, ${when}.`,
    newSignInNotYou:
      'Якщо це були ви, нічого робити не потрібно. Якщо ні, вийдіть на цьому пристрої в розділі «Налаштування», «Де виконано вхід» і скиньте пароль.',
    newSignInButton: 'Де виконано вхід',
    passkeyAddedSubject: 'До вашого облікового запису Orthodox Hearts додано ключ доступу',
    passkeyAddedBody: (device) =>
      `До вашого облікового запису щойно додано ключ доступу, створений на пристрої: ${device}. З ним ви входите без пароля.`,
    passkeyAddedNotYou:
      'Якщо це були не ви, видаліть його в розділі «Налаштування», «Ключі доступу» та скиньте пароль.',
    passkeyAddedButton: 'Ваші ключі доступу',
    footer: 'Ви отримали цей лист, бо маєте обліковий запис в Orthodox Hearts.',
  },
  ge: {
    greeting: (name) => `გამარჯობა, ${name},`,
    resetSubject: 'Orthodox Hearts-ის პაროლის აღდგენა',
    resetIntro:
      'ვიღაცამ მოითხოვა თქვენი Orthodox Hearts-ის ანგარიშის პაროლის აღდგენა. თუ ეს თქვენ იყავით, აირჩიეთ ახალი პაროლი ამ ბმულით:',
    resetButton: 'აირჩიეთ ახალი პაროლი',
    resetExpiry: 'ბმული მუშაობს ერთხელ, 30 წუთის განმავლობაში.',
    resetIgnore: 'თუ ეს არ მოგითხოვიათ, უგულებელყავით ეს წერილი: თქვენი პაროლი უცვლელი რჩება.',
    changedSubject: 'თქვენი Orthodox Hearts-ის პაროლი შეიცვალა',
    changedBody:
      'თქვენი Orthodox Hearts-ის ანგარიშის პაროლი ახლახან შეიცვალა და ყველა მოწყობილობაზე გამოხვედით ანგარიშიდან.',
    changedNotYou:
      'თუ ის თქვენ არ შეგიცვლიათ, დაუყოვნებლივ აღადგინეთ პაროლი ქვემოთ მოცემული ბმულით და მოგვწერეთ პარამეტრებიდან, მხარდაჭერა.',
    newSignInSubject: 'ახალი შესვლა თქვენს Orthodox Hearts ანგარიშში',
    deviceName: (browser, system) => `${browser} — ${system}`,
    unknownDevice: 'უცნობი ბრაუზერი',
    newSignInBody: (device, when) => `თქვენს ანგარიშში ახლახან შევიდნენ: ${device}, ${when}.`,
    newSignInNotYou:
      'თუ ეს თქვენ იყავით, არაფრის გაკეთება არ გჭირდებათ. თუ არა, გამოდით ამ მოწყობილობიდან პარამეტრებში, „სად ხართ შესული“, და აღადგინეთ პაროლი.',
    newSignInButton: 'სად ხართ შესული',
    passkeyAddedSubject: 'თქვენს Orthodox Hearts-ის ანგარიშს დაემატა წვდომის გასაღები',
    passkeyAddedBody: (device) =>
      `თქვენს ანგარიშს ახლახან დაემატა წვდომის გასაღები, შექმნილი აქ: ${device}. მისით შეხვალთ პაროლის გარეშე.`,
    passkeyAddedNotYou:
      'თუ ეს თქვენ არ იყავით, წაშალეთ ის პარამეტრებში, წვდომის გასაღებები, და აღადგინეთ პაროლი.',
    passkeyAddedButton: 'თქვენი წვდომის გასაღებები',
    footer: 'ეს წერილი მიიღეთ, რადგან Orthodox Hearts-ზე ანგარიში გაქვთ.',
  },
} as const satisfies Record<LocaleCode, MailTexts>
