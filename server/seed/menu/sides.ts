import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

export const sides: SeedCategory = {
  slug: 'porcoes',
  name: t('Porções', 'Sides to share'),
  description: t('Para dividir com a mesa, ou não.', 'For sharing with the table, or not.'),
  art: 'fries',
  items: [
    {
      slug: 'batata-frita',
      name: t('Batata Frita', 'French Fries'),
      description: t('Batatas fritas sequinhas com sal e páprica.', 'Crisp fries with salt and paprika.'),
      price: 2190,
      tint: '#d8342a',
      options: ['molhos'],
    },
    {
      slug: 'batata-rustica',
      name: t('Batata Rústica com Alecrim', 'Rustic Potatoes with Rosemary'),
      description: t(
        'Batatas com casca, assadas e fritas, com alecrim e alho.',
        'Skin-on potatoes, roasted then fried, with rosemary and garlic.',
      ),
      price: 2490,
      tint: '#c8391a',
      options: ['molhos'],
    },
    {
      slug: 'mandioca-frita',
      name: t('Mandioca Frita', 'Fried Cassava'),
      description: t(
        'Mandioca cozida e frita, crocante por fora e macia por dentro.',
        'Boiled then fried cassava, crunchy outside and soft inside.',
      ),
      price: 2290,
      tint: '#b3320f',
      options: ['molhos'],
    },
    {
      slug: 'aneis-de-cebola',
      name: t('Anéis de Cebola', 'Onion Rings'),
      description: t('Anéis de cebola empanados na cerveja.', 'Beer-battered onion rings.'),
      price: 2390,
      tint: '#e04a20',
      options: ['molhos'],
    },
    {
      slug: 'polenta-frita',
      name: t('Polenta Frita', 'Fried Polenta'),
      description: t('Palitos de polenta com parmesão ralado.', 'Polenta sticks with grated parmesan.'),
      price: 1990,
      tint: '#f0572a',
    },
    {
      slug: 'torresmo',
      name: t('Torresmo Pururuca', 'Pork Crackling'),
      description: t(
        'Torresmo de barriga, pururucado na hora, com limão.',
        'Pork belly crackling, puffed to order, with lime.',
      ),
      price: 2690,
      tint: '#8f280c',
    },
    {
      slug: 'batata-cheddar-bacon',
      name: t('Batata com Cheddar e Bacon', 'Cheddar and Bacon Fries'),
      description: t(
        'Batata frita coberta com cheddar cremoso e bacon crocante.',
        'Fries topped with creamy cheddar and crispy bacon.',
      ),
      price: 3290,
      originalPrice: 3590,
      tint: '#d8342a',
    },
  ],
};
