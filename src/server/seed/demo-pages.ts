/** Content pages and footer menus of the demo site, with titles and texts in every locale. */

type Translations = Record<'nl' | 'en' | 'es' | 'pt-BR' | 'ru' | 'pl' | 'ro', string>;

const TERMS: Translations = {
  nl: 'Algemene voorwaarden',
  en: 'Terms of service',
  es: 'Términos del servicio',
  'pt-BR': 'Termos de serviço',
  ru: 'Условия использования',
  pl: 'Regulamin',
  ro: 'Termeni și condiții',
};
const PRIVACY: Translations = {
  nl: 'Privacybeleid',
  en: 'Privacy policy',
  es: 'Política de privacidad',
  'pt-BR': 'Política de privacidade',
  ru: 'Политика конфиденциальности',
  pl: 'Polityka prywatności',
  ro: 'Politica de confidențialitate',
};
const ADULTS: Translations = {
  nl: 'Alleen voor volwassenen',
  en: 'Adults only',
  es: 'Solo para adultos',
  'pt-BR': 'Somente para adultos',
  ru: 'Только для взрослых',
  pl: 'Tylko dla dorosłych',
  ro: 'Doar pentru adulți',
};

/** What the content pages say, in every locale (the English text is also the page's own `content`). */
const TERMS_CONTENT: Translations = {
  nl: 'Door deze site te gebruiken beloof je performers en andere bezoekers met respect te behandelen, je account niet te delen en te betalen voor wat je koopt. Gekochte tokens worden na besteding niet terugbetaald, behalve als een show niet geleverd is.',
  en: 'By using this site you agree to treat performers and other visitors with respect, to keep your account to yourself and to pay for what you buy. Tokens you bought are not refundable once spent, except where a show was not delivered.',
  es: 'Al usar este sitio aceptas tratar con respeto a los performers y a los demás visitantes, no compartir tu cuenta y pagar lo que compras. Los tokens comprados no se reembolsan una vez gastados, salvo cuando un show no se ha realizado.',
  'pt-BR':
    'Ao usar este site, você concorda em tratar os performers e os outros visitantes com respeito, não compartilhar sua conta e pagar pelo que compra. Os tokens comprados não são reembolsados depois de gastos, exceto quando um show não foi realizado.',
  ru: 'Пользуясь этим сайтом, вы соглашаетесь уважительно относиться к моделям и другим посетителям, никому не передавать свой аккаунт и оплачивать свои покупки. Потраченные купленные токены не возвращаются, кроме случаев, когда шоу не состоялось.',
  pl: 'Korzystając z tej strony, zgadzasz się traktować performerów i innych odwiedzających z szacunkiem, nie udostępniać nikomu swojego konta i płacić za to, co kupujesz. Kupione tokeny po wydaniu nie podlegają zwrotowi, chyba że pokaz się nie odbył.',
  ro: 'Folosind acest site, accepți să îi tratezi cu respect pe performeri și pe ceilalți vizitatori, să nu îți împarți contul și să plătești pentru ce cumperi. Tokenurile cumpărate nu se rambursează după ce au fost cheltuite, cu excepția cazului în care un show nu a avut loc.',
};
const PRIVACY_CONTENT: Translations = {
  nl: 'We bewaren alleen wat nodig is voor je account: je e-mailadres, je aankopen en je instellingen. We verkopen je gegevens nooit. Identiteitsbewijzen van performers worden afgeschermd bewaard en alleen door ons verificatieteam bekeken.',
  en: 'We keep only what we need to run your account: your e-mail address, your purchases and your settings. We never sell your data. Identity documents of performers are stored privately and only seen by our verification team.',
  es: 'Solo guardamos lo necesario para gestionar tu cuenta: tu dirección de correo electrónico, tus compras y tus ajustes. Nunca vendemos tus datos. Los documentos de identidad de los performers se guardan de forma privada y solo los ve nuestro equipo de verificación.',
  'pt-BR':
    'Guardamos apenas o necessário para manter sua conta: seu endereço de e-mail, suas compras e suas configurações. Nunca vendemos seus dados. Os documentos de identidade dos performers são armazenados de forma privada e vistos apenas pela nossa equipe de verificação.',
  ru: 'Мы храним только то, что нужно для работы вашего аккаунта: адрес электронной почты, покупки и настройки. Мы никогда не продаём ваши данные. Документы, удостоверяющие личность моделей, хранятся закрыто, и их видит только наша команда проверки.',
  pl: 'Przechowujemy tylko to, czego potrzebujemy do prowadzenia Twojego konta: adres e-mail, zakupy i ustawienia. Nigdy nie sprzedajemy Twoich danych. Dokumenty tożsamości performerów są przechowywane prywatnie i ogląda je tylko nasz zespół weryfikacji.',
  ro: 'Păstrăm doar ce ne trebuie pentru contul tău: adresa de e-mail, cumpărăturile și setările tale. Nu îți vindem niciodată datele. Documentele de identitate ale performerilor sunt păstrate privat și văzute doar de echipa noastră de verificare.',
};
const ADULTS_CONTENT: Translations = {
  nl: 'Deze website bevat inhoud die alleen voor volwassenen bedoeld is. Door verder te gaan bevestig je dat je minstens 18 jaar oud bent en dat het bekijken van zulke inhoud bij jou legaal is.',
  en: 'This website contains content for adults only. By entering you confirm that you are at least 18 years old and that viewing such content is legal where you are.',
  es: 'Este sitio web contiene contenido solo para adultos. Al entrar confirmas que tienes al menos 18 años y que ver este tipo de contenido es legal donde te encuentras.',
  'pt-BR':
    'Este site contém conteúdo somente para adultos. Ao entrar, você confirma que tem pelo menos 18 anos e que ver esse tipo de conteúdo é legal onde você está.',
  ru: 'Этот сайт содержит материалы только для взрослых. Входя на него, вы подтверждаете, что вам исполнилось 18 лет и что просмотр таких материалов законен там, где вы находитесь.',
  pl: 'Ta strona zawiera treści wyłącznie dla dorosłych. Wchodząc, potwierdzasz, że masz co najmniej 18 lat i że oglądanie takich treści jest legalne tam, gdzie się znajdujesz.',
  ro: 'Acest site conține conținut doar pentru adulți. Intrând, confirmi că ai cel puțin 18 ani și că vizionarea unui astfel de conținut este legală acolo unde te afli.',
};

/** Every locale's title and content of a page, for `posts.translations`. */
const translationsOf = (title: Translations, content: Translations) =>
  Object.fromEntries(
    (Object.keys(title) as Array<keyof Translations>).map((locale) => [locale, { title: title[locale], content: content[locale] }]),
  );

export const DEMO_POSTS = [
  { slug: 'terms', title: TERMS.en, content: TERMS_CONTENT.en, translations: translationsOf(TERMS, TERMS_CONTENT) },
  { slug: 'privacy', title: PRIVACY.en, content: PRIVACY_CONTENT.en, translations: translationsOf(PRIVACY, PRIVACY_CONTENT) },
  { slug: 'adults-only', title: ADULTS.en, content: ADULTS_CONTENT.en, translations: translationsOf(ADULTS, ADULTS_CONTENT) },
];

export const DEMO_MENUS = [
  { title: TERMS.en, titleTranslations: TERMS, path: '/page/terms', section: 'footer' as const, ordering: 1 },
  { title: PRIVACY.en, titleTranslations: PRIVACY, path: '/page/privacy', section: 'footer' as const, ordering: 2 },
];

/** A home-page promotion: its English title and text, and both per locale. */
type DemoPromo = {
  link: string;
  audience: 'visitors' | 'everyone';
  title: string;
  text: string;
  titleTranslations: Translations;
  textTranslations: Translations;
};

/** Home-page promotions: text and a link only, so no stock picture has to fit every theme; invitations to sign up are for visitors only. */
export const DEMO_PROMOS: DemoPromo[] = [
  {
    link: '/auth/register/performer',
    audience: 'visitors',
    title: 'Become a performer',
    text: 'Stream from home, set your own prices and get paid for your shows.',
    titleTranslations: {
      nl: 'Word performer',
      en: 'Become a performer',
      es: 'Hazte performer',
      'pt-BR': 'Seja performer',
      ru: 'Станьте моделью',
      pl: 'Zostań performerem',
      ro: 'Devino performer',
    },
    textTranslations: {
      nl: 'Stream vanuit huis, bepaal je eigen prijzen en word uitbetaald voor je shows.',
      en: 'Stream from home, set your own prices and get paid for your shows.',
      es: 'Transmite desde casa, fija tus propios precios y cobra por tus shows.',
      'pt-BR': 'Transmita de casa, defina seus próprios preços e receba pelos seus shows.',
      ru: 'Ведите трансляции из дома, устанавливайте свои цены и получайте оплату за шоу.',
      pl: 'Nadawaj z domu, ustalaj własne ceny i zarabiaj na swoich pokazach.',
      ro: 'Transmite de acasă, stabilește-ți propriile prețuri și fii plătit pentru show-urile tale.',
    },
  },
  {
    link: '/auth/register/user',
    audience: 'visitors',
    title: 'Create a free account',
    text: 'Keep your favourite performers in one place and join the chat.',
    titleTranslations: {
      nl: 'Maak een gratis account',
      en: 'Create a free account',
      es: 'Crea una cuenta gratis',
      'pt-BR': 'Crie uma conta grátis',
      ru: 'Создайте бесплатный аккаунт',
      pl: 'Załóż darmowe konto',
      ro: 'Creează un cont gratuit',
    },
    textTranslations: {
      nl: 'Bewaar je favoriete performers op één plek en praat mee in de chat.',
      en: 'Keep your favourite performers in one place and join the chat.',
      es: 'Guarda a tus performers favoritos en un solo lugar y únete al chat.',
      'pt-BR': 'Guarde seus performers favoritos em um só lugar e participe do chat.',
      ru: 'Сохраняйте любимых моделей в одном месте и общайтесь в чате.',
      pl: 'Trzymaj ulubionych performerów w jednym miejscu i dołącz do czatu.',
      ro: 'Păstrează-ți performerii preferați într-un singur loc și intră în chat.',
    },
  },
  {
    link: '/studio/register',
    audience: 'visitors',
    title: 'Run a studio?',
    text: 'Manage your performers, commissions and payouts in one place.',
    titleTranslations: {
      nl: 'Heb je een studio?',
      en: 'Run a studio?',
      es: '¿Tienes un estudio?',
      'pt-BR': 'Tem um estúdio?',
      ru: 'У вас есть студия?',
      pl: 'Prowadzisz studio?',
      ro: 'Ai un studio?',
    },
    textTranslations: {
      nl: 'Beheer je performers, commissies en uitbetalingen op één plek.',
      en: 'Manage your performers, commissions and payouts in one place.',
      es: 'Gestiona tus performers, comisiones y pagos en un solo lugar.',
      'pt-BR': 'Gerencie seus performers, comissões e pagamentos em um só lugar.',
      ru: 'Управляйте моделями, комиссиями и выплатами в одном месте.',
      pl: 'Zarządzaj performerami, prowizjami i wypłatami w jednym miejscu.',
      ro: 'Gestionează-ți performerii, comisioanele și plățile într-un singur loc.',
    },
  },
];
