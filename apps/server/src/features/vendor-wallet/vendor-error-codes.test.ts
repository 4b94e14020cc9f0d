import {
  VENDOR_ERROR_STYLE_OF,
  VENDOR_ERROR_STYLES,
  VENDOR_WALLET_ERRORS,
  vendorErrorStyle,
} from '@nova/contracts/api/vendor-wallet';
import { describe, expect, it } from 'vitest';
// The sandbox vendor's own published table, imported by path on purpose: it is another
// company's code (it never imports ours), and this test is where the two must agree.
import {
  codeStyleOf,
  PUBLISHED_ERROR_CODES,
  PUBLISHED_STYLE_OF,
  WALLET_ERRORS,
} from '../../../../vendor-sandbox/src/rounds/vendor-codes.ts';

// Review #7: our wallet answers refusals with the vendor's own error codes. A vendor publishes
// its codes; our contracts' mapping must be exactly that, or the vendor misreads our refusals.
describe('our vendor error codes match what the sandbox vendor publishes', () => {
  it('has the same meanings', () => {
    expect([...VENDOR_WALLET_ERRORS].sort()).toEqual([...WALLET_ERRORS].sort());
  });

  it('maps every meaning to the published code, per style', () => {
    expect(VENDOR_ERROR_STYLES).toEqual(PUBLISHED_ERROR_CODES);
  });

  it('gives every vendor the style it publishes', () => {
    expect(VENDOR_ERROR_STYLE_OF).toEqual(PUBLISHED_STYLE_OF);
    for (const vendor of ['PT', 'EA', 'CQ9', 'JILI', 'SBT', 'UNKNOWN_VENDOR']) {
      expect(vendorErrorStyle(vendor), vendor).toBe(codeStyleOf(vendor));
    }
  });
});
