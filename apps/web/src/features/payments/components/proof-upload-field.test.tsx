import { UPLOAD_MAX_BYTES } from '@nova/contracts/constants';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/render-with-providers';
import { useProofFiles } from '../hooks/use-proof-files';
import { imageFile } from '../test-support';
import { ProofUploadField } from './proof-upload-field';

function Harness() {
  const proofs = useProofFiles();
  return <ProofUploadField proofs={proofs} label="Slip" />;
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByTestId('proof-input'), { target: { files } });
}

beforeAll(() => initTestI18n());

describe('ProofUploadField', () => {
  it('accepts png and jpg and shows a preview with remove for each', () => {
    render(<Harness />);
    pick(imageFile('a.png'), imageFile('b.jpg', 'image/jpeg'));
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(2);
    expect(screen.queryByTestId('proof-error')).toBeNull();
    fireEvent.click(screen.getAllByTestId('proof-remove')[0] as HTMLElement);
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(1);
    expect(screen.getByText('b.jpg')).toBeTruthy();
  });

  it('refuses other types with a translated reason', () => {
    render(<Harness />);
    pick(imageFile('a.gif', 'image/gif'), imageFile('doc.pdf', 'application/pdf'));
    expect(screen.queryAllByTestId('proof-preview')).toHaveLength(0);
    expect(screen.getByTestId('proof-error').textContent).toBe(
      'Only PNG or JPG images can be uploaded.',
    );
  });

  it('refuses an image of 5 MB or more but keeps the smaller ones', () => {
    render(<Harness />);
    pick(
      imageFile('big.png', 'image/png', UPLOAD_MAX_BYTES),
      imageFile('ok.png', 'image/png', UPLOAD_MAX_BYTES - 1),
    );
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(1);
    expect(screen.getByText('ok.png')).toBeTruthy();
    expect(screen.getByTestId('proof-error').textContent).toBe('Each image must be under 5 MB.');
  });

  it('takes at most 3 images and then hides the add button', () => {
    render(<Harness />);
    pick(imageFile('1.png'), imageFile('2.png'));
    pick(imageFile('3.png'), imageFile('4.png'));
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(3);
    expect(screen.getByTestId('proof-error').textContent).toBe('You can upload at most 3 images.');
    expect(screen.queryByTestId('proof-add')).toBeNull();
    fireEvent.click(screen.getAllByTestId('proof-remove')[2] as HTMLElement);
    expect(screen.getByTestId('proof-add')).toBeTruthy();
    expect(screen.queryByTestId('proof-error')).toBeNull();
  });
});
