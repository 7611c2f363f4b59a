import { t } from '../../locale.ts';
import type { SeedCategory } from './menu-types.ts';

export const housePlates: SeedCategory = {
  slug: 'pratos-da-casa',
  name: t('Pratos da casa', 'House plates'),
  description: t(
    'Clássicos brasileiros servidos em porção individual.',
    'Brazilian classics in single-serving portions.',
  ),
  art: 'feijoada',
  items: [
    {
      slug: 'feijoada-completa',
      name: t('Feijoada Completa', 'Full Feijoada'),
      description: t(
        'Feijão-preto com carnes de porco e linguiça, arroz, couve, farofa, torresmo e laranja.',
        'Black beans with pork cuts and sausage, rice, collard greens, farofa, crackling and orange.',
      ),
      price: 5990,
      tint: '#7a4028',
    },
    {
      slug: 'executivo-picanha',
      name: t('Executivo de Picanha', 'Picanha Lunch Plate'),
      description: t(
        '200 g de picanha, arroz, feijão, farofa e vinagrete.',
        '200 g picanha, rice, beans, farofa and Brazilian salsa.',
      ),
      price: 4890,
      tint: '#8a4a2c',
      options: ['ponto'],
    },
    {
      slug: 'file-a-parmegiana',
      name: t('Filé à Parmegiana', 'Beef Parmigiana'),
      description: t(
        'Filé-mignon empanado, molho de tomate e muçarela gratinada, com arroz e fritas.',
        'Breaded tenderloin, tomato sauce and grilled mozzarella, with rice and fries.',
      ),
      price: 5490,
      tint: '#b8452c',
    },
    {
      slug: 'baiao-de-dois',
      name: t('Baião de Dois', 'Baião de Dois'),
      description: t(
        'Arroz com feijão-de-corda, queijo coalho, carne-seca e manteiga de garrafa.',
        'Rice with black-eyed beans, coalho cheese, jerked beef and clarified butter.',
      ),
      price: 3990,
      tint: '#9a6a3c',
    },
    {
      slug: 'escondidinho',
      name: t('Escondidinho de Carne-Seca', 'Jerked Beef and Cassava Bake'),
      description: t(
        'Purê de mandioca gratinado com carne-seca acebolada e queijo.',
        'Baked cassava mash with onion-braised jerked beef and cheese.',
      ),
      price: 4290,
      tint: '#c98a4a',
    },
    {
      slug: 'strogonoff-de-frango',
      name: t('Strogonoff de Frango', 'Chicken Stroganoff'),
      description: t(
        'Frango ao creme com champignon, arroz branco e batata palha.',
        'Creamy chicken with mushrooms, white rice and shoestring potatoes.',
      ),
      price: 3890,
      tint: '#d9914a',
    },
    {
      slug: 'arroz-carreteiro',
      name: t('Arroz Carreteiro', 'Carreteiro Rice'),
      description: t(
        'Arroz gaúcho com sobras nobres da churrasqueira, linguiça e cheiro-verde.',
        'Southern-style rice with grill trimmings, sausage and fresh herbs.',
      ),
      price: 4190,
      tint: '#a35a32',
    },
  ],
};
