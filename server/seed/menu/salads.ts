import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

export const salads: SeedCategory = {
  slug: 'saladas',
  name: t('Saladas', 'Salads'),
  description: t(
    'Folhas frescas do produtor e molhos feitos na casa.',
    'Fresh leaves from local growers and house dressings.',
  ),
  art: 'salad',
  items: [
    {
      slug: 'salada-caesar',
      name: t('Caesar', 'Caesar Salad'),
      description: t(
        'Alface-romana, croutons, lascas de parmesão e molho caesar.',
        'Romaine lettuce, croutons, parmesan shavings and Caesar dressing.',
      ),
      price: 3290,
      tint: '#2f7d4f',
      options: ['proteina-salada'],
    },
    {
      slug: 'salada-tropical',
      name: t('Tropical', 'Tropical Salad'),
      description: t(
        'Mix de folhas, manga, palmito, tomate-cereja e castanha-do-pará.',
        'Mixed leaves, mango, heart of palm, cherry tomatoes and Brazil nuts.',
      ),
      price: 2990,
      tint: '#e08a00',
      options: ['proteina-salada'],
    },
    {
      slug: 'salada-caprese',
      name: t('Caprese', 'Caprese'),
      description: t(
        'Tomate, muçarela de búfala, manjericão e redução de balsâmico.',
        'Tomato, buffalo mozzarella, basil and balsamic reduction.',
      ),
      price: 2890,
      tint: '#c8281b',
    },
    {
      slug: 'salada-quinoa',
      name: t('Grão-de-bico com Quinoa', 'Chickpea and Quinoa'),
      description: t(
        'Quinoa, grão-de-bico, pepino, hortelã e molho de tahine.',
        'Quinoa, chickpeas, cucumber, mint and tahini dressing.',
      ),
      price: 3090,
      tint: '#b88a3c',
      options: ['proteina-salada'],
    },
    {
      slug: 'salada-da-casa',
      name: t('Salada da Casa', 'House Salad'),
      description: t(
        'Alface, tomate, cebola roxa, pepino e cenoura ralada.',
        'Lettuce, tomato, red onion, cucumber and grated carrot.',
      ),
      price: 2290,
      tint: '#4f9e3a',
    },
  ],
};
