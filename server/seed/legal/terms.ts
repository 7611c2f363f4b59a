import { t } from '../../locale.ts';

export const terms = {
  title: t('Termos de Uso', 'Terms of Use'),
  body: t(
    [
      'Estes Termos de Uso regem o acesso ao aplicativo web da Brasa Grill, operado por Brasa Restaurantes Ltda., com sede na Rua Quinze de Novembro, 150, São Paulo – SP. Ao criar uma conta ou fazer um pedido, você declara ter lido e aceito estas condições.',
      'O cadastro é pessoal e intransferível. Você se compromete a informar dados verdadeiros e a manter sua senha em sigilo; pedidos feitos com a sua conta são de sua responsabilidade.',
      'Os preços, a disponibilidade dos itens, a área de entrega e os horários podem variar por restaurante e são confirmados no momento do pedido. Promoções valem enquanto durarem os estoques e não são cumulativas, salvo indicação em contrário.',
      'Pagamentos são processados por parceiros certificados. A Brasa Grill não armazena o número completo do seu cartão. Cancelamentos após o início do preparo podem não ser possíveis; em caso de problema, fale com nosso atendimento.',
      'Estes termos seguem a legislação brasileira, em especial o Código de Defesa do Consumidor. Fica eleito o foro da comarca de São Paulo – SP.',
    ].join('\n\n'),
    [
      'These Terms of Use govern access to the Brasa Grill web app, operated by Brasa Restaurantes Ltda., Rua Quinze de Novembro, 150, São Paulo – SP, Brazil. By creating an account or placing an order you confirm that you have read and accept them.',
      'Your account is personal and may not be transferred. You agree to provide accurate details and to keep your password secret; orders placed with your account are your responsibility.',
      'Prices, item availability, delivery areas and opening hours may vary by restaurant and are confirmed when you order. Promotions last while stocks last and cannot be combined unless stated otherwise.',
      'Payments are processed by certified partners. Brasa Grill never stores your full card number. Orders may not be cancellable once preparation has started; if something goes wrong, please contact customer care.',
      'These terms are governed by Brazilian law, in particular the Consumer Protection Code. The courts of São Paulo – SP have jurisdiction.',
    ].join('\n\n'),
  ),
};
