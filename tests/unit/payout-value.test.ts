/** What a payout is worth: the one sum the server records and the request form shows. */
import { payoutValueMinor, tokenValueE4 } from '@/shared/payouts';

describe('a payout’s worth', () => {
  it('reads a token’s value as ten-thousandths of the currency, past binary fractions', () => {
    expect(tokenValueE4(0.05)).toBe(500n);
    expect(tokenValueE4(0.1 + 0.2)).toBe(3_000n);
    expect(tokenValueE4(1.2345)).toBe(12_345n);
  });

  it('is the tokens at that value in cents, half a cent rounded up', () => {
    // 12.34 tokens at 0.05: 0.617 → 0.62.
    expect(payoutValueMinor(1_234n, 500n)).toBe(62n);
    // 0.01 token at 0.50: half a cent → one cent; 0.01 token at 0.4999: less than half → none.
    expect(payoutValueMinor(1n, 5_000n)).toBe(1n);
    expect(payoutValueMinor(1n, 4_999n)).toBe(0n);
    // A sum far past what a double holds exactly stays exact.
    expect(payoutValueMinor(123_456_789_012_345_678n, 500n)).toBe(6_172_839_450_617_284n);
  });
});
