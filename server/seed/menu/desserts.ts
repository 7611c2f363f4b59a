import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

const dessertOptions = ['cobertura', 'vela'] as const;

export const desserts: SeedCategory = {
  slug: 'sobremesas',
  name: t('Sobremesas', 'Desserts'),
  description: t(
    'Doces brasileiros para fechar com chave de ouro.',
    'Brazilian sweets to finish on a high note.',
  ),
  art: 'dessert',
  items: [
    {
      slug: 'petit-gateau',
      name: t('Petit Gâteau', 'Chocolate Lava Cake'),
      description: t(
        'Bolinho de chocolate com recheio cremoso e sorvete de creme.',
        'Chocolate cake with a molten centre and vanilla ice cream.',
      ),
      price: 2690,
      tint: '#4a2516',
      options: dessertOptions,
    },
    {
      slug: 'pudim-de-leite',
      name: t('Pudim de Leite', 'Brazilian Flan'),
      description: t(
        'Pudim de leite condensado com calda de caramelo.',
        'Condensed milk flan with caramel sauce.',
      ),
      price: 1690,
      tint: '#d98a2a',
      options: dessertOptions,
    },
    {
      slug: 'brigadeiro-de-colher',
      name: t('Brigadeiro de Colher', 'Spoon Brigadeiro'),
      description: t(
        'Brigadeiro cremoso de chocolate belga com granulado.',
        'Creamy Belgian chocolate brigadeiro with sprinkles.',
      ),
      price: 1490,
      tint: '#5a2d1a',
      options: dessertOptions,
    },
    {
      slug: 'romeu-e-julieta',
      name: t('Romeu e Julieta', 'Guava and Cheese'),
      description: t(
        'Goiabada cascão quente com queijo minas derretido.',
        'Warm guava paste with melted Minas cheese.',
      ),
      price: 1590,
      tint: '#b8283a',
      options: dessertOptions,
    },
    {
      slug: 'churros',
      name: t('Churros com Doce de Leite', 'Churros with Dulce de Leche'),
      description: t(
        'Churros crocantes com açúcar e canela e doce de leite para mergulhar.',
        'Crispy cinnamon-sugar churros with dulce de leche for dipping.',
      ),
      price: 1890,
      tint: '#c9863a',
      options: dessertOptions,
    },
    {
      slug: 'abacaxi-na-brasa',
      name: t('Abacaxi na Brasa', 'Chargrilled Pineapple'),
      description: t(
        'Abacaxi grelhado com canela e açúcar mascavo, com sorvete de coco.',
        'Grilled pineapple with cinnamon and brown sugar, with coconut ice cream.',
      ),
      price: 1790,
      tint: '#f2c12e',
      options: dessertOptions,
    },
    {
      slug: 'mousse-de-maracuja',
      name: t('Mousse de Maracujá', 'Passion Fruit Mousse'),
      description: t('Mousse aerado com calda da fruta.', 'Airy mousse with passion fruit coulis.'),
      price: 1490,
      unavailable: true,
      tint: '#ffd23f',
      options: dessertOptions,
    },
  ],
};
