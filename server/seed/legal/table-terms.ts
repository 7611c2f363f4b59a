import { t } from '../../locale.ts';

export const tableTerms = {
  title: t('Termos do Pagamento na Mesa', 'Table Payment Terms'),
  body: t(
    [
      'O pagamento na mesa permite acompanhar a conta e pagá-la pelo celular, sozinho ou dividindo com outras pessoas da mesa. Ao continuar, você concorda com estes termos e com a nossa Política de Privacidade.',
      'A conta mostrada é a mesma do sistema do restaurante e é atualizada a cada novo pedido. Confira os itens antes de pagar; divergências devem ser resolvidas com a equipe do salão.',
      'A taxa de serviço de 10% é opcional e integralmente repassada à equipe. Cada participante paga a parte que escolher; a mesa só é encerrada quando o valor total estiver quitado.',
      'Pagamentos por cartão ou PIX são confirmados na hora. Um comprovante é enviado ao seu e-mail e, se desejar, a nota fiscal sai com o seu CPF.',
    ].join('\n\n'),
    [
      'Table payment lets you follow the bill and pay it from your phone, alone or split with others at the table. By continuing you agree to these terms and to our Privacy Policy.',
      "The bill shown is the restaurant's own and is updated with every new order. Check the items before paying; any discrepancy should be settled with the floor staff.",
      'The 10% service charge is optional and goes entirely to the team. Each participant pays the share they choose; the table is only closed once the full amount is paid.',
      'Card and PIX payments are confirmed immediately. A receipt is sent to your e-mail and, if you wish, the tax invoice is issued with your CPF.',
    ].join('\n\n'),
  ),
};
