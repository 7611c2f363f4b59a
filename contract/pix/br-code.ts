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

/** The TLV fields of one level of a BR Code, by id; undefined when the lengths do not add up. */
function fields(text: string): Map<string, string> | undefined {
  const found = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    const value = text.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || value.length !== length) return undefined;
    found.set(id, value);
    at += 4 + length;
  }
  return found;
}

export interface ReadBrCode {
  key: string;
  txid: string;
  amountCents: number | undefined;
  merchantName: string;
  merchantCity: string;
}

/** What a pasted "PIX copia e cola" says, when it is a well-formed PIX BR Code whose CRC matches. */
export function readBrCode(code: string): ReadBrCode | undefined {
  const text = code.trim();
  if (text.length < 8 || crc16(text.slice(0, -4)) !== text.slice(-4).toUpperCase()) return undefined;
  const top = fields(text);
  const account = fields(top?.get('26') ?? '');
  const extra = fields(top?.get('62') ?? '');
  if (!top || account?.get('00')?.toLowerCase() !== 'br.gov.bcb.pix') return undefined;
  const amount = top.get('54');
  return {
    key: account.get('01') ?? '',
    txid: extra?.get('05') ?? '***',
    amountCents: amount === undefined ? undefined : Math.round(Number(amount) * 100),
    merchantName: top.get('59') ?? '',
    merchantCity: top.get('60') ?? '',
  };
}
