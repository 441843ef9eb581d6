/** Content pages and footer menus of the demo site, with titles in every locale. */

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

export const DEMO_POSTS = [
  {
    slug: 'terms',
    title: TERMS.en,
    content:
      'By using this site you agree to treat performers and other visitors with respect, to keep your account to yourself and to pay for what you buy. Tokens you bought are not refundable once spent, except where a show was not delivered.',
    translations: {
      nl: {
        title: TERMS.nl,
        content:
          'Door deze site te gebruiken beloof je performers en andere bezoekers met respect te behandelen, je account niet te delen en te betalen voor wat je koopt. Gekochte tokens worden na besteding niet terugbetaald, behalve als een show niet geleverd is.',
      },
    },
  },
  {
    slug: 'privacy',
    title: PRIVACY.en,
    content:
      'We keep only what we need to run your account: your e-mail address, your purchases and your settings. We never sell your data. Identity documents of performers are stored privately and only seen by our verification team.',
    translations: {
      nl: {
        title: PRIVACY.nl,
        content:
          'We bewaren alleen wat nodig is voor je account: je e-mailadres, je aankopen en je instellingen. We verkopen je gegevens nooit. Identiteitsbewijzen van performers worden afgeschermd bewaard en alleen door ons verificatieteam bekeken.',
      },
    },
  },
  {
    slug: 'adults-only',
    title: ADULTS.en,
    content:
      'This website contains content for adults only. By entering you confirm that you are at least 18 years old and that viewing such content is legal where you are.',
    translations: {
      nl: {
        title: ADULTS.nl,
        content:
          'Deze website bevat inhoud die alleen voor volwassenen bedoeld is. Door verder te gaan bevestig je dat je minstens 18 jaar oud bent en dat het bekijken van zulke inhoud bij jou legaal is.',
      },
    },
  },
];

export const DEMO_MENUS = [
  { title: TERMS.en, titleTranslations: TERMS, path: '/page/terms', section: 'footer' as const, ordering: 1 },
  { title: PRIVACY.en, titleTranslations: PRIVACY, path: '/page/privacy', section: 'footer' as const, ordering: 2 },
];
