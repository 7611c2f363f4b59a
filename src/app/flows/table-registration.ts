import { updateMe } from '../../api/users.ts';
import type { TableActor } from '../table-actor.ts';
import type { UserActor } from '../user-actor.ts';

/**
 * Spec §2 "/table/registration-update": the diner's name saved on their account, then on to the
 * bill. (A new e-mail or phone needs a verification code: the profile screens ask for those.)
 */
export async function saveTableName({ user, table }: { user: UserActor; table: TableActor }, name: string) {
  const updated = await updateMe({ name: name.trim() });
  user.send({ type: 'user.loaded', user: updated });
  table.send({ type: 'registration.updated' });
}
