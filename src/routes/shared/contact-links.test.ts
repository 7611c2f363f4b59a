import { describe, expect, it } from 'vitest';
import { contactSegments } from './contact-links.ts';

describe('contact links in a text', () => {
  it('links the e-mail and a Brazilian phone of the Portuguese content', () => {
    expect(
      contactSegments(
        'Fale com a gente pelo e-mail atendimento@brasagrill.com.br ou pelo telefone (11) 3105-0150, todos os dias.',
      ),
    ).toEqual([
      { kind: 'text', text: 'Fale com a gente pelo e-mail ' },
      { kind: 'email', text: 'atendimento@brasagrill.com.br', href: 'mailto:atendimento@brasagrill.com.br' },
      { kind: 'text', text: ' ou pelo telefone ' },
      { kind: 'phone', text: '(11) 3105-0150', href: 'tel:+551131050150' },
      { kind: 'text', text: ', todos os dias.' },
    ]);
  });

  it('keeps an international number as written and leaves the full stop after an address', () => {
    expect(contactSegments('Call +55 11 3105-0150 or write to care@brasa.com.br.')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '+55 11 3105-0150', href: 'tel:+551131050150' },
      { kind: 'text', text: ' or write to ' },
      { kind: 'email', text: 'care@brasa.com.br', href: 'mailto:care@brasa.com.br' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links mobile and toll-free numbers', () => {
    const phones = contactSegments('WhatsApp 11 98765-4321, SAC 0800 123 4567').filter(
      (segment) => segment.kind === 'phone',
    );
    expect(phones).toEqual([
      { kind: 'phone', text: '11 98765-4321', href: 'tel:+5511987654321' },
      { kind: 'phone', text: '0800 123 4567', href: 'tel:08001234567' },
    ]);
  });

  it('leaves a text without contacts, hours and prices as they are', () => {
    const text = 'Todos os dias das 11h às 23h; pedidos acima de R$ 50,00 em 2024.';
    expect(contactSegments(text)).toEqual([{ kind: 'text', text }]);
    expect(contactSegments('')).toEqual([]);
  });
});
