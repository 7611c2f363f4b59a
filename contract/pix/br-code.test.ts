import { describe, expect, it } from 'vitest';
import { brCode, readBrCode } from './br-code.ts';
import { crc16 } from './crc16.ts';

describe('CRC-16/CCITT-FALSE', () => {
  it.each([
    ['the standard check value', '123456789', '29B1'],
    [
      'the BCB manual example',
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304',
      '1D3D',
    ],
    [
      'the BR Code manual example (PIX, another arrangement, URL templates)',
      '00020104141234567890123426660014BR.GOV.BCB.PIX014466756C616E6F32303139406578616D706C652E636F6D27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5915NOMEDORECEBEDOR6008BRASILIA61087007490062530515RP12345678-201950300017BR.GOV.BCB.BRCODE01051.0.080450014BR.GOV.BCB.PIX0123PADRAO.URL.PIX/0123ABCD81390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304',
      'EB76',
    ],
    [
      'a static code with a CPF key and R$ 1.00',
      '00020126330014BR.GOV.BCB.PIX01115794666323452040000530398654041.005802BR5925CLENILTON CRUZ DE ALENCAR6006MANAUS62070503***6304',
      'FA88',
    ],
  ])('%s', (_, payload, crc) => {
    expect(crc16(payload)).toBe(crc);
  });

  // pixcore's documentation prints E3A2 for this payload; Python's binascii.crc_hqx(payload, 0xFFFF),
  // the same CRC, gives B15A, and no one-character change of the payload leads to E3A2 but a
  // meaningless one (BRASILIA → BhASILIA): the printed value is not this payload's.
  it('the +55 phone key example whose published CRC (E3A2) is not its own', () => {
    const payload =
      '00020126360014BR.GOV.BCB.PIX0114+5561999999999520400005303986540510.005802BR5913FULANO DE TAL6008BRASILIA62070503***6304';
    expect(crc16(payload)).toBe('B15A');
  });
});

describe('brCode', () => {
  it('reproduces the BCB example byte for byte', () => {
    expect(
      brCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it('carries amount, txid and a dynamic point of initiation; cuts and unaccents name and city', () => {
    const code = brCode({
      key: 'pix@brasagrill.com.br',
      amountCents: 1234,
      merchantName: 'Brasa Grill Centro – São Paulo Histórico',
      merchantCity: 'São Paulo de Piratininga',
      txid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123',
      dynamic: true,
    });
    expect(code.startsWith('000201010212')).toBe(true);
    expect(code).toContain('540512.34');
    expect(code).toContain('5925Brasa Grill Centro  Sao P');
    expect(code).toContain('6015Sao Paulo de Pi');
    expect(code).toContain('62340530ABCDEFGHIJKLMNOPQRSTUVWXYZ0123');
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  });
});

describe('readBrCode', () => {
  const code = brCode({
    key: 'pix@brasagrill.com.br',
    amountCents: 5990,
    merchantName: 'Brasa Grill Centro',
    merchantCity: 'SAO PAULO',
    txid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123',
    dynamic: true,
  });

  it('reads back what a code carries', () => {
    expect(readBrCode(`  ${code}\n`)).toEqual({
      key: 'pix@brasagrill.com.br',
      txid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123',
      amountCents: 5990,
      merchantName: 'Brasa Grill Centro',
      merchantCity: 'SAO PAULO',
    });
  });

  it('refuses a code whose CRC does not match, a cut one and one of another arrangement', () => {
    expect(readBrCode(code.replace('59.90', '59.91'))).toBeUndefined();
    expect(readBrCode(code.slice(10))).toBeUndefined();
    expect(readBrCode('not a code')).toBeUndefined();
    const other = '00020126180014br.com.outro5204000053039865802BR5901X6001Y62070503***6304';
    expect(readBrCode(other + crc16(other))).toBeUndefined();
  });
});
