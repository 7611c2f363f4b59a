import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

export const skewers: SeedCategory = {
  slug: 'espetinhos',
  name: t('Espetinhos', 'Skewers'),
  description: t(
    'Espetos assados na hora, direto da churrasqueira.',
    'Skewers roasted to order, straight off the grill.',
  ),
  art: 'skewer',
  items: [
    {
      slug: 'espeto-picanha',
      name: t('Espeto de Picanha', 'Picanha Skewer'),
      description: t('Cubos de picanha com sal grosso e farofa.', 'Picanha cubes with rock salt and farofa.'),
      price: 2290,
      tint: '#8c3b22',
      options: ['ponto', 'molhos'],
    },
    {
      slug: 'espeto-frango-bacon',
      name: t('Frango com Bacon', 'Chicken and Bacon'),
      description: t(
        'Coxa de frango marinada envolta em bacon defumado.',
        'Marinated chicken thigh wrapped in smoked bacon.',
      ),
      price: 1690,
      tint: '#d08a4a',
      options: ['molhos'],
    },
    {
      slug: 'espeto-coracao',
      name: t('Coraçãozinho', 'Chicken Hearts'),
      description: t(
        'Corações de frango temperados com alho e limão.',
        'Chicken hearts seasoned with garlic and lime.',
      ),
      price: 1590,
      tint: '#7d2a22',
      options: ['molhos'],
    },
    {
      slug: 'espeto-queijo-coalho',
      name: t('Queijo Coalho com Melaço', 'Coalho Cheese with Molasses'),
      description: t(
        'Queijo coalho tostado na brasa com melaço de cana e orégano.',
        'Coalho cheese toasted over the coals with sugarcane molasses and oregano.',
      ),
      price: 1490,
      tint: '#f3d27a',
    },
    {
      slug: 'espeto-linguica',
      name: t('Linguiça Cuiabana', 'Cuiabana Sausage'),
      description: t(
        'Linguiça de pernil com queijo e cebolinha.',
        'Pork sausage with cheese and spring onion.',
      ),
      price: 1590,
      tint: '#a8442a',
      options: ['molhos'],
    },
    {
      slug: 'espeto-kafta',
      name: t('Kafta', 'Kofta'),
      description: t(
        'Carne moída com hortelã e especiarias, com coalhada seca.',
        'Minced beef with mint and spices, with strained yoghurt.',
      ),
      price: 1790,
      tint: '#8a4a2a',
      options: ['molhos'],
    },
    {
      slug: 'espeto-legumes',
      name: t('Legumes na Brasa', 'Grilled Vegetables'),
      description: t(
        'Abobrinha, pimentão, cebola roxa e cogumelos com azeite de ervas.',
        'Courgette, pepper, red onion and mushrooms with herb oil.',
      ),
      price: 1390,
      tint: '#5f9e3a',
    },
  ],
};
