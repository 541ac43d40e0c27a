import { Type } from '@sinclair/typebox';
import { CustomerSessionSchema, CustomerUserSchema } from '../authen/responses';
import { Nullable, Open } from '../schemas';

const Ok = Type.Integer({ description: 'Always 200 (the spec\'s clients read it)', examples: [200] });
const At = Type.String({ format: 'date-time' });

/** One client as the agent's list shows it (clients.ts listClients). */
const AgentClient = Open({
  CustomerCode: Type.String(), CustomerName: Type.String(), MobileNo: Type.String(), Active: Type.Boolean(),
  AuthorizeAmount: Type.Number({ description: 'Credit limit' }), DebtAmount: Type.Number(),
  CreditBalance: Type.Number({ description: 'AuthorizeAmount − DebtAmount, rounded to satang' }),
  Orders: Type.Integer({ minimum: 0 }), OrderAmount: Type.Number({ description: 'Total of the orders not cancelled' }),
  Since: At,
  LastOrder: Nullable(Open({ OrderId: Type.String(), At, Total: Type.Number(), Status: Type.String() })),
});

export const AgentClientPageSchema = Open({ Total: Type.Integer({ minimum: 0 }), Items: Type.Array(AgentClient) }, 'The calling agent\'s clients, newest first');
export const AgentClientCreatedSchema = Open({ status: Ok, Customer: AgentClient }, 'The new client');

export const AgentClientDetailSchema = Open({
  ...AgentClient.properties,
  OrdersList: Type.Array(Open({
    OrderId: Type.String(), SaleUnit: Type.String(), Status: Type.String(), Total: Type.Number(), At,
    ByAgent: Type.Boolean({ description: 'Placed by this agent for the client' }), BySalesperson: Type.Boolean(),
  }), { description: 'The newest 50 orders' }),
}, 'One client with their orders');

export const AgentSwitchSchema = Open({
  status: Ok, Customer: CustomerUserSchema, jtoken: Type.String({ description: 'The client\'s session token, with the agent as ActorId' }),
}, 'Signed in as the client ("signed in as agent")');

export const AgentSwitchBackSchema = CustomerSessionSchema;

const AgentUnit = Open({
  Unit: Type.Integer({ minimum: 1, maximum: 3 }), Code: Type.String(), Name: Type.String(), NameEn: Type.String(), Rate: Type.Number(),
  Cost: Nullable(Type.Number({ description: 'What the agent pays at their centre today (null while acting for a client)' })),
  Price: Nullable(Type.Number({ description: "The agent's own price (null: not in the assortment or no price for this unit)" })),
});

/** A centre product with the agent's cost and own price per unit (products.ts productView). */
export const AgentProductSchema = Open({
  P_Code: Type.String(), NameTh: Type.String(), NameEn: Type.String(), Disabled: Type.Boolean(),
  InAssortment: Type.Boolean(), Visible: Type.Boolean({ description: 'Shown to the agent\'s clients' }),
  Units: Type.Array(AgentUnit),
});

export const AgentProductPageSchema = Open({
  Total: Type.Integer({ minimum: 0 }), SaleUnit: Type.String(), Items: Type.Array(AgentProductSchema),
}, 'The agent\'s assortment (acting for a client: the visible part, no costs)');
