import { randomBytes } from 'node:crypto';
import { startSandbox } from './sandbox.ts';

/*
 * The sandbox payment provider as a service of its own (`npm run psp-sandbox`; `npm start` runs it
 * beside the API). Keys not given are made for this run and printed, for the API's PSP_* variables.
 */
const env = process.env;
const shopPort = Number(env.PORT ?? 3000);
const shop = `http://localhost:${shopPort}`;
const made = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;
const keys = {
  publicKey: env.PSP_PUBLIC_KEY || made('pk_test'),
  secretKey: env.PSP_SECRET_KEY || made('sk_test'),
  webhookSecret: env.PSP_WEBHOOK_SECRET || made('whsec'),
};
const webhookUrl = env.PSP_WEBHOOK_URL ?? `${shop}/api/payments/v1/webhooks`;

const sandbox = await startSandbox({
  ...keys,
  port: Number(env.PSP_PORT ?? shopPort + 10),
  webhookUrl,
  allowedOrigins: (env.PSP_ALLOWED_ORIGINS ?? shop).split(',').map((origin) => origin.trim()),
  pix: {
    key: env.PSP_PIX_KEY ?? 'pix@brasagrill.com.br',
    merchantName: env.PSP_MERCHANT_NAME ?? 'Brasa Grill',
    merchantCity: env.PSP_MERCHANT_CITY ?? 'SAO PAULO',
  },
  dataFile: env.PSP_DATA_FILE || undefined,
  answerDelayMs: Number(env.PSP_ANSWER_DELAY_MS ?? 0),
  retry: { firstDelayMs: Number(env.PSP_WEBHOOK_RETRY_MS ?? 1_000) },
});

const given = env.PSP_PUBLIC_KEY && env.PSP_SECRET_KEY && env.PSP_WEBHOOK_SECRET;
console.log(`
  PSP sandbox        ${sandbox.url}   (webhooks to ${webhookUrl})
  Sandbox bank       ${sandbox.url}/bank   (pay PIX charges here)${
    given
      ? ''
      : `
  Keys of this run   PSP_PUBLIC_KEY=${keys.publicKey}
                     PSP_SECRET_KEY=${keys.secretKey}
                     PSP_WEBHOOK_SECRET=${keys.webhookSecret}`
  }
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await sandbox.close();
    process.exit(0);
  });
}
