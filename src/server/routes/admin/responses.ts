import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** Success bodies of the super admin's tools: web config sync between environments and the customer allow-list. */

const Str = Type.String();
const Int = Type.Integer();

/** The exported web config file (what preview and apply accept back). */
export const ConfigFileSchema = Open({
  format: Type.Literal('talad.webconfig'), version: Type.Literal(1), tenantId: Str,
  exportedAt: Type.String({ description: 'ISO 8601 instant' }),
  flags: Type.Record(Type.String(), Str, { description: 'Every effective flag, by name' }),
  overridden: Type.Array(Str, { description: 'Flags with a stored value (the rest are bundle defaults)' }),
}, 'A tenant\'s web config as a JSON file (sent as an attachment)');

const Change = Open({
  Opt: Str, Current: Str, Incoming: Str, Default: Str,
  Action: Type.Union([Type.Literal('set'), Type.Literal('reset')], { description: 'reset: the incoming value is the default, so the override goes' }),
});

export const ConfigPreviewSchema = Open({
  Tenant: Str, Source: Nullable(Type.String({ description: 'The tenant the file came from, when it says' })),
  Changes: Type.Array(Change), Unchanged: Int, NotInFile: Type.Array(Str, { description: 'Flags the file does not name (left as they are)' }),
}, 'What applying the file would change');

export const ConfigAppliedSchema = Open({ Tenant: Str, Applied: Type.Array(Change), Unchanged: Int }, 'What was changed');

export const AllowListSchema = Open({
  Flag: Type.String({ description: 'The flag that turns the gate on' }), Enabled: Type.Boolean(),
  Data: Type.Array(Open({
    CustomerCode: Str, Note: Str, AddedBy: Str, AddedAt: Type.String({ description: 'ISO 8601 instant' }),
    CustomerName: Nullable(Type.String({ description: 'null: not a customer of this tenant yet' })),
  })),
}, 'The customer allow-list of a closed pilot');

export const AllowListFileSchema = Open({
  format: Type.Literal('talad.customerAllowList'), version: Type.Literal(1), tenantId: Str, exportedAt: Type.String({ description: 'ISO 8601 instant' }),
  customers: Type.Array(Open({ CustomerCode: Str, Note: Str })),
}, 'The allow-list as a JSON file (sent as an attachment)');

export const AllowListChangedSchema = Open({
  Added: Int, Updated: Int, Removed: Int, Unchanged: Int,
  NotCustomers: Type.Array(Str, { description: 'Codes sent that are not customers of this tenant (first 100)' }),
  DryRun: Type.Boolean({ description: 'true: counted only, nothing written' }),
}, 'What the change did (or would do)');

export const AllowListRemovedSchema = Open({ status: Type.Literal(200), CustomerCode: Str });
