import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

const burgerOptions = ['ponto', 'pao', 'adicionais', 'molhos'] as const;

export const burgers: SeedCategory = {
  slug: 'burgers',
  name: t('Hambúrgueres', 'Burgers'),
  description: t(
    'Blends de carne moídos na casa e selados na chapa de ferro.',
    'House-ground beef blends seared on the cast-iron griddle.',
  ),
  art: 'burger',
  items: [
    {
      slug: 'brasa-classico',
      name: t('Brasa Clássico', 'Brasa Classic'),
      description: t(
        'Blend de 180 g, queijo prato, alface americana, tomate, cebola roxa e maionese da casa no pão brioche.',
        '180 g beef blend, prato cheese, iceberg lettuce, tomato, red onion and house mayo on a brioche bun.',
      ),
      price: 3290,
      tint: '#f4c542',
      options: burgerOptions,
    },
    {
      slug: 'cheddar-bacon',
      name: t('Cheddar & Bacon', 'Cheddar & Bacon'),
      description: t(
        'Blend de 180 g, cheddar inglês derretido, bacon defumado crocante e cebola caramelizada.',
        '180 g beef blend, melted English cheddar, crispy smoked bacon and caramelised onion.',
      ),
      price: 3690,
      originalPrice: 4190,
      tint: '#f29e1f',
      options: burgerOptions,
    },
    {
      slug: 'smash-duplo',
      name: t('Smash Duplo', 'Double Smash'),
      description: t(
        'Dois smash de 90 g com bordas crocantes, queijo americano, picles e molho especial.',
        'Two 90 g smashed patties with crispy edges, American cheese, pickles and special sauce.',
      ),
      price: 3490,
      tint: '#ffd34d',
      options: burgerOptions,
    },
    {
      slug: 'burger-de-picanha',
      name: t('Burger de Picanha', 'Picanha Burger'),
      description: t(
        '200 g de picanha moída, queijo coalho grelhado, vinagrete e maionese de alho.',
        '200 g ground picanha, grilled coalho cheese, Brazilian salsa and garlic mayo.',
      ),
      price: 4290,
      tint: '#f5e6b8',
      options: burgerOptions,
    },
    {
      slug: 'costela-desfiada',
      name: t('Costela Desfiada', 'Pulled Short Rib'),
      description: t(
        'Costela bovina assada por 12 horas, queijo gruyère, cebola crispy e barbecue de goiaba.',
        'Beef short rib roasted for 12 hours, gruyère, crispy onion and guava barbecue sauce.',
      ),
      price: 3990,
      tint: '#e8b04a',
      options: ['pao', 'adicionais', 'molhos'],
    },
    {
      slug: 'frango-crispy',
      name: t('Frango Crispy', 'Crispy Chicken'),
      description: t(
        'Sobrecoxa empanada na farinha panko, coleslaw e maionese de limão-siciliano.',
        'Panko-crumbed chicken thigh, coleslaw and lemon mayo.',
      ),
      price: 2990,
      tint: '#f7e27a',
      options: ['pao', 'adicionais', 'molhos'],
    },
    {
      slug: 'veggie-da-horta',
      name: t('Veggie da Horta', 'Garden Veggie'),
      description: t(
        'Hambúrguer de grão-de-bico e cogumelos, muçarela de búfala, rúcula e tomate confit.',
        'Chickpea and mushroom patty, buffalo mozzarella, rocket and confit tomato.',
      ),
      price: 3190,
      tint: '#fff4d6',
      options: ['pao', 'adicionais', 'molhos'],
    },
    {
      slug: 'burger-jalapeno',
      name: t('Burger Jalapeño', 'Jalapeño Burger'),
      description: t(
        'Blend de 180 g, pepper jack, jalapeños em conserva e maionese de chipotle.',
        '180 g beef blend, pepper jack, pickled jalapeños and chipotle mayo.',
      ),
      price: 3790,
      unavailable: true,
      tint: '#f0a830',
      options: burgerOptions,
    },
  ],
};
