import type { LocaleCode } from '#shared/domain/languages.ts'

/**
 * The words of the mail about the member's address (docs/accounts.md "Your email address"), in
 * one language: confirming it, confirming a new one, and the notice to the old one with its undo
 * link. Beside MAIL_TEXTS, which holds the rest, as a record over every LocaleCode.
 */
export interface AddressMailTexts {
  verifySubject: string
  verifyIntro: string
  verifyButton: string
  /** The code for a member who reads the mail on another device than the app. */
  codeLine: (code: string) => string
  verifyExpiry: string
  verifyIgnore: string
  changeSubject: string
  changeIntro: string
  changeExpiry: string
  changeIgnore: string
  changedSubject: string
  changedBody: (newAddress: string) => string
  changedNotYou: string
  undoButton: string
}

export const ADDRESS_MAIL_TEXTS = {
  en: {
    verifySubject: 'Confirm your email address for Orthodox Hearts',
    verifyIntro: 'Welcome to Orthodox Hearts. Confirm that this address is yours with this link:',
    verifyButton: 'Confirm my address',
    codeLine: (code) => `Or enter this code in the app: ${code}`,
    verifyExpiry: 'The link and the code work for 48 hours.',
    verifyIgnore: 'If you did not create an account, ignore this message.',
    changeSubject: 'Confirm your new email address for Orthodox Hearts',
    changeIntro:
      'You asked to use this address for your Orthodox Hearts account. Confirm it with this link:',
    changeExpiry:
      'The link and the code work for 24 hours. Until then your account keeps its old address.',
    changeIgnore: 'If you did not ask for it, ignore this message: nothing changes.',
    changedSubject: 'The email address of your Orthodox Hearts account was changed',
    changedBody: (address) =>
      `Your Orthodox Hearts account now uses ${address}. Its other devices were signed out.`,
    changedNotYou:
      'If you did not change it, put your address back with this link (it works for 7 days), then choose a new password:',
    undoButton: 'Put my address back',
  },
  ru: {
    verifySubject: 'Подтвердите адрес электронной почты для Orthodox Hearts',
    verifyIntro:
      'Добро пожаловать в Orthodox Hearts. Подтвердите, что этот адрес принадлежит вам, по этой ссылке:',
    verifyButton: 'Подтвердить адрес',
    codeLine: (code) => `Или введите этот код в приложении: ${code}`,
    verifyExpiry: 'Ссылка и код действуют 48 часов.',
    verifyIgnore: 'Если вы не создавали учётную запись, не обращайте внимания на это письмо.',
    changeSubject: 'Подтвердите новый адрес электронной почты для Orthodox Hearts',
    changeIntro:
      'Вы попросили использовать этот адрес для своей учётной записи Orthodox Hearts. Подтвердите его по этой ссылке:',
    changeExpiry:
      'Ссылка и код действуют 24 часа. До тех пор у учётной записи остаётся прежний адрес.',
    changeIgnore:
      'Если вы этого не запрашивали, не обращайте внимания на письмо: ничего не изменится.',
    changedSubject: 'Адрес электронной почты вашей учётной записи Orthodox Hearts изменён',
    changedBody: (address) =>
      `Теперь ваша учётная запись Orthodox Hearts использует адрес ${address}. На других устройствах выполнен выход.`,
    changedNotYou:
      'Если вы его не меняли, верните свой адрес по этой ссылке (она действует 7 дней), а затем задайте новый пароль:',
    undoButton: 'Вернуть мой адрес',
  },
  sr: {
    verifySubject: 'Потврдите своју адресу е-поште за Orthodox Hearts',
    verifyIntro: 'Добро дошли на Orthodox Hearts. Потврдите да је ова адреса ваша преко ове везе:',
    verifyButton: 'Потврди моју адресу',
    codeLine: (code) => `Или унесите овај код у апликацији: ${code}`,
    verifyExpiry: 'Веза и код важе 48 сати.',
    verifyIgnore: 'Ако нисте отворили налог, занемарите ову поруку.',
    changeSubject: 'Потврдите своју нову адресу е-поште за Orthodox Hearts',
    changeIntro:
      'Затражили сте да се ова адреса користи за ваш налог на Orthodox Hearts. Потврдите је преко ове везе:',
    changeExpiry: 'Веза и код важе 24 сата. Дотле ваш налог задржава стару адресу.',
    changeIgnore: 'Ако то нисте тражили, занемарите ову поруку: ништа се не мења.',
    changedSubject: 'Адреса е-поште вашег налога на Orthodox Hearts је промењена',
    changedBody: (address) =>
      `Ваш налог на Orthodox Hearts сада користи ${address}. Остали уређаји су одјављени.`,
    changedNotYou:
      'Ако је нисте ви променили, вратите своју адресу преко ове везе (важи 7 дана), па изаберите нову лозинку:',
    undoButton: 'Врати моју адресу',
  },
  bg: {
    verifySubject: 'Потвърдете имейл адреса си за Orthodox Hearts',
    verifyIntro:
      'Добре дошли в Orthodox Hearts. Потвърдете, че този адрес е ваш, чрез тази връзка:',
    verifyButton: 'Потвърди адреса ми',
    codeLine: (code) => `Или въведете този код в приложението: ${code}`,
    verifyExpiry: 'Връзката и кодът важат 48 часа.',
    verifyIgnore: 'Ако не сте създавали профил, не обръщайте внимание на това съобщение.',
    changeSubject: 'Потвърдете новия си имейл адрес за Orthodox Hearts',
    changeIntro:
      'Поискахте този адрес да се използва за профила ви в Orthodox Hearts. Потвърдете го чрез тази връзка:',
    changeExpiry: 'Връзката и кодът важат 24 часа. Дотогава профилът ви запазва стария адрес.',
    changeIgnore:
      'Ако не сте го поискали, не обръщайте внимание на съобщението: нищо не се променя.',
    changedSubject: 'Имейл адресът на профила ви в Orthodox Hearts е променен',
    changedBody: (address) =>
      `Профилът ви в Orthodox Hearts вече използва ${address}. Другите устройства бяха отписани.`,
    changedNotYou:
      'Ако не сте го променили вие, върнете адреса си чрез тази връзка (важи 7 дни) и изберете нова парола:',
    undoButton: 'Върни адреса ми',
  },
  ro: {
    verifySubject: 'Confirmați adresa de e-mail pentru Orthodox Hearts',
    verifyIntro:
      'Bine ați venit la Orthodox Hearts. Confirmați că această adresă este a dumneavoastră cu acest link:',
    verifyButton: 'Confirm adresa',
    codeLine: (code) => `Sau introduceți acest cod în aplicație: ${code}`,
    verifyExpiry: 'Linkul și codul sunt valabile 48 de ore.',
    verifyIgnore: 'Dacă nu ați creat un cont, ignorați acest mesaj.',
    changeSubject: 'Confirmați noua adresă de e-mail pentru Orthodox Hearts',
    changeIntro:
      'Ați cerut ca această adresă să fie folosită pentru contul dumneavoastră Orthodox Hearts. Confirmați-o cu acest link:',
    changeExpiry:
      'Linkul și codul sunt valabile 24 de ore. Până atunci contul își păstrează vechea adresă.',
    changeIgnore: 'Dacă nu ați cerut acest lucru, ignorați mesajul: nu se schimbă nimic.',
    changedSubject: 'Adresa de e-mail a contului Orthodox Hearts a fost schimbată',
    changedBody: (address) =>
      `Contul dumneavoastră Orthodox Hearts folosește acum ${address}. Celelalte dispozitive au fost deconectate.`,
    changedNotYou:
      'Dacă nu ați schimbat-o dumneavoastră, puneți adresa înapoi cu acest link (valabil 7 zile), apoi alegeți o parolă nouă:',
    undoButton: 'Pune adresa mea înapoi',
  },
  gr: {
    verifySubject: 'Επιβεβαιώστε τη διεύθυνση email σας για το Orthodox Hearts',
    verifyIntro:
      'Καλώς ήρθατε στο Orthodox Hearts. Επιβεβαιώστε ότι αυτή η διεύθυνση είναι δική σας με αυτόν τον σύνδεσμο:',
    verifyButton: 'Επιβεβαίωση διεύθυνσης',
    codeLine: (code) => `Ή πληκτρολογήστε αυτόν τον κωδικό στην εφαρμογή: ${code}`,
    verifyExpiry: 'Ο σύνδεσμος και ο κωδικός ισχύουν για 48 ώρες.',
    verifyIgnore: 'Αν δεν δημιουργήσατε λογαριασμό, αγνοήστε αυτό το μήνυμα.',
    changeSubject: 'Επιβεβαιώστε τη νέα διεύθυνση email σας για το Orthodox Hearts',
    changeIntro:
      'Ζητήσατε να χρησιμοποιείται αυτή η διεύθυνση για τον λογαριασμό σας στο Orthodox Hearts. Επιβεβαιώστε την με αυτόν τον σύνδεσμο:',
    changeExpiry:
      'Ο σύνδεσμος και ο κωδικός ισχύουν για 24 ώρες. Ως τότε ο λογαριασμός κρατά την παλιά διεύθυνση.',
    changeIgnore: 'Αν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα: δεν αλλάζει τίποτα.',
    changedSubject: 'Η διεύθυνση email του λογαριασμού σας στο Orthodox Hearts άλλαξε',
    changedBody: (address) =>
      `Ο λογαριασμός σας στο Orthodox Hearts χρησιμοποιεί τώρα τη διεύθυνση ${address}. Οι άλλες συσκευές αποσυνδέθηκαν.`,
    changedNotYou:
      'Αν δεν την αλλάξατε εσείς, επαναφέρετε τη διεύθυνσή σας με αυτόν τον σύνδεσμο (ισχύει 7 ημέρες) και επιλέξτε νέο κωδικό πρόσβασης:',
    undoButton: 'Επαναφορά της διεύθυνσής μου',
  },
  mk: {
    verifySubject: 'Потврдете ја вашата е-адреса за Orthodox Hearts',
    verifyIntro:
      'Добредојдовте во Orthodox Hearts. Потврдете дека оваа адреса е ваша преку оваа врска:',
    verifyButton: 'Потврди ја мојата адреса',
    codeLine: (code) => `Или внесете го овој код во апликацијата: ${code}`,
    verifyExpiry: 'Врската и кодот важат 48 часа.',
    verifyIgnore: 'Ако не сте отвориле профил, занемарете ја оваа порака.',
    changeSubject: 'Потврдете ја вашата нова е-адреса за Orthodox Hearts',
    changeIntro:
      'Побаравте оваа адреса да се користи за вашиот профил на Orthodox Hearts. Потврдете ја преку оваа врска:',
    changeExpiry: 'Врската и кодот важат 24 часа. Дотогаш профилот ја задржува старата адреса.',
    changeIgnore: 'Ако не сте го побарале тоа, занемарете ја пораката: ништо не се менува.',
    changedSubject: 'Е-адресата на вашиот профил на Orthodox Hearts е променета',
    changedBody: (address) =>
      `Вашиот профил на Orthodox Hearts сега ја користи ${address}. Другите уреди се одјавени.`,
    changedNotYou:
      'Ако не сте ја промениле вие, вратете ја адресата преку оваа врска (важи 7 дена), па изберете нова лозинка:',
    undoButton: 'Врати ја мојата адреса',
  },
  ua: {
    verifySubject: 'Підтвердьте адресу електронної пошти для Orthodox Hearts',
    verifyIntro:
      'Ласкаво просимо до Orthodox Hearts. Підтвердьте, що ця адреса належить вам, за цим посиланням:',
    verifyButton: 'Підтвердити адресу',
    codeLine: (code) => `Або введіть цей код у застосунку: ${code}`,
    verifyExpiry: 'Посилання й код дійсні 48 годин.',
    verifyIgnore: 'Якщо ви не створювали обліковий запис, не зважайте на цей лист.',
    changeSubject: 'Підтвердьте нову адресу електронної пошти для Orthodox Hearts',
    changeIntro:
      'Ви попросили використовувати цю адресу для свого облікового запису Orthodox Hearts. Підтвердьте її за цим посиланням:',
    changeExpiry: 'Посилання й код дійсні 24 години. Доти обліковий запис зберігає стару адресу.',
    changeIgnore: 'Якщо ви цього не просили, не зважайте на лист: нічого не зміниться.',
    changedSubject: 'Адресу електронної пошти вашого облікового запису Orthodox Hearts змінено',
    changedBody: (address) =>
      `Тепер ваш обліковий запис Orthodox Hearts використовує ${address}. На інших пристроях виконано вихід.`,
    changedNotYou:
      'Якщо ви її не змінювали, поверніть свою адресу за цим посиланням (воно дійсне 7 днів), а потім задайте новий пароль:',
    undoButton: 'Повернути мою адресу',
  },
  ge: {
    verifySubject: 'დაადასტურეთ თქვენი ელფოსტის მისამართი Orthodox Hearts-ისთვის',
    verifyIntro:
      'კეთილი იყოს თქვენი მობრძანება Orthodox Hearts-ში. დაადასტურეთ, რომ ეს მისამართი თქვენია, ამ ბმულით:',
    verifyButton: 'ჩემი მისამართის დადასტურება',
    codeLine: (code) => `ან შეიყვანეთ ეს კოდი აპში: ${code}`,
    verifyExpiry: 'ბმული და კოდი მოქმედებს 48 საათის განმავლობაში.',
    verifyIgnore: 'თუ ანგარიში არ შეგიქმნიათ, ყურადღებას ნუ მიაქცევთ ამ შეტყობინებას.',
    changeSubject: 'დაადასტურეთ თქვენი ახალი ელფოსტის მისამართი Orthodox Hearts-ისთვის',
    changeIntro:
      'თქვენ ითხოვეთ, რომ თქვენს Orthodox Hearts ანგარიშს ეს მისამართი გამოეყენებინა. დაადასტურეთ ის ამ ბმულით:',
    changeExpiry:
      'ბმული და კოდი მოქმედებს 24 საათის განმავლობაში. მანამდე ანგარიში ძველ მისამართს ინარჩუნებს.',
    changeIgnore: 'თუ ეს არ გითხოვიათ, ყურადღებას ნუ მიაქცევთ შეტყობინებას: არაფერი შეიცვლება.',
    changedSubject: 'თქვენი Orthodox Hearts ანგარიშის ელფოსტის მისამართი შეიცვალა',
    changedBody: (address) =>
      `თქვენი Orthodox Hearts ანგარიში ახლა იყენებს მისამართს ${address}. სხვა მოწყობილობებიდან გამოსვლა შესრულდა.`,
    changedNotYou:
      'თუ ის თქვენ არ შეგიცვლიათ, დააბრუნეთ თქვენი მისამართი ამ ბმულით (მოქმედებს 7 დღე) და აირჩიეთ ახალი პაროლი:',
    undoButton: 'ჩემი მისამართის დაბრუნება',
  },
} satisfies Record<LocaleCode, AddressMailTexts>
