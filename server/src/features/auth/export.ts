/**
 * "Download my data" (GET /api/auth/export, docs/api.md): the account, then every part the features added
 * to the export registry (files, voice profile, generated content, contact messages).
 */

import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { toUser } from './service.js';

export async function exportUserData(ctx: AppContext, user: UserRow) {
  const parts = await ctx.exports.collect(ctx.database.db, user.id);
  return {
    exported_at: new Date().toISOString(),
    format: 'inkprint-export/1',
    account: toUser(user),
    ...parts,
  };
}
