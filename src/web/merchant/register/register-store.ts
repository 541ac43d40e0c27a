import { proxy } from 'valtio';
import type { BankForm, NewDistForm, RegisterAnswer, SalemanForm } from '../../api/merchant-register';

/** The wizard's answers across its pages (kept while the tab lives; the password never leaves memory). */
export interface RegisterState {
  saleman: SalemanForm | null;
  selected: string[];
  dist: NewDistForm;
  bank: BankForm;
  result: RegisterAnswer | null;
}

export const registerStore = proxy<RegisterState>({ saleman: null, selected: [], dist: {}, bank: {}, result: null });

export function resetRegisterStore(): void {
  Object.assign(registerStore, { saleman: null, selected: [], dist: {}, bank: {}, result: null });
}
