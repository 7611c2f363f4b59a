// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../ui/test-render.tsx';
import { type NewPassword, NewPasswordFields, NO_NEW_PASSWORD } from './new-password-fields.tsx';

function Form({ replacing, errorOn }: { replacing?: boolean; errorOn?: keyof NewPassword }) {
  const [value, setValue] = useState(NO_NEW_PASSWORD);
  return (
    <>
      <NewPasswordFields
        value={value}
        onChange={setValue}
        error={(field) => (field === errorOn ? 'Refused.' : undefined)}
        replacing={replacing}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('NewPasswordFields', () => {
  it('keeps both passwords as they are typed', () => {
    renderUi(<Form />);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Brasa2024' } });
    fireEvent.change(screen.getByLabelText(/^Confirm the password/), { target: { value: 'Brasa2025' } });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      password: 'Brasa2024',
      confirmation: 'Brasa2025',
    });
  });

  it('speaks of the new password when one is replaced, and shows a refusal under its field', () => {
    renderUi(<Form replacing errorOn="confirmation" />);
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).not.toBe('true');
    const confirmation = screen.getByLabelText(/^Confirm the new password/);
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Refused.')).toBeTruthy();
  });
});
