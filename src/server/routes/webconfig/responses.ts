import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** Success bodies of the web configuration API (flags of a tenant, across tenants, bundle state). */

const Str = Type.String();
const Value = Type.String({ description: 'The flag value as stored (Y/N flags are "Y" or "N")' });

/** `{ Opt, OptValue }`: one flag and its effective value. */
const FlagValue = Open({ Opt: Str, OptValue: Value });

export const FlagValuesSchema = Open({ Data: Type.Array(FlagValue) }, 'Effective flags, by name');
export const FlagChangedSchema = Open({ Data: FlagValue }, 'The flag and its effective value now');

const FlagType = Type.Union([
  Open({ type: Type.Literal('yn') }),
  Open({ type: Type.Literal('int'), minimum: Type.Optional(Type.Number()), maximum: Type.Optional(Type.Number()) }),
  Open({ type: Type.Literal('enum'), values: Type.Array(Str) }),
  Open({ type: Type.Literal('list'), pattern: Type.Optional(Str) }),
  Open({ type: Type.Literal('text'), maxLength: Type.Optional(Type.Number()), pattern: Type.Optional(Str) }),
], { description: 'What values the flag takes (tenants/_base/tenant.json flagTypes; Y/N when its default is)' });

export const AdminFlagsSchema = Open({
  Data: Type.Array(Open({
    Opt: Str, OptValue: Value, Default: Type.String({ description: 'The bundle default' }),
    Overridden: Type.Boolean({ description: 'A stored value replaces the default' }), Type: FlagType,
    UpdatedAt: Nullable(Type.String({ description: 'ISO 8601 instant of the override' })), UpdatedBy: Nullable(Str),
  })),
}, 'Every flag of the admin\'s tenant');

export const FlagCompareSchema = Open({
  A: Str, B: Str,
  Data: Type.Array(Open({ Opt: Str, A: Nullable(Str), B: Nullable(Str), Different: Type.Boolean() }), { description: 'null: the tenant has no such flag' }),
}, 'Effective flags of two tenants side by side');

export const BundleErrorSchema = Open({
  file: Str, pointer: Type.String({ description: 'RFC 6901 JSON pointer into file' }), reason: Str,
}, 'A problem found while loading a bundle');

export const TenantStatesSchema = Open({
  Data: Type.Array(Open({
    TenantId: Str, Name: Nullable(Open({ th: Str, en: Str })), Hosts: Type.Array(Str),
    Valid: Type.Boolean(), Serving: Type.Boolean(), Stale: Type.Boolean({ description: 'Serving its last good bundle while the folder is broken' }),
    State: Type.Union([Type.Literal('ok'), Type.Literal('stale'), Type.Literal('down')]),
    LastGoodAt: Nullable(Type.String({ description: 'ISO time the last good bundle was saved; set while Stale' })),
    Errors: Type.Array(BundleErrorSchema),
  })),
  BaseErrors: Type.Array(BundleErrorSchema, { description: 'Problems of tenants/_base' }),
}, 'Every tenant folder with its bundle validation state');
