/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';

/** The centre's bank account a transfer goes to, large enough to copy from a phone. */
export function BankAccountBox({ account }: { account: { BankName: string; AccountNo: string; AccountName: string } }) {
  const { t } = useTranslation();
  return (
    <div data-testid="bank-account" sx={{ mt: 3, p: 3, bg: 'muted', borderRadius: 'default' }}>
      <div sx={{ fontWeight: 'bold', mb: 1 }}>{t('buyer:payment.transferTo')}</div>
      <div>{account.BankName}</div>
      <div sx={{ fontSize: 4, fontWeight: 'bold', letterSpacing: '0.05em' }}>{account.AccountNo}</div>
      <div>{account.AccountName}</div>
    </div>
  );
}
