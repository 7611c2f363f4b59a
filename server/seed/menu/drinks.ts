import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

export const drinks: SeedCategory = {
  slug: 'bebidas',
  name: t('Bebidas', 'Drinks'),
  description: t(
    'Sucos da fruta, chopp gelado e drinques brasileiros.',
    'Fresh juices, cold draught beer and Brazilian cocktails.',
  ),
  art: 'drink',
  items: [
    {
      slug: 'refrigerante',
      name: t('Refrigerante Lata', 'Soft Drink Can'),
      description: t('Lata de 350 ml bem gelada.', 'Ice-cold 350 ml can.'),
      price: 790,
      tint: '#5a2a1a',
      options: ['sabor-refrigerante'],
    },
    {
      slug: 'suco-de-laranja',
      name: t('Suco de Laranja', 'Orange Juice'),
      description: t('Laranja-pera espremida na hora.', 'Freshly squeezed pera oranges.'),
      price: 1190,
      tint: '#ff9f1c',
      options: ['tamanho-suco'],
    },
    {
      slug: 'suco-de-maracuja',
      name: t('Suco de Maracujá', 'Passion Fruit Juice'),
      description: t(
        'Polpa de maracujá batida com água e gelo.',
        'Passion fruit pulp blended with water and ice.',
      ),
      price: 1190,
      tint: '#ffc832',
      options: ['tamanho-suco'],
    },
    {
      slug: 'limonada-suica',
      name: t('Limonada Suíça', 'Swiss Lemonade'),
      description: t(
        'Limão taiti batido com casca, açúcar e leite condensado.',
        'Whole Tahiti lime blended with sugar and condensed milk.',
      ),
      price: 1290,
      tint: '#c9e27a',
      options: ['tamanho-suco'],
    },
    {
      slug: 'mate-gelado',
      name: t('Mate Gelado com Limão', 'Iced Mate with Lime'),
      description: t(
        'Chá-mate tostado, gelado, com limão espremido.',
        'Toasted mate tea, iced, with fresh lime.',
      ),
      price: 990,
      tint: '#c98a2a',
    },
    {
      slug: 'caipirinha-de-limao',
      name: t('Caipirinha de Limão', 'Lime Caipirinha'),
      description: t(
        'Limão macerado com açúcar, gelo e o destilado de sua escolha.',
        'Muddled lime with sugar, ice and the spirit of your choice.',
      ),
      price: 2490,
      tint: '#b8d86a',
      options: ['destilado'],
    },
    {
      slug: 'caipirinha-de-maracuja',
      name: t('Caipirinha de Maracujá', 'Passion Fruit Caipirinha'),
      description: t(
        'Maracujá fresco macerado com açúcar e gelo.',
        'Fresh passion fruit muddled with sugar and ice.',
      ),
      price: 2590,
      tint: '#ffb52e',
      options: ['destilado'],
    },
    {
      slug: 'chopp-pilsen',
      name: t('Chopp Pilsen 400 ml', 'Pilsner Draught 400 ml'),
      description: t('Chopp claro, cremoso e bem tirado.', 'Light, creamy draught beer, poured right.'),
      price: 1490,
      tint: '#f2b632',
    },
    {
      slug: 'cerveja-ipa',
      name: t('Cerveja IPA Artesanal', 'Craft IPA'),
      description: t(
        'IPA de cervejaria paulistana, garrafa de 500 ml.',
        'IPA from a São Paulo brewery, 500 ml bottle.',
      ),
      price: 2290,
      unavailable: true,
      tint: '#d98a1f',
    },
    {
      slug: 'agua-mineral',
      name: t('Água Mineral', 'Mineral Water'),
      description: t('Garrafa de 500 ml.', '500 ml bottle.'),
      price: 590,
      tint: '#9fd3e8',
      options: ['agua'],
    },
  ],
};
