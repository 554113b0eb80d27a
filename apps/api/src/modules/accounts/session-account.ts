/** The corporate or tour account signed in on a request's session; never taken from a body. */
export interface SessionAccount {
  accountNo: string;
  accountType: 'C' | 'T';
  accountName: string;
}
