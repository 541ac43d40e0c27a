import { Type, type TSchema } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

const YN = Type.Union([Type.Literal('Y'), Type.Literal('N')]);
const PriceType = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]);
const opt = <T extends TSchema>(s: T) => Type.Optional(s);
const per3 = <T extends TSchema>(prefix: string, s: () => T, suffix = ''): Record<string, ReturnType<typeof opt<T>>> =>
  Object.fromEntries([1, 2, 3].map((n) => [`${prefix}${n}${suffix}`, opt(s())]));

/**
 * A product as the storefront reads it (buyer spec section 3 "Product"), priced for the caller.
 * Legacy field names are kept for the mobile apps; other columns may follow.
 */
export const ProductSchema = Open({
  P_Code: Type.String(),
  PRODUCTNAME: Type.String({ description: 'Thai name (always present)' }),
  PRODUCTNAME_EN: opt(Type.String()),
  PRODUCTSHORTNAME_TH: opt(Type.String()),
  PRODUCTSHORTNAME_EN: opt(Type.String()),
  P_Description: opt(Type.String()),
  P_Description_EN: opt(Type.String()),
  ...per3('UNIT', () => Type.String()),
  ...per3('UNIT', () => Type.String(), 'NAME'),
  ...per3('UNIT', () => Type.String(), 'NAME_EN'),
  ...per3('UNIT', () => Type.Number(), 'RATE'),
  UnitCount: opt(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
  ...per3('ShowPrice', () => YN),
  PriceLevel: opt(Type.Number()),
  ...per3('PriceType', () => PriceType),
  ...per3('StandardPrice', () => Type.Number()),
  ...per3('SalesPrice', () => Type.Number()),
  ...per3('PriceInVat', () => Type.Number()),
  CatalogPrice: opt(Type.Number()),
  IsProductAdvancePrice: opt(Type.Boolean()),
  AdvancePrice: opt(Nullable(Open({ DateStart: Type.String(), DateEnd: Type.String() }))),
  PriceHidden: opt(Type.Boolean({ description: 'Guest barred from catalogue prices: every amount is 0' })),
  Option1: opt(Type.Number({ description: 'Points per base unit (redeem mode)' })),
  ...per3('PointPrice', () => Type.Number()),
  BARCODE1: opt(Type.String()),
  P_Brand: opt(Type.String()),
  P_Brand_EN: opt(Type.String()),
  P_BrandCode: opt(Type.String()),
  P_Group: opt(Type.String()),
  P_Group_EN: opt(Type.String()),
  PIC_FILENAME: opt(Type.String()),
  PIC_FILENAME2: opt(Type.String()),
  PIC_FILENAME3: opt(Type.String()),
  PIC_FILENAME4: opt(Type.String()),
  PIC_FILENAME5: opt(Type.String()),
  Disable: opt(YN),
  STOCK_ITEM: opt(YN),
  Stock: opt(Nullable(Open({ StockAvailable: Type.Number(), MinimumStock: opt(Type.Number()) }))),
  IsLessThanMinimumStock: opt(Type.Boolean()),
  Hierarchy1: opt(Type.String()),
  Hierarchy2: opt(Type.String()),
  Hierarchy3: opt(Type.String()),
  IsFavourite: opt(Type.Boolean()),
}, 'A product priced for the caller');

export const ProductPageSchema = Open({ Data: Type.Array(ProductSchema, { description: 'Empty when there is nothing more to load' }) });
export const ProductItemSchema = Open({ Data: ProductSchema });

export const CategorySortGroupSchema = Open({
  Number: Type.Number(), Key: Type.String(), Name: Type.String(), NameEn: opt(Type.String()),
  Items: Type.Array(Open({ Id: Type.String(), Name: Type.String(), NameEn: opt(Type.String()), Image: opt(Type.String()), ItemCount: opt(Type.Number()) })),
});

export const CategoryListSchema = Open({ Data: Type.Array(CategorySortGroupSchema) });
/** `GET api/category`: a level's categories, or a sorting group's flat rows (open objects). */
export const CategoryLevelSchema = Open({ Data: Type.Array(Open({})) });

export const AutoCompleteSchema = Open({
  Data: Type.Array(Open({ P_Code: Type.String(), PRODUCTNAME: Type.String(), PRODUCTNAME_EN: Type.String() }), { description: 'Names starting with the text first' }),
});

/** A banner (B), news item (N) or page (P). Format text: plain text (blank line = paragraph, '# ' = heading); html: sanitised HTML. */
export const NewsItemSchema = Open({
  Code: Type.String(), NewsType: Type.String(), Title: Type.String(), TitleEn: Type.String(), Detail: Type.String(), DetailEn: Type.String(),
  Image: Type.String(), ImageEn: Type.String(), Link: Type.String(), ActiveStatus: Type.String({ description: 'Y or N' }),
  DateStart: Nullable(Type.String()), DateEnd: Nullable(Type.String()), SortOrder: Type.Number(),
  Format: Type.Union([Type.Literal('text'), Type.Literal('html')]),
});

export const WhatsNewSchema = Open({ status: Type.Number({ description: 'Always 200' }), statusText: Type.String({ description: 'Always OK' }), result: Type.Array(NewsItemSchema) });
export const NewsOneSchema = Open({ Data: NewsItemSchema });

/** `GET api/Products/favourite/items`: the wishlist, newest first. */
export const WishlistSchema = Open({
  Data: Type.Union([Type.Array(Type.String(), { description: 'Product codes (without detail=true)' }), Type.Array(ProductSchema, { description: 'Products priced for the customer (detail=true)' })]),
}, 'The wishlist: codes, or products with detail=true');

/** Wishlist add / remove: the wishlist's codes after the change. */
export const WishlistChangedSchema = Open({
  status: Type.Literal(200), Data: Type.Array(Type.String(), { description: 'Every product code on the wishlist now, newest first' }),
});

const HierarchyLevel = Type.Array(Open({
  code: Type.String(), name: Type.String(), nameEn: Type.String(),
  image: Type.Optional(Type.String({ description: 'Absent with withPic false' })),
  h1: Type.Optional(Type.String({ description: 'Level 1 ancestor (levels 2-5)' })), h2: Type.Optional(Type.String({ description: 'Level 2 ancestor (levels 3-5)' })),
  h3: Type.Optional(Type.String({ description: 'Level 3 ancestor (levels 4-5)' })), h4: Type.Optional(Type.String({ description: 'Level 4 ancestor (level 5)' })),
  itemCount: Type.Integer({ description: 'Products in the category and below (in redeem mode: redeemable ones)' }),
}));

/** `GET_MASTER_DATA/GET_HIERARCHY_ALL` (buyer spec section 7): "first element has status and data". */
export const HierarchyAllSchema = Type.Array(Open({
  status: Type.Literal(200),
  data: Open({ hierarchy1: HierarchyLevel, hierarchy2: HierarchyLevel, hierarchy3: HierarchyLevel, hierarchy4: HierarchyLevel, hierarchy5: HierarchyLevel }),
}), { minItems: 1, maxItems: 1, description: 'One element: the 5 levels of the category hierarchy' });

const PageText = Open({ Title: Type.String(), Body: Type.String({ description: 'Empty when the page has no text in that language' }) });

/** `GET api/contents/{id}`: a policy page. */
export const ContentPageSchema = Open({
  Data: Type.String({ description: 'The body in the answered locale' }),
  Format: Type.Union([Type.Literal('text'), Type.Literal('html')], { description: 'text: plain text (blank line = paragraph, "# " = heading); html: sanitised HTML' }),
  Title: Type.String(), Locale: Type.Union([Type.Literal('th'), Type.Literal('en')], { description: 'en only when the page has an English body' }),
  Version: Type.String({ description: 'The policy version a PDPA consent refers to' }),
  Th: PageText, En: PageText,
}, 'A content page (cookies policy, PDPA, privacy …) in both languages');
export const DisplayGroupsSchema = Open({
  Data: Type.Array(Open({
    Id: Type.Number(), Name: Type.String({ description: 'Thai name' }), NameEn: Type.String(), LogoImage: Type.String({ description: 'Empty when none' }),
    UseTranslateName: Type.Boolean({ description: 'Show the name through the client\'s translations (NameEn in English)' }),
    Type: Type.String(), ProductCount: Type.Number({ description: 'Products on sale in the group' }),
  }), { description: 'Active groups of the type, in display order' }),
});
