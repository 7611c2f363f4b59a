import { createHash } from 'node:crypto';
import type { PspCharge } from '../contract/schemas/psp.ts';

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f6f4; color: #14201a; }
  main { max-width: 480px; margin: 0 auto; padding: 24px 16px 48px; }
  header { display: flex; align-items: center; gap: 10px; margin-bottom: 20px; }
  .logo { width: 36px; height: 36px; border-radius: 10px; background: #0b7a4b; color: #fff;
    display: grid; place-items: center; font-weight: 800; }
  h1 { font-size: 20px; margin: 0; } h2 { font-size: 17px; margin: 0 0 8px; }
  section { background: #fff; border: 1px solid #d5ded8; border-radius: 14px; padding: 16px; margin-bottom: 14px; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  textarea { width: 100%; box-sizing: border-box; font: 14px/1.4 ui-monospace, monospace; padding: 10px;
    border: 1px solid #9fb1a6; border-radius: 10px; resize: vertical; }
  button { width: 100%; margin-top: 12px; padding: 12px; border: 0; border-radius: 10px; background: #0b7a4b;
    color: #fff; font: 600 16px system-ui, sans-serif; cursor: pointer; }
  button:focus-visible, textarea:focus-visible { outline: 3px solid #f0a800; outline-offset: 2px; }
  ul { list-style: none; margin: 0; padding: 0; } li + li { border-top: 1px solid #e3e9e5; }
  li form { display: flex; align-items: center; gap: 12px; padding: 10px 0; }
  li button { width: auto; margin: 0 0 0 auto; padding: 8px 16px; }
  .amount { font-size: 28px; font-weight: 800; margin: 4px 0; } .muted { color: #4b5a51; font-size: 14px; }
  .ok { border-color: #0b7a4b; } .refused { border-color: #b3261e; }
  a { color: #0b5f3a; }
`;

/** The page's only inline style, allowed by its hash (`bankPolicy`). */
export const bankPolicy = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Banco Sandbox</title><style>${style}</style></head>
<body><main>
<header><span class="logo" aria-hidden="true">B</span><h1>Banco Sandbox</h1></header>
${body}
</main></body></html>`;
}

/**
 * The customer's bank, as the sandbox stands for it: a PIX charge is paid by pasting its "copia e
 * cola" code (or picking it among the charges waiting, a convenience of the sandbox).
 */
export function bankHome(waiting: readonly PspCharge[]): string {
  const list = waiting
    .map(
      (charge) => `<li><form method="post" action="/bank/pix">
  <input type="hidden" name="br_code" value="${escapeHtml(charge.pix?.br_code ?? '')}">
  <span><strong>${brl(charge.amount)}</strong><br><span class="muted">${escapeHtml(charge.reference)}</span></span>
  <button type="submit" aria-label="Pagar ${brl(charge.amount)}">Pagar</button></form></li>`,
    )
    .join('\n');
  return page(
    'Pix',
    `<section>
<form method="post" action="/bank/pix">
<label for="br_code">Pix Copia e Cola</label>
<textarea id="br_code" name="br_code" rows="5" required placeholder="Cole aqui o código PIX"></textarea>
<button type="submit">Pagar</button>
</form>
</section>
<section><h2>Cobranças PIX em aberto</h2>
${list ? `<ul>${list}</ul>` : '<p class="muted">Nenhuma cobrança esperando pagamento.</p>'}
</section>`,
  );
}

export function bankPaid(charge: PspCharge, receiver: string): string {
  return page(
    'Pagamento realizado',
    `<section class="ok" role="status"><h2>Pagamento realizado</h2>
<p class="amount">${brl(charge.amount)}</p>
<p>para ${escapeHtml(receiver)}</p>
<p class="muted">ID da transação ${escapeHtml(charge.pix?.txid ?? '')}</p></section>
<p><a href="/bank">Voltar</a></p>`,
  );
}

export function bankRefused(reason: string): string {
  return page(
    'Pagamento não realizado',
    `<section class="refused" role="alert"><h2>Pagamento não realizado</h2><p>${escapeHtml(reason)}</p></section>
<p><a href="/bank">Voltar</a></p>`,
  );
}
