import { Type } from '@sinclair/typebox';
import { Open } from '../schemas';

const Tag = {
  Id: Type.Number(), Code: Type.String(), NameTh: Type.String(), NameEn: Type.String(), Color: Type.String({ description: '#rrggbb' }), Active: Type.Boolean(),
  CreatedBy: Type.String({ description: 'The staff user who created it' }), UpdatedAt: Type.String({ description: 'ISO 8601 instant' }),
  CustomerCount: Type.Number({ description: 'Customers of the caller\'s centres carrying the tag' }),
};

export const TagPageSchema = Open({
  Data: Type.Array(Open(Tag), { description: 'Active tags first, then by code' }), Total: Type.Number({ description: 'Tags matching the filter in all' }),
});

export const TagSchema = Open({ ...Tag, CanEdit: Type.Boolean({ description: 'The caller may change it (its creator or a super admin)' }) });
export const TagCreatedSchema = Open({ status: Type.Literal(200), Id: Type.Number(), Code: Type.String({ description: 'The code as stored (normalised)' }) });
export const TagSavedSchema = Open({ status: Type.Literal(200), ...Tag }, 'The tag after the change');

export const TagCustomersSchema = Open({
  Data: Type.Array(Open({
    CUSTOMERCODE: Type.String(), CUSTOMERNAME: Type.String(), MobileNo: Type.String(), RouteStep2: Type.String({ description: 'The customer\'s tag codes, comma separated' }),
    Assigned: Type.Boolean({ description: 'Carries this tag' }), SaleUnits: Type.Array(Type.String(), { description: 'The caller\'s centres the customer belongs to' }),
  }), { description: 'By name, then code' }),
  Total: Type.Number(),
});

export const TagAssignedSchema = Open({
  status: Type.Literal(200), Added: Type.Number({ description: 'Customers who got the tag now' }), Removed: Type.Number({ description: 'Customers who lost it now' }),
  CustomerCount: Type.Number({ description: 'Customers of the caller\'s centres carrying it after the change' }),
});
