/** @jsxImportSource theme-ui */
import { useParams, useSearchParams } from 'react-router';
import { outcomeOf, PaymentOutcome } from './PaymentOutcome';

/** `/payment/status/{status?}?orderid=&saleunit=`: the outcome of a payment or order. */
export default function PaymentStatusScreen() {
  const { status } = useParams();
  const [params] = useSearchParams();
  return <PaymentOutcome kind={outcomeOf(status)} orderId={params.get('orderid') ?? ''} saleUnit={params.get('saleunit') ?? ''} />;
}
