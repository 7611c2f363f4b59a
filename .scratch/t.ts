import * as z from 'zod/mini';
import { email, strongPassword, recoveryCodeBody } from '../src/api/schemas/auth.ts';
import { putMeBody } from '../src/api/schemas/user.ts';
console.log(z.safeParse(email, ' A@B.com ').data, z.safeParse(email, 'nope').success);
console.log(z.safeParse(strongPassword, 'abcdefg1').success, z.safeParse(strongPassword, 'abcdefgh').success);
console.log(z.safeParse(recoveryCodeBody, {code:'1'}).success, z.safeParse(recoveryCodeBody, {code:'1', email:'a@b.co'}).success);
console.log(z.safeParse(putMeBody, {accepted_pg_terms:'true'}).data);
console.log(JSON.stringify(z.toJSONSchema(putMeBody, {io:'input', unrepresentable:'any'})));
