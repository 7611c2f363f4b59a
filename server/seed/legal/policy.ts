import { t } from '../../locale.ts';

export const policy = {
  title: t('Política de Privacidade', 'Privacy Policy'),
  body: t(
    [
      'A Brasa Grill trata seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei 13.709/2018). Esta política explica quais dados coletamos, para quê e quais são os seus direitos.',
      'Coletamos nome, e-mail, telefone, CPF, data de nascimento, endereços de entrega e o histórico de pedidos. Usamos esses dados para processar pedidos e pagamentos, emitir notas fiscais, prevenir fraudes e, se você autorizar, enviar ofertas.',
      'Sua localização é usada apenas para encontrar o restaurante mais próximo e calcular a entrega, e só com a sua permissão. Dados de cartão são tokenizados pelo parceiro de pagamento e nunca chegam aos nossos servidores.',
      'Você pode pedir uma cópia dos seus dados ou a exclusão da sua conta a qualquer momento, pelo próprio aplicativo, em Perfil › Privacidade. Respondemos em até 15 dias.',
      'Encarregado de dados (DPO): privacidade@brasagrill.com.br.',
    ].join('\n\n'),
    [
      "Brasa Grill processes your personal data in accordance with Brazil's General Data Protection Law (LGPD, Law 13,709/2018). This policy explains what we collect, why, and what your rights are.",
      'We collect your name, e-mail, phone number, CPF, date of birth, delivery addresses and order history. We use them to process orders and payments, issue tax invoices, prevent fraud and, if you agree, send you offers.',
      'Your location is used only to find the nearest restaurant and to price delivery, and only with your permission. Card details are tokenised by our payment partner and never reach our servers.',
      'You can request a copy of your data or the deletion of your account at any time in the app, under Profile › Privacy. We answer within 15 days.',
      'Data protection officer: privacidade@brasagrill.com.br.',
    ].join('\n\n'),
  ),
};
