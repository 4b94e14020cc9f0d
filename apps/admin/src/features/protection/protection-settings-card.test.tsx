import {
  opsGetProtectionSettings,
  opsSetProtectionSettings,
  type ProtectionSettings,
} from '@nova/contracts/api/ops-protection';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs } from '../../test/render-as-operator';
import { ProtectionSettingsCard } from './protection-settings-card';
import { ALL_PROTECTION } from './protection-test-kit';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const SETTINGS: ProtectionSettings = {
  coolingOffHours: 24,
  realityCheckDefaultMinutes: 60,
  kycWithdrawalAbove: '500000',
  kycDepositsAbove: null,
};

function serve() {
  return answerApi(
    new Map<unknown, (input: unknown) => unknown>([
      [opsGetProtectionSettings, () => SETTINGS],
      [opsSetProtectionSettings, (input) => (input as { body: ProtectionSettings }).body],
    ]),
  );
}

beforeEach(async () => {
  await inEnglish();
});

describe('ProtectionSettingsCard', () => {
  it('saves whole hours, minutes and amounts in minor units; empty is no threshold', async () => {
    const calls = serve();
    renderAs(operatorWith(ALL_PROTECTION), <ProtectionSettingsCard />);
    const cooling = await screen.findByLabelText('Cooling-off (hours)');
    expect((cooling as HTMLInputElement).value).toBe('24');
    const withdrawal = screen.getByLabelText(
      'KYC for a withdrawal above (MYR)',
    ) as HTMLInputElement;
    expect(withdrawal.value).toBe('5000.00');
    fireEvent.change(cooling, { target: { value: '48' } });
    fireEvent.change(withdrawal, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('KYC for deposits beyond a total of (MYR)'), {
      target: { value: '10,000.50' },
    });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save player protection' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsSetProtectionSettings, {
        body: {
          coolingOffHours: 48,
          realityCheckDefaultMinutes: 60,
          kycWithdrawalAbove: null,
          kycDepositsAbove: '1000050',
        },
      }),
    );
    expect(await screen.findByText('Saved. Players are held to it now.')).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect((screen.getByLabelText('Cooling-off (hours)') as HTMLInputElement).value).toBe('48');
  });

  it('keeps values outside the contract’s ranges from the server, field by field', async () => {
    const calls = serve();
    renderAs(operatorWith(ALL_PROTECTION), <ProtectionSettingsCard />);
    fireEvent.change(await screen.findByLabelText('Cooling-off (hours)'), {
      target: { value: '12' },
    });
    fireEvent.change(screen.getByLabelText('Reality check default (minutes)'), {
      target: { value: '121' },
    });
    fireEvent.change(screen.getByLabelText('KYC for a withdrawal above (MYR)'), {
      target: { value: '12.345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save player protection' }));
    expect(await screen.findByText('Whole hours from 24 to 168.')).toBeTruthy();
    expect(screen.getByText('Whole minutes from 0 to 120.')).toBeTruthy();
    expect(screen.getByText(/An amount in MYR/)).toBeTruthy();
    expect(screen.getByText('Nothing was saved: correct the marked fields.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith(opsSetProtectionSettings, expect.anything());
  });

  it('shows the values without a form to a role that may only read them', async () => {
    serve();
    renderAs(operatorWith(['protection.read']), <ProtectionSettingsCard />);
    expect(await screen.findByText('5,000.00 MYR')).toBeTruthy();
    expect(screen.getByText('24 h')).toBeTruthy();
    expect(screen.getByText('1 h')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save player protection' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is not there for a role without protection.read', () => {
    const calls = serve();
    const { container } = renderAs(operatorWith(['brand.read']), <ProtectionSettingsCard />);
    expect(container.innerHTML).toBe('');
    expect(calls).not.toHaveBeenCalled();
  });
});
