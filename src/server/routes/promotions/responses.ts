import { Type } from '@sinclair/typebox';
import { PROMOTION_STATUSES, PROMOTION_STATUS_COLORS } from '../../../domain/promotion-status';
import { OneOf, Open } from '../schemas';

const PromotionStatus = OneOf(PROMOTION_STATUSES, 'Computed for today (Bangkok)');
const StatusColor = OneOf([...new Set(Object.values(PROMOTION_STATUS_COLORS))], 'The list badge colour of Status');
const Kind = OneOf(['FreeItem', 'DiscountValue', 'DiscountPercent'] as const, 'What the promotion gives, read from its type and lines');
const CodeList = Type.Array(Type.String());

/** The stored header as the editor and the list read it. */
const Header = {
  PromotionId: Type.Number(), SaleUnit: Type.String(), PromotionName: Type.String(), Opt30: Type.String({ description: 'Short name' }), PromotionRemark: Type.String(),
  DateBegin: Type.String({ description: 'DD/MM/YYYY' }), DateEnd: Type.String({ description: 'DD/MM/YYYY' }),
  DateBeginT: Type.String({ description: 'YYYYMMDD' }), DateEndT: Type.String({ description: 'YYYYMMDD' }),
  FlagEnabled: OneOf(['Y', 'N'] as const), PromotionType: OneOf(['1', '2', '3'] as const, '1 free item, 2 product discount, 3 bill discount'),
  SalesNumber: OneOf(['1', '2'] as const, 'What the lines count: 1 base units, 2 baht'),
  CustomerTypeList: Type.String({ description: 'ALL (every customer type), or empty: CustomerTypes decides' }),
  CustomerList: Type.String({ description: 'ALL (every customer), or empty: Customers decides' }), Opt15: Type.String({ description: 'Store types: ALL, or empty: Stores decides' }),
  Opt31: Type.String({ description: 'Weekday flags Monday..Sunday (empty: every day)' }),
  Status: PromotionStatus, StatusColor,
};

const DetailLine = Open({
  PromotionLn: Type.Number(), BuyMin: Type.Number(), BuyMax: Type.Number(), OrderBuy: Type.Number(), FreeNumber: Type.Number(), DiscNumber: Type.Number(),
  DiscType: Type.String({ description: 'FreeItem, DiscountValue or DiscountPercent as saved' }), DiscTypeCode: Type.String({ description: 'F, V or P as the editor saves it; empty on older lines' }), Opt6: Type.String(),
}, 'A calculation line');

const ListItem = Open({
  ...Header, UpdatedAt: Type.String({ description: 'ISO 8601 instant' }),
  PromotionKind: Type.Optional(Kind), PromotionDetails: Type.Optional(Type.Array(DetailLine)),
  ProductsSale: Type.Optional(CodeList), ProductsFree: Type.Optional(CodeList), Customers: Type.Optional(CodeList), CustomersNotIn: Type.Optional(CodeList),
  Stores: Type.Optional(CodeList), CustomerTypes: Type.Optional(CodeList),
}, 'A promotion of the list; the kind, lines and picked codes only with IncludeDetail=Y');

export const PromotionListSchema = Open({ Data: Type.Array(ListItem, { description: 'Newest first; a page shorter than Take is the last' }) });

const ProductRef = Open({ P_Code: Type.String(), PRODUCTNAME: Type.String(), PRODUCTNAME_EN: Type.String() }, 'The code stands for the name of a product deleted since');
const CustomerRef = Open({ CUSTOMERCODE: Type.String(), CUSTOMERNAME: Type.String() });
const TypeRef = Open({ Code: Type.String(), Name: Type.String(), NameEn: Type.String() }, 'The code stands for a name the master data lacks');

export const PromotionDetailSchema = Open({
  Promotion: Open(Header), PromotionType: Kind, Weekdays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { description: 'Days it runs: 0 Monday … 6 Sunday (the Opt31 flags)' }),
  PromotionDetails: Type.Array(DetailLine),
  ProductsSale: Type.Array(ProductRef), ProductsFree: Type.Array(ProductRef), Customers: Type.Array(CustomerRef), CustomersNotIn: Type.Array(CustomerRef),
  Stores: Type.Array(TypeRef), CustomerTypes: Type.Array(TypeRef),
}, 'One promotion as the editor loads it');

export const PromotionSavedSchema = Open({ status: Type.Literal(200), PromotionId: Type.Number(), Id: Type.Number({ description: 'Same as PromotionId' }) });

export const PromotionCustomersSchema = Open({
  Data: Type.Array(Open({
    CUSTOMERCODE: Type.String(), CUSTOMERNAME: Type.String(), MobileNo: Type.String(), CustomerType: Type.String(), StoreType: Type.String(),
    SaleUnit: Type.String({ description: 'The first of the caller\'s centres the customer belongs to' }),
  }), { description: 'By customer code' }),
});

export const PromotionMasterDataSchema = Open({ CustomerTypes: Type.Array(TypeRef), StoreTypes: Type.Array(TypeRef) });
