import type { Localized } from '../../locale.ts';
import { t } from '../../locale.ts';

export interface SeedChoice {
  name: Localized;
  price?: number;
  unavailable?: true;
}

export interface SeedOptionGroup {
  name: Localized;
  min: number;
  max: number;
  unavailable?: true;
  choices: SeedChoice[];
}

const free = (ptBR: string, enUS: string) => ({ name: t(ptBR, enUS) });

export const optionGroups = {
  ponto: {
    name: t('Ponto da carne', 'Doneness'),
    min: 1,
    max: 1,
    choices: [
      free('Mal passado', 'Rare'),
      free('Ao ponto para mal', 'Medium rare'),
      free('Ao ponto', 'Medium'),
      free('Ao ponto para bem', 'Medium well'),
      free('Bem passado', 'Well done'),
    ],
  },
  pao: {
    name: t('Pão', 'Bun'),
    min: 1,
    max: 1,
    choices: [
      free('Brioche', 'Brioche'),
      free('Australiano', 'Dark rye'),
      { name: t('Sem glúten', 'Gluten-free'), price: 400, unavailable: true },
    ],
  },
  adicionais: {
    name: t('Adicionais', 'Extras'),
    min: 0,
    max: 3,
    choices: [
      { name: t('Bacon crocante', 'Crispy bacon'), price: 590 },
      { name: t('Cheddar cremoso', 'Creamy cheddar'), price: 490 },
      { name: t('Ovo frito', 'Fried egg'), price: 390 },
      { name: t('Cebola caramelizada', 'Caramelised onion'), price: 450 },
      { name: t('Hambúrguer extra 180 g', 'Extra 180 g patty'), price: 1290 },
      { name: t('Jalapeño', 'Jalapeño'), price: 350, unavailable: true },
    ],
  },
  molhos: {
    name: t('Molhos', 'Sauces'),
    min: 0,
    max: 2,
    choices: [
      free('Maionese da casa', 'House mayo'),
      free('Chimichurri', 'Chimichurri'),
      { name: t('Barbecue de goiaba', 'Guava barbecue'), price: 300 },
      { name: t('Maionese de alho negro', 'Black garlic mayo'), price: 300 },
    ],
  },
  acompanhamentos: {
    name: t('Acompanhamentos', 'Sides'),
    min: 1,
    max: 2,
    choices: [
      free('Arroz branco', 'White rice'),
      free('Farofa de bacon', 'Bacon farofa'),
      free('Vinagrete', 'Brazilian salsa'),
      free('Batata frita', 'French fries'),
      { name: t('Mandioca frita', 'Fried cassava'), price: 500 },
      { name: t('Feijão tropeiro', 'Tropeiro beans'), price: 700 },
    ],
  },
  'proteina-salada': {
    name: t('Adicionar proteína', 'Add protein'),
    min: 0,
    max: 1,
    choices: [
      { name: t('Frango grelhado', 'Grilled chicken'), price: 1290 },
      { name: t('Tiras de picanha', 'Picanha strips'), price: 1990 },
      { name: t('Salmão grelhado', 'Grilled salmon'), price: 2290, unavailable: true },
    ],
  },
  'sabor-refrigerante': {
    name: t('Sabor', 'Flavour'),
    min: 1,
    max: 1,
    choices: [
      free('Cola', 'Cola'),
      free('Cola zero', 'Cola zero'),
      free('Guaraná', 'Guaraná'),
      free('Laranja', 'Orange'),
    ],
  },
  'tamanho-suco': {
    name: t('Tamanho', 'Size'),
    min: 1,
    max: 1,
    choices: [free('Copo 300 ml', 'Glass 300 ml'), { name: t('Jarra 1 litro', 'Jug 1 litre'), price: 1800 }],
  },
  destilado: {
    name: t('Destilado', 'Spirit'),
    min: 1,
    max: 1,
    choices: [
      free('Cachaça artesanal', 'Craft cachaça'),
      { name: t('Vodka', 'Vodka'), price: 300 },
      { name: t('Saquê', 'Sake'), price: 300 },
      { name: t('Sem álcool', 'Alcohol-free'), price: 0 },
    ],
  },
  agua: {
    name: t('Tipo', 'Type'),
    min: 1,
    max: 1,
    choices: [free('Sem gás', 'Still'), free('Com gás', 'Sparkling')],
  },
  cobertura: {
    name: t('Acompanhamento', 'Topping'),
    min: 0,
    max: 1,
    choices: [
      { name: t('Bola de sorvete de creme', 'Scoop of vanilla ice cream'), price: 690 },
      { name: t('Calda quente de chocolate', 'Hot chocolate sauce'), price: 390 },
      { name: t('Doce de leite', 'Dulce de leche'), price: 390 },
    ],
  },
  vela: {
    name: t('Vela de aniversário', 'Birthday candle'),
    min: 0,
    max: 1,
    unavailable: true,
    choices: [{ name: t('Vela com parabéns da equipe', 'Candle and a song from the team'), price: 0 }],
  },
} satisfies Record<string, SeedOptionGroup>;

export type OptionGroupSlug = keyof typeof optionGroups;
