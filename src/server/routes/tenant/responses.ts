import { Type } from '@sinclair/typebox';
import { Open } from '../schemas';

/** `GET api/tenant/bundle`: the boot object the SPA also gets inline as window.__TALAD_BOOT__. */

const Section = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });
const Flags = Type.Record(Type.String(), Type.String(), { description: 'Flag values by name (Y/N flags are "Y" or "N")' });

const BundleSchema = Open({
  id: Type.String(),
  name: Open({ th: Type.String(), en: Type.String() }),
  hosts: Type.Array(Type.String()),
  companyCode: Type.String(),
  branding: Open({}, 'Logo, colours and fonts (tenants/README.md)'),
  flags: Flags,
  flagTypes: Type.Optional(Section('Declared flag types (base bundle)')),
  wording: Section('Tenant wording by key, per locale'),
  routes: Section('Route definitions by name'),
  guards: Section('Guard rules by name'),
  menus: Section('Menus by name'),
  screens: Section('Screen definitions by name'),
  forms: Section('Form references by name'),
  variants: Section('Company-code variants (JSON merge patches)'),
}, 'The resolved tenant bundle: base ← tenant, no company-code variant, stored flag overrides applied');

export const BootPayloadSchema = Open({
  tenantId: Type.String(),
  bundle: BundleSchema,
  flags: Flags,
  staleSince: Type.Optional(Type.String({ description: 'Present when the tenant folder is broken and this is its last good bundle: when it was saved (ISO time, or "unknown")' })),
}, 'The tenant bundle the SPA boots with');
