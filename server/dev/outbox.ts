import type { OutboxMessage } from '../../contract/schemas/dev.ts';
import type { Queryable } from '../db/db.ts';

export type NewOutboxMessage = Pick<OutboxMessage, 'channel' | 'to' | 'subject' | 'body'>;

const columns = `id, channel, recipient as "to", subject, body,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/** "Sends" an e-mail or SMS: the reference API only records it for the dev outbox. */
export async function writeOutbox(db: Queryable, message: NewOutboxMessage): Promise<OutboxMessage> {
  const [row] = await db.query<OutboxMessage>(
    `insert into outbox (channel, recipient, subject, body) values ($1, $2, $3, $4) returning ${columns}`,
    [message.channel, message.to, message.subject, message.body],
  );
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

/** Newest first. */
export function listOutbox(db: Queryable): Promise<OutboxMessage[]> {
  return db.query<OutboxMessage>(`select ${columns} from outbox order by created_at desc, written desc`);
}
