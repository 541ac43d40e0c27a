import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

const Side = Type.Union([Type.Literal('customer'), Type.Literal('staff')], { description: "'customer' for the buyer side (guests included), 'staff' for the shop" });
const MessageKind = Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('order'), Type.Literal('product')]);
const ConversationStatus = Type.Union([Type.Literal('open'), Type.Literal('closed')]);
const At = Type.String({ format: 'date-time' });

/** Cards are snapshots taken when the message was sent, so their codes are kept as they were then. */
const OrderCardSchema = Open({
  Type: Type.Literal('order'), OrderId: Type.String(), SaleUnit: Type.String(),
  Status: Type.String({ description: 'The order status code when the card was sent' }), Mode: Type.String({ description: 'sales or redeem' }),
  Total: Type.Number(), Lines: Type.Integer({ minimum: 0 }), CreatedAt: At,
}, 'An order of the customer at this centre, as it was when sent');

const ProductCardSchema = Open({
  Type: Type.Literal('product'), P_Code: Type.String(), NameTh: Type.String(), NameEn: Type.String(),
  UnitTh: Type.String(), UnitEn: Type.String(), Image: Type.String({ description: 'The product picture path of the tenant bundle (may be empty)' }),
}, 'A product of the shop, as it was when sent');

/** A message as both sides receive it (REST and the live stream, store.ts messageDto). */
export const MessageSchema = Open({
  Id: Type.Integer({ minimum: 1 }), ConversationId: Type.Integer({ minimum: 1 }),
  ClientId: Type.String({ description: "The sender's own id for the message" }),
  Side, SenderName: Type.String(), Kind: MessageKind,
  Text: Type.String({ description: 'Plain text, never HTML (a caption for an image or card; may be empty then)' }),
  ImageUrl: Nullable(Type.String({ description: 'GET it with the bearer token (participants only)' })),
  Card: Nullable(Type.Union([OrderCardSchema, ProductCardSchema])),
  CreatedAt: At,
});

/** One conversation as the viewer sees it (views.ts conversationDtos). */
export const ConversationSchema = Open({
  Id: Type.Integer({ minimum: 1 }), SaleUnit: Type.String(), CentreName: Type.String(), Status: ConversationStatus,
  AssignedTo: Nullable(Type.String({ description: 'Merchant user id answering it' })), AssignedName: Nullable(Type.String()),
  Customer: Open({
    Kind: Type.Union([Type.Literal('customer'), Type.Literal('guest')]),
    Code: Type.String({ description: 'Customer code, or the guest id (GUEST-…)' }), Name: Type.String(), MobileNo: Type.String({ description: 'Empty for a guest' }),
  }),
  LastMessage: Nullable(Open({ Id: Type.Integer(), Kind: MessageKind, Text: Type.String({ description: 'The first 140 characters' }), Side, At })),
  Unread: Type.Integer({ minimum: 0, description: 'Messages from the other side this viewer has not read' }),
  CustomerReadId: Type.Integer({ minimum: 0, description: 'Last message id the buyer side has seen' }),
  StaffReadId: Type.Integer({ minimum: 0, description: 'Last message id the shop has seen' }),
});

export const ConversationListSchema = Open({
  Data: Type.Array(ConversationSchema), Unread: Type.Integer({ minimum: 0, description: 'Sum of Unread over the list' }),
}, "The buyer's conversations (one per centre), newest first");

export const ConversationOneSchema = Open({ Data: ConversationSchema });

export const RoomSchema = Open({
  Data: Nullable(ConversationSchema), SaleUnit: Type.String(), CentreName: Type.String(),
}, "The buyer's conversation with a centre; Data is null before the first message");

export const InboxSchema = Open({
  Data: Type.Array(ConversationSchema), Total: Type.Integer({ minimum: 0, description: 'Conversations matching view and q (all pages)' }),
  Unread: Type.Integer({ minimum: 0, description: 'Open conversations of the caller (or of saleUnit) waiting for the shop' }),
}, 'One page of the staff inbox, newest first');

export const GuestClaimSchema = Open({
  Conversations: Type.Array(Type.Integer({ minimum: 1 }), { description: 'Ids of the customer\'s conversations that received the guest\'s messages' }),
});

export const ChatContextSchema = Open({
  Customer: Nullable(Open({
    CustomerCode: Type.String(), Name: Type.String(), MobileNo: Type.String(), Email: Type.String(), Address: Type.String(),
    CompanyCode: Type.String(), AuthorizeAmount: Type.Number({ description: 'Credit limit' }), DebtAmount: Type.Number(), Since: At,
  })),
  Orders: Type.Array(Open({ OrderId: Type.String(), Status: Type.String(), Mode: Type.String(), Total: Type.Number(), CreatedAt: At }), { description: 'The last 5 orders at the conversation\'s centre' }),
}, 'The customer beside a conversation (null and no orders for a guest)');

export const ChatStaffSchema = Open({
  Data: Type.Array(Open({ UserId: Type.String(), Name: Type.String(), Role: Type.Integer({ description: 'Merchant role id (1: super admin)' }) })),
}, 'Staff who answer chats at the centre');

export const MessageSentSchema = Open({
  Data: MessageSchema, Created: Type.Boolean({ description: 'false when this ClientId was sent before (that first message is returned)' }),
});

export const MessagePageSchema = Open({
  Data: Type.Array(MessageSchema), HasMore: Type.Boolean({ description: 'More messages in the same direction' }),
}, 'Newest first, or oldest first with `after`');

export const ReadSchema = Open({ ReadId: Type.Integer({ minimum: 0, description: 'The read mark now (it never moves backwards)' }) });

export const ChatImageSchema = Open({
  UploadId: Type.String({ format: 'uuid' }), Url: Type.String(), Width: Type.Integer(), Height: Type.Integer(),
}, 'The stored (re-encoded) picture: send it as an image message');

const QuickReply = Open({ Id: Type.Integer({ minimum: 1 }), SaleUnit: Nullable(Type.String({ description: 'null: every centre' })), Title: Type.String(), Body: Type.String() });
export const QuickReplyListSchema = Open({ Data: Type.Array(QuickReply) });
export const QuickReplyOneSchema = Open({ Data: QuickReply });
export const DeletedSchema = Open({ Deleted: Type.Literal(true) });
