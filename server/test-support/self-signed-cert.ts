import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSignedCert {
  certFile: string;
  keyFile: string;
  cert: string;
  key: string;
  /** The SHA-256 of its public key, base64: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
  spki: string;
}

/** A certificate for `localhost`, valid a day, made by `openssl` in a temporary folder. */
export function selfSignedCert(): SelfSignedCert {
  const folder = mkdtempSync(join(tmpdir(), 'brasa-tls-'));
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile, 'utf8');
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    certFile,
    keyFile,
    cert,
    key: readFileSync(keyFile, 'utf8'),
    spki: createHash('sha256').update(publicKey).digest('base64'),
  };
}
