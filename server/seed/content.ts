import { type Localized, t } from '../locale.ts';
import type { ArtKind } from '../media/art-kind.ts';
import { demoBrand } from './brand.ts';
import { seedIds } from './seed-ids.ts';

export interface SeedBanner {
  slug: string;
  title: Localized;
  subtitle: Localized;
  alt: Localized;
  link?: string;
  art: ArtKind;
}

export const banners: SeedBanner[] = [
  {
    slug: 'picanha',
    title: t('Picanha na brasa', 'Chargrilled picanha'),
    subtitle: t(
      'Corte nobre com farofa de bacon e vinagrete',
      'A prime cut with bacon farofa and Brazilian salsa',
    ),
    alt: t('Picanha fatiada sobre a tábua, com alecrim', 'Sliced picanha on a board with rosemary'),
    link: '/menu',
    art: 'steak',
  },
  {
    slug: 'burger-week',
    title: t('Semana do burger', 'Burger week'),
    subtitle: t('Cheddar & Bacon de R$ 41,90 por R$ 36,90', 'Cheddar & Bacon down from R$ 41.90 to R$ 36.90'),
    alt: t(
      'Hambúrguer alto com queijo derretido e gergelim',
      'A tall burger with melted cheese and sesame bun',
    ),
    link: '/menu',
    art: 'burger',
  },
  {
    slug: 'table-payment',
    title: t('Pague a conta pelo celular', 'Pay the bill from your phone'),
    subtitle: t(
      'Escaneie o QR code da mesa e divida com a turma',
      "Scan the table's QR code and split it with friends",
    ),
    alt: t('Celular com QR code ao lado de um prato', 'A phone showing a QR code next to a plate'),
    link: '/table',
    art: 'table',
  },
  {
    slug: 'desserts',
    title: t('Guarde espaço para a sobremesa', 'Save room for dessert'),
    subtitle: t('Petit gâteau quentinho com sorvete de creme', 'Warm lava cake with vanilla ice cream'),
    alt: t(
      'Petit gâteau com bola de sorvete e morango',
      'Lava cake with a scoop of ice cream and a strawberry',
    ),
    art: 'dessert',
  },
];

/** Home blocks in display order; banners and categories come from their own tables. */
export const homeBlocks: Array<{ type: string; settings: Record<string, unknown> }> = [
  { type: 'banner_carousel', settings: {} },
  { type: 'search', settings: { minSize: 4, debounce: 2000 } },
  {
    type: 'highlights',
    settings: {
      title: t('Destaques da casa', 'House highlights'),
      item_ids: [
        'picanha-na-brasa',
        'brasa-classico',
        'feijoada-completa',
        'costela-fogo-de-chao',
        'petit-gateau',
      ].map((slug) => seedIds.item(demoBrand.slug, slug)),
    },
  },
  { type: 'categories', settings: { title: t('Nosso cardápio', 'Our menu') } },
];

export const cmsContents: Array<{ code: string; title: Localized; body: Localized }> = [
  {
    code: 'about',
    title: t('Sobre a Brasa Grill', 'About Brasa Grill'),
    body: t(
      'Nascemos em 2014 no Centro de São Paulo com uma parrilla a carvão e uma ideia simples: carne boa, fogo certo e atendimento de casa.\n\nHoje são duas casas, no Centro e em Pinheiros, com o mesmo carvão de eucalipto de reflorestamento e fornecedores do interior paulista.',
      'We opened in 2014 in downtown São Paulo with a charcoal parrilla and a simple idea: good meat, the right fire and homely service.\n\nToday there are two restaurants, downtown and in Pinheiros, using the same sustainably grown eucalyptus charcoal and suppliers from the São Paulo countryside.',
    ),
  },
  {
    code: 'delivery-info',
    title: t('Como funciona a entrega', 'How delivery works'),
    body: t(
      'Entregamos num raio de até 5 km de cada restaurante, das 11h às 23h. A taxa depende da distância e aparece antes de você pagar.\n\nOs pratos saem em embalagens térmicas lacradas; carnes seguem com o ponto escolhido e descansam no caminho.',
      'We deliver within 5 km of each restaurant, from 11 am to 11 pm. The fee depends on the distance and is shown before you pay.\n\nDishes leave in sealed insulated packaging; steaks are cooked to your choice and rest on the way.',
    ),
  },
  {
    code: 'table-help',
    title: t('Pagamento na mesa', 'Paying at the table'),
    body: t(
      'Aponte a câmera para o QR code da mesa, entre na conta e acompanhe os pedidos em tempo real.\n\nVocê pode pagar tudo, dividir em partes iguais ou escolher os itens que consumiu, com cartão ou PIX.',
      'Point your camera at the table QR code, join the bill and follow the orders in real time.\n\nYou can pay it all, split it equally or pick the items you had, by card or PIX.',
    ),
  },
  {
    code: 'support',
    title: t('Atendimento', 'Customer care'),
    body: t(
      'Fale com a gente pelo e-mail atendimento@brasagrill.com.br ou pelo telefone (11) 3105-0150, todos os dias das 11h às 23h.',
      'Reach us at atendimento@brasagrill.com.br or on +55 11 3105-0150, every day from 11 am to 11 pm.',
    ),
  },
];

/** `to` relative: the SPA navigates; `to` absolute: the SPA does a full page load. */
export const redirects = [
  { path: '/cardapio', to: '/menu' },
  { path: '/trabalhe-conosco', to: 'https://example.com/brasa-grill/carreiras' },
];
