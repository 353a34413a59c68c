import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../lib/i18n';
import { PasswordStrength } from './password-strength';

function renderStrength(password: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PasswordStrength password={password} />
    </I18nextProvider>,
  );
}

function bar() {
  const progress = screen.getByRole('progressbar', { name: 'Password strength' });
  const fill = progress.firstElementChild as HTMLElement;
  return { progress, width: fill.style.width, tone: fill.dataset.tone };
}

function metItems() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent?.replace(/\s*\(.*\)$/, '').replace(/^\W\s*/, ''));
}

describe('PasswordStrength', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });

  it('shows an empty red bar and no met requirement for an empty password', () => {
    renderStrength('');
    expect(bar()).toMatchObject({ width: '0%', tone: 'red' });
    expect(metItems()).toEqual([]);
  });

  it('grows 20% per point and is red up to 2 points', () => {
    renderStrength('abcdefgh');
    expect(bar()).toMatchObject({ width: '40%', tone: 'red' });
    expect(bar().progress).toHaveAttribute('aria-valuenow', '40');
    expect(metItems()).toEqual(['At least 8 characters', 'One lowercase letter']);
  });

  it('is yellow at 3 points', () => {
    renderStrength('Abcdefgh');
    expect(bar()).toMatchObject({ width: '60%', tone: 'yellow' });
  });

  it('is green at 4 and 5 points and ticks all four requirements', () => {
    const { unmount } = renderStrength('Abcdefg1');
    expect(bar()).toMatchObject({ width: '80%', tone: 'green' });
    expect(metItems()).toHaveLength(4);
    unmount();
    renderStrength('Abcdef1!');
    expect(bar()).toMatchObject({ width: '100%', tone: 'green' });
  });

  it('counts a symbol towards the score but not the checklist', () => {
    renderStrength('!!!!');
    expect(bar()).toMatchObject({ width: '20%', tone: 'red' });
    expect(metItems()).toEqual([]);
  });
});
