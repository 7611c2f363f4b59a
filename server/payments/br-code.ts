import { crc16 } from './crc16.ts';

export interface BrCodeInput {
  /** The PIX key (e-mail, phone, CPF/CNPJ or random key). */
  key: string;
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** 26–35 alphanumerics for a charge; `***` when none. */
  txid?: string;
  /** Point of initiation "12": the code is for one payment only. */
  dynamic?: boolean;
}

/** ID + two-digit length + value, the EMV® QRCPS TLV. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Payer apps choke on non-ASCII names: strip accents and anything else. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);
}

/** The "PIX copia e cola" text of the BCB's BR Code (EMV® QRCPS-MPM), CRC included. */
export function brCode(input: BrCodeInput): string {
  const payload = [
    field('00', '01'),
    input.dynamic ? field('01', '12') : '',
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)),
    field('52', '0000'),
    field('53', '986'),
    input.amountCents === undefined ? '' : field('54', (input.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', input.txid ?? '***')),
    '6304',
  ].join('');
  return payload + crc16(payload);
}
