import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

const At = Type.String({ format: 'date-time' });
const Money = (description?: string) => Type.Number(description ? { description: `${description} (baht, rounded to satang)` } : {});
const Figures = { Orders: Type.Integer({ minimum: 0 }), Amount: Money() };

/** `GET api/sales/mysales`: the calling salesperson's own figures over [From, To] (Bangkok days). */
export const MySalesSchema = Open({
  From: Type.String({ description: 'YYYY-MM-DD' }), To: Type.String({ description: 'YYYY-MM-DD' }), SaleUnits: Type.Array(Type.String()),
  Summary: Open({
    Orders: Type.Integer({ minimum: 0 }), Amount: Money('Orders not cancelled'), Customers: Type.Integer({ minimum: 0 }),
    NewCustomers: Type.Integer({ minimum: 0 }), OrdersForCustomers: Type.Integer({ minimum: 0, description: 'Placed by the salesperson for a customer' }),
    AmountForCustomers: Money(), AgentOrders: Type.Integer({ minimum: 0 }),
  }),
  ByDay: Type.Array(Open({ Date: Type.String({ description: 'YYYY-MM-DD' }), ...Figures })),
  ByMonth: Type.Array(Open({ Month: Type.String({ description: 'YYYY-MM' }), ...Figures })),
  TopProducts: Type.Array(Open({ P_Code: Type.String(), Name: Type.String(), NameEn: Type.String(), Quantity: Type.Number({ description: 'In base units' }), Amount: Money() }), { description: 'At most 10, by amount' }),
  NewCustomersList: Type.Array(Open({ CustomerCode: Type.String(), CustomerName: Type.String(), At })),
  Orders: Type.Array(Open({
    OrderId: Type.String(), At, CustomerCode: Type.String(), CustomerName: Type.String(), SaleUnit: Type.String(), Total: Money(), Status: Type.String(),
    PlacedBy: Type.Union([Type.Literal('salesperson'), Type.Literal('agent'), Type.Literal('customer')]),
  }), { description: 'Newest first' }),
});

export const RegisterInfoSchema = Open({
  Centre: Nullable(Open({ SaleUnit: Type.String(), Name: Type.String() })),
  Salesperson: Nullable(Open({ SaleCode: Type.String(), Name: Type.String() })),
}, 'What the registration link names (null for a part it does not give)');
